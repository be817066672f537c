import type { Contenedor, ModoTransporte } from '@extranet/sdk/schemas';
import { containerNumber } from '../domain/identificadores';
import { redondear } from '../lib/numbers';
import {
  AIRLINES,
  HOME_CARRIERS,
  LEASING_CONTAINER_PREFIXES,
  ROAD_HAULIERS,
  SHIPPING_LINES,
} from '../reference/geo';
import type { Prng } from './prng';

// The carrier, voyage and containers of a demo shipment: a preferred carrier or a home carrier of the
// origin, real vessel names, container numbers with valid check digits (carriers, home carriers and
// vessels are data/carriers.json, through reference/geo.ts). Drawn from the seed's `Prng`: real
// shipments get theirs from the forwarder's confirmation (domain/partidas-booking.ts).

/** The usual carriers from a country, else those for any other country. */
const homeCarriers = (kind: keyof typeof HOME_CARRIERS, country: string): readonly string[] =>
  HOME_CARRIERS[kind][country] ?? HOME_CARRIERS[kind]['*']!;

/** Carrier of a demo shipment: the preferred one, else a home carrier of the origin, picked by `rng`. */
export function pickCarrier(
  modo: ModoTransporte,
  originCountry: string,
  rng: Prng,
  preferred?: string,
): { codigo: string; nombre: string } {
  if (modo === 'MARITIMO') {
    const line = SHIPPING_LINES.find((l) => l.scac === preferred) ?? rng.pick(SHIPPING_LINES);
    return { codigo: line.scac, nombre: line.name };
  }
  if (modo === 'AEREO') {
    const code = AIRLINES.some((a) => a.iata === preferred)
      ? preferred
      : rng.pick(homeCarriers('airlines', originCountry));
    const airline = AIRLINES.find((a) => a.iata === code) ?? AIRLINES[0]!;
    return { codigo: airline.iata, nombre: airline.name };
  }
  const code = ROAD_HAULIERS.some((h) => h.code === preferred)
    ? preferred
    : rng.pick(homeCarriers('roadHauliers', originCountry));
  const haulier = ROAD_HAULIERS.find((h) => h.code === code) ?? ROAD_HAULIERS[0]!;
  return { codigo: haulier.code, nombre: haulier.name };
}

/** `MSC LORETO / 512W`, `IB6841`, `4721 KLM / R-2931-BCD`: vessel and voyage, flight or truck and trailer. */
export function voyageFor(
  modo: ModoTransporte,
  carrierCode: string,
  rng: Prng,
  etd: Date,
  eastbound: boolean,
): string {
  if (modo === 'MARITIMO') {
    const line = SHIPPING_LINES.find((l) => l.scac === carrierCode);
    const vessel = rng.pick(line?.vessels ?? ['MSC AURORA']);
    return `${vessel} / ${String(etd.getUTCFullYear() % 10)}${rng.digits(2)}${eastbound ? 'E' : 'W'}`;
  }
  if (modo === 'AEREO') return `${carrierCode}${rng.int(100, 9899)}`;
  const letters = 'BCDFGHJKLMNPRSTVWXYZ';
  const pick3 = () => Array.from({ length: 3 }, () => letters[rng.int(0, letters.length - 1)]).join('');
  return `${rng.digits(4)} ${pick3()} / R-${rng.digits(4)}-${pick3()}`;
}

/** Owner code of a line's containers (its own prefixes; leasing-company boxes for a share). */
export function containerOwner(carrierCode: string, rng: Prng): string {
  const line = SHIPPING_LINES.find((l) => l.scac === carrierCode);
  if (!line || rng.chance(0.15)) return rng.pick(LEASING_CONTAINER_PREFIXES);
  return rng.pick(line.containerPrefixes);
}

/** Containers of a booking: numbers with valid check digits, seals, a share of the gross weight each. */
export function containersFor(
  types: readonly { tipo: string; cantidad: number }[],
  carrierCode: string,
  pesoBrutoKg: number,
  rng: Prng,
): Contenedor[] {
  const total = types.reduce((sum, t) => sum + t.cantidad, 0);
  const list: Contenedor[] = [];
  for (const { tipo, cantidad } of types) {
    for (let i = 0; i < cantidad; i++) {
      list.push({
        id: list.length + 1,
        numero: containerNumber(containerOwner(carrierCode, rng), rng.int(0, 999_999)),
        tipo,
        precinto: `${carrierCode.slice(0, 2)}${rng.digits(7)}`,
        pesoBrutoKg: redondear(pesoBrutoKg / Math.max(1, total), 1),
      });
    }
  }
  return list;
}
