import type { Contenedor, ModoTransporte } from '@extranet/sdk/schemas';
import type { Prng } from '../lib/prng';
import { AIRLINES, ROAD_HAULIERS, SHIPPING_LINES } from '../reference/geo';
import { containerNumber } from './identificadores';

// The carrier, voyage and containers of a new shipment: a requested carrier or a home carrier of the
// origin, real vessel names, container numbers with valid check digits. Drawn from a seeded `Prng`,
// so a shipment's id always gives the same equipment.

/** Vessels by SCAC (names of real ships of each line), for the voyage of sea shipments. */
export const VESSELS: Readonly<Record<string, readonly string[]>> = {
  MAEU: ['MAERSK ESSEN', 'MAERSK KENSINGTON', 'GUNHILDE MAERSK', 'MAERSK HIDALGO'],
  MSCU: ['MSC GÜLSÜN', 'MSC IRINA', 'MSC LORETO', 'MSC AURORA'],
  CMDU: ['CMA CGM JACQUES SAADE', 'CMA CGM MARCO POLO', 'CMA CGM TROCADERO'],
  HLCU: ['BERLIN EXPRESS', 'HAMBURG EXPRESS', 'AL ZUBARA'],
  COSU: ['COSCO SHIPPING UNIVERSE', 'COSCO SHIPPING ARIES', 'COSCO SHIPPING LIBRA'],
  EGLV: ['EVER ACE', 'EVER ALOT', 'EVER GIVEN'],
  ONEY: ['ONE INNOVATION', 'ONE TRIUMPH', 'ONE STORK'],
  ZIMU: ['ZIM SAMMY OFER', 'ZIM KINGSTON', 'ZIM MOUNT EVEREST'],
  HDMU: ['HMM ALGECIRAS', 'HMM OSLO', 'HMM COPENHAGEN'],
  YMLU: ['YM WELLNESS', 'YM WARRANTY', 'YM TRIUMPH'],
};

/** Default airline by origin country (home carriers), else a long-haul carrier. */
const AIRLINE_BY_COUNTRY: Readonly<Record<string, readonly string[]>> = {
  ES: ['IB', 'UX'],
  PT: ['TK', 'LH'],
  FR: ['AF'],
  DE: ['LH'],
  NL: ['KL'],
  IT: ['LH', 'EK'],
  PA: ['CM'],
  CO: ['AV'],
  MX: ['AA', 'DL'],
  US: ['AA', 'UA', 'DL'],
  CN: ['CX', 'EK'],
  HK: ['CX'],
};

/** Road haulier codes by origin country. */
const HAULIERS_BY_COUNTRY: Readonly<Record<string, readonly string[]>> = {
  ES: ['DACH', 'DSVR', 'PRIM', 'SESE'],
  PT: ['DSVR', 'DACH'],
  FR: ['GEFC', 'DBSC'],
  DE: ['DBSC', 'DHLF'],
  IT: ['DHLF', 'DBSC'],
  NL: ['DHLF', 'RABN'],
  PA: ['TRCA'],
  CR: ['TRCA'],
  MX: ['TRNM'],
  US: ['TRNM'],
};

/** Carrier of a new shipment: the requested one, else a home carrier of the origin, picked by `rng`. */
export function pickCarrier(
  modo: ModoTransporte,
  paisOrigen: string,
  rng: Prng,
  requested?: string,
): { codigo: string; nombre: string } {
  if (modo === 'MARITIMO') {
    const line = SHIPPING_LINES.find((l) => l.scac === requested) ?? rng.pick(SHIPPING_LINES);
    return { codigo: line.scac, nombre: line.name };
  }
  if (modo === 'AEREO') {
    const code = AIRLINES.some((a) => a.iata === requested)
      ? requested
      : rng.pick(AIRLINE_BY_COUNTRY[paisOrigen] ?? ['LH', 'EK', 'QR', 'TK', 'AF']);
    const airline = AIRLINES.find((a) => a.iata === code) ?? AIRLINES[0]!;
    return { codigo: airline.iata, nombre: airline.name };
  }
  const code = ROAD_HAULIERS.some((h) => h.code === requested)
    ? requested
    : rng.pick(HAULIERS_BY_COUNTRY[paisOrigen] ?? ['DHLF', 'DSVR', 'DBSC']);
  const haulier = ROAD_HAULIERS.find((h) => h.code === code) ?? ROAD_HAULIERS[0]!;
  return { codigo: haulier.code, nombre: haulier.name };
}

/** `MSC LORETO / 512W`, `IB6841`, `4721 KLM / R-2931-BCD`: vessel and voyage, flight or truck and trailer. */
export function viajeFor(
  modo: ModoTransporte,
  codigoTransportista: string,
  rng: Prng,
  etd: Date,
  eastbound: boolean,
): string {
  if (modo === 'MARITIMO') {
    const vessel = rng.pick(VESSELS[codigoTransportista] ?? ['MSC AURORA']);
    return `${vessel} / ${String(etd.getUTCFullYear() % 10)}${rng.digits(2)}${eastbound ? 'E' : 'W'}`;
  }
  if (modo === 'AEREO') return `${codigoTransportista}${rng.int(100, 9899)}`;
  const letters = 'BCDFGHJKLMNPRSTVWXYZ';
  const pick3 = () => Array.from({ length: 3 }, () => letters[rng.int(0, letters.length - 1)]).join('');
  return `${rng.digits(4)} ${pick3()} / R-${rng.digits(4)}-${pick3()}`;
}

/** Owner code of a line's containers (its own prefixes; leasing-company boxes for a share). */
export function containerOwner(codigoTransportista: string, rng: Prng): string {
  const line = SHIPPING_LINES.find((l) => l.scac === codigoTransportista);
  if (!line || rng.chance(0.15)) return rng.pick(['TGHU', 'TCLU', 'SEGU', 'CAIU', 'TRHU']);
  return rng.pick(line.containerPrefixes);
}

/** Tare-free payload a container of each type typically carries when full (kg range). */
export const CONTAINER_PAYLOAD: Readonly<Record<string, readonly [number, number]>> = {
  '20DV': [9_000, 24_000],
  '40DV': [10_000, 26_000],
  '40HC': [8_000, 24_000],
  '40RF': [14_000, 24_000],
};

/** Containers of a booking: numbers with valid check digits, seals, a share of the gross weight each. */
export function contenedoresFor(
  tipos: readonly { tipo: string; cantidad: number }[],
  codigoTransportista: string,
  pesoBrutoKg: number,
  rng: Prng,
): Contenedor[] {
  const total = tipos.reduce((sum, t) => sum + t.cantidad, 0);
  const list: Contenedor[] = [];
  for (const { tipo, cantidad } of tipos) {
    for (let i = 0; i < cantidad; i++) {
      list.push({
        id: list.length + 1,
        numero: containerNumber(containerOwner(codigoTransportista, rng), rng.int(0, 999_999)),
        tipo,
        precinto: `${codigoTransportista.slice(0, 2)}${rng.digits(7)}`,
        pesoBrutoKg: Math.round((pesoBrutoKg / Math.max(1, total)) * 10) / 10,
      });
    }
  }
  return list;
}
