import type { Bulto, ModoTransporte } from '@extranet/sdk/schemas';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rowsOf } from '../db/rows';
import { huellasCarbono } from '../db/schema/huellaCarbono';
import { partidas } from '../db/schema/tracking';
import { redondear } from '../lib/numbers';
import { Prng } from '../lib/prng';
import {
  AIRLINES,
  airportByIata,
  greatCircleKm,
  portByLocode,
  ROAD_CITIES,
  roadCityByLocode,
} from '../reference/geo';
import { computeFootprint } from './huellaCarbono';
import { awbNumber } from './identificadores';
import { buildPartida, type LugarPartida, punto } from './partidas-build';
import { contenedoresFor, pickCarrier, viajeFor } from './partidas-carriers';

// Shipments: creating one from a booked transport request (`createPartida`), with the places it
// names resolved through the reference data. The shipment itself is built by `buildPartida`
// (partidas-build.ts), its carrier and equipment drawn in partidas-carriers.ts; the demo seed imports
// those two modules directly. `LugarPartida` is re-exported for the routes, whose new shipments name
// places of that shape.

export type { LugarPartida } from './partidas-build';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** Where a new shipment goes: a code the reference data knows, or a place with its coordinates. */
export type LugarEntrada = string | LugarPartida;

/** A line of identical packages; dimensions and weight are those of ONE package (as on a request). */
export interface BultoEntrada {
  tipoBulto: string;
  cantidad: number;
  descripcion?: string;
  largoCm: number;
  anchoCm: number;
  altoCm: number;
  pesoKg: number;
}

export interface NuevaPartida {
  idCliente: number;
  modo: ModoTransporte;
  /** Sea groupage (MARITIMO_LCL); ignored for other modes. */
  lcl?: boolean;
  /** Port UN/LOCODE (sea), airport IATA code (air) or city UN/LOCODE (road), or a full place. */
  origen: LugarEntrada;
  destino: LugarEntrada;
  /** Door pickup before the main leg (sea, air), e.g. the shipper's city. */
  recogida?: LugarPartida | null;
  /** Door delivery after the main leg (sea, air). */
  entrega?: LugarPartida | null;
  expedidor: string;
  destinatario: string;
  incoterm: string;
  mercancia: string;
  referenciaCliente?: string | null;
  /** Date the goods are ready (`YYYY-MM-DD` or a Date). */
  fechaDisponible: string | Date;
  bultos: readonly BultoEntrada[];
  /** FCL containers by size-type (`40HC` × 2). */
  contenedores?: readonly { tipo: string; cantidad: number }[];
  /** SCAC, IATA airline or haulier code; default: a home carrier of the origin. */
  codigoTransportista?: string;
  idDossier?: number | null;
}

/** Resolves a code through the reference data (src/reference/geo.ts) for the mode. */
export function resolveLugar(modo: ModoTransporte, lugar: LugarEntrada): LugarPartida {
  if (typeof lugar !== 'string') return lugar;
  const code = lugar.trim().toUpperCase();
  if (modo === 'MARITIMO') {
    const port = portByLocode(code);
    if (port)
      return {
        codigo: port.locode,
        nombre: port.name,
        pais: port.country,
        lat: port.lat,
        lon: port.lon,
        basin: port.basin,
      };
  } else if (modo === 'AEREO') {
    const airport = airportByIata(code);
    if (airport)
      return {
        codigo: airport.iata,
        nombre: airport.city,
        pais: airport.country,
        lat: airport.lat,
        lon: airport.lon,
      };
  } else {
    const city = roadCityByLocode(code);
    if (city)
      return { codigo: city.locode, nombre: city.name, pais: city.country, lat: city.lat, lon: city.lon };
  }
  throw new Error(`createPartida: unknown ${modo} place ${lugar}`);
}

/** The road city of the reference data nearest to a point (for a pickup address without coordinates). */
export function nearestRoadCity(pais: string, near?: { lat: number; lon: number }): LugarPartida | undefined {
  const candidates = ROAD_CITIES.filter((c) => c.country === pais);
  if (candidates.length === 0) return undefined;
  const best = near
    ? candidates.reduce((a, b) => (greatCircleKm(a, near) <= greatCircleKm(b, near) ? a : b))
    : candidates[0]!;
  return { codigo: best.locode, nombre: best.name, pais: best.country, lat: best.lat, lon: best.lon };
}

/** Planned transit in hours for a mode and main-leg distance. */
export function transitHours(modo: ModoTransporte, distanciaKm: number, lcl = false): number {
  if (modo === 'AEREO') return 6 + distanciaKm / 700 + (distanciaKm > 6000 ? 18 : 4);
  if (modo === 'MARITIMO') return Math.round((distanciaKm / 620) * 24 + 48 + (lcl ? 24 : 0));
  return Math.round((distanciaKm / 620) * 24 + 6);
}

/**
 * Creates a shipment from a booking and returns its id and number. The shipment starts RESERVADA with
 * its planned timeline (pickup from `fechaDisponible`), a carrier, transport document and equipment,
 * and its carbon footprint (stored in huellas_carbono; `co2eKg` is its WTW total). Runs in a
 * transaction (a savepoint when the caller already has one).
 */
export async function createPartida(
  db: Db,
  input: NuevaPartida,
  options: { now?: Date } = {},
): Promise<{ id: number; numeroPartida: string }> {
  const now = options.now ?? new Date();
  const origen = resolveLugar(input.modo, input.origen);
  const destino = resolveLugar(input.modo, input.destino);
  const lcl =
    input.modo === 'MARITIMO' && (input.lcl ?? !(input.contenedores && input.contenedores.length > 0));

  const bultos: Bulto[] = input.bultos.map((line, i) => ({
    id: i + 1,
    tipoBulto: line.tipoBulto,
    cantidad: line.cantidad,
    descripcion: line.descripcion ?? input.mercancia.slice(0, 120),
    largoCm: line.largoCm,
    anchoCm: line.anchoCm,
    altoCm: line.altoCm,
    pesoBrutoKg: redondear(line.pesoKg * line.cantidad, 1),
  }));
  const pesoBrutoKg = redondear(
    bultos.reduce((sum, line) => sum + line.pesoBrutoKg, 0),
    1,
  );
  const volumenM3 =
    Math.round(
      input.bultos.reduce((sum, l) => sum + (l.largoCm * l.anchoCm * l.altoCm * l.cantidad) / 1e6, 0) * 1000,
    ) / 1000;

  return db.transaction(async (tx) => {
    const id = await nextId(tx);
    const rng = new Prng(`partida:${id}:${input.idCliente}`);
    const carrier = pickCarrier(input.modo, origen.pais, rng, input.codigoTransportista);

    const ready = new Date(input.fechaDisponible);
    const start = Math.max(now.getTime() + DAY, Number.isNaN(ready.getTime()) ? 0 : ready.getTime());
    const leadH = input.modo === 'MARITIMO' ? 96 : input.modo === 'AEREO' ? 24 : 10;
    const etdPlan = new Date(Math.ceil((start + leadH * HOUR) / HOUR) * HOUR);
    const distance = computeFootprint(
      [{ modo: input.modo, origen: punto(origen), destino: punto(destino) }],
      1000,
    ).tramos[0]!.distanciaKm;
    const etaPlan = new Date(etdPlan.getTime() + Math.round(transitHours(input.modo, distance, lcl)) * HOUR);

    const contenedores =
      input.modo === 'MARITIMO' && !lcl && input.contenedores
        ? contenedoresFor(input.contenedores, carrier.codigo, pesoBrutoKg, rng)
        : [];
    const airline = AIRLINES.find((a) => a.iata === carrier.codigo);
    const documentoTransporte =
      input.modo === 'AEREO'
        ? awbNumber(airline?.awbPrefix ?? '020', rng.int(1_000_000, 9_999_999))
        : input.modo === 'MARITIMO'
          ? `${carrier.codigo}${rng.digits(9)}`
          : `${origen.pais}${rng.digits(8)}`;

    const { partida, huella } = buildPartida(
      {
        id,
        idCliente: input.idCliente,
        idDossier: input.idDossier ?? null,
        modo: input.modo,
        lcl,
        origen,
        destino,
        recogida: input.recogida ?? null,
        entrega: input.entrega ?? null,
        expedidor: input.expedidor,
        destinatario: input.destinatario,
        incoterm: input.incoterm,
        mercancia: input.mercancia,
        referenciaCliente: input.referenciaCliente ?? null,
        numeroReserva: input.modo === 'TERRESTRE' ? null : rng.digits(10),
        documentoTransporte,
        codigoTransportista: carrier.codigo,
        transportista: carrier.nombre,
        viaje: viajeFor(input.modo, carrier.codigo, rng, etdPlan, destino.lon > origen.lon),
        contenedores,
        bultos,
        pesoBrutoKg,
        volumenM3,
        fechaReserva: now,
        etdPlan,
        etaPlan,
      },
      now,
    );
    await tx.insert(partidas).values(partida);
    await tx.insert(huellasCarbono).values(huella);
    return { id, numeroPartida: partida.numeroPartida };
  });
}

async function nextId(tx: Db): Promise<number> {
  const result = (await tx.execute(
    sql`select nextval(pg_get_serial_sequence('partidas', 'id'))::int as id`,
  )) as unknown;
  return rowsOf<{ id: number }>(result)[0]!.id;
}
