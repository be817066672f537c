import type { Contenedor, ModoTransporte } from '@extranet/sdk/schemas';
import { redondear } from '../lib/numbers';
import type { Prng } from '../lib/prng';
import {
  AIRLINES,
  HOME_CARRIERS,
  LEASING_CONTAINER_PREFIXES,
  ROAD_HAULIERS,
  SHIPPING_LINES,
} from '../reference/geo';
import { containerNumber } from './identificadores';

// The carrier, voyage and containers of a new shipment: a requested carrier or a home carrier of the
// origin, real vessel names, container numbers with valid check digits (carriers, home carriers and
// vessels are data/carriers.json, through reference/geo.ts). Drawn from a seeded `Prng`,
// so a shipment's id always gives the same equipment.

/** The usual carriers from a country, else those for any other country. */
const homeCarriers = (kind: keyof typeof HOME_CARRIERS, pais: string): readonly string[] =>
  HOME_CARRIERS[kind][pais] ?? HOME_CARRIERS[kind]['*']!;

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
      : rng.pick(homeCarriers('airlines', paisOrigen));
    const airline = AIRLINES.find((a) => a.iata === code) ?? AIRLINES[0]!;
    return { codigo: airline.iata, nombre: airline.name };
  }
  const code = ROAD_HAULIERS.some((h) => h.code === requested)
    ? requested
    : rng.pick(homeCarriers('roadHauliers', paisOrigen));
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
    const line = SHIPPING_LINES.find((l) => l.scac === codigoTransportista);
    const vessel = rng.pick(line?.vessels ?? ['MSC AURORA']);
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
  if (!line || rng.chance(0.15)) return rng.pick(LEASING_CONTAINER_PREFIXES);
  return rng.pick(line.containerPrefixes);
}

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
        pesoBrutoKg: redondear(pesoBrutoKg / Math.max(1, total), 1),
      });
    }
  }
  return list;
}
