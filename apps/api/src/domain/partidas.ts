import type { Bulto, Contenedor, ModoTransporte } from '@extranet/sdk/schemas';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rowsOf } from '../db/rows';
import { partidas } from '../db/schema/tracking';
import { redondear } from '../lib/numbers';
import { airportByIata, greatCircleKm, portByLocode, ROAD_CITIES, roadCityByLocode } from '../reference/geo';
import { numeroPartida } from './identificadores';
import { cargoTotals, chargeableWeightKg, routeColumns, type ShipmentPlace } from './partidas-build';

// A customer's shipment request (a booked transport request, status SOLICITADA "booking requested"):
// exactly what the customer asked for — parties, route, mode, cargo, the requested containers and
// ready date — and nothing the forwarder has not confirmed yet: no carrier, booking number,
// transport document, voyage, container numbers, milestones or carbon footprint. Those arrive with
// the forwarder's confirmation (`confirmBooking`, partidas-booking.ts). The places a request names
// are resolved through the reference data.

export type { ShipmentPlace } from './partidas-build';

/** Where a new shipment goes: a code the reference data knows, or a place with its coordinates. */
export type PlaceInput = string | ShipmentPlace;

/** A line of identical packages; dimensions and weight are those of ONE package (as on a request). */
export interface PackageLineInput {
  tipoBulto: string;
  cantidad: number;
  descripcion?: string;
  largoCm: number;
  anchoCm: number;
  altoCm: number;
  pesoKg: number;
}

export interface ShipmentRequest {
  idCliente: number;
  modo: ModoTransporte;
  /** Port UN/LOCODE (sea), airport IATA code (air) or city UN/LOCODE (road), or a full place. */
  origen: PlaceInput;
  destino: PlaceInput;
  expedidor: string;
  destinatario: string;
  incoterm: string;
  mercancia: string;
  referenciaCliente?: string | null;
  /** Date the goods are ready (`YYYY-MM-DD` or a Date). */
  fechaDisponible: string | Date;
  bultos: readonly PackageLineInput[];
  /** Sea FCL: the containers asked for by size-type (`40HC` × 2); none for groupage (LCL). */
  contenedores?: readonly { tipo: string; cantidad: number }[];
  idDossier?: number | null;
}

/** Resolves a code through the reference data (src/reference/geo.ts) for the mode. */
export function resolvePlace(modo: ModoTransporte, place: PlaceInput): ShipmentPlace {
  if (typeof place !== 'string') return place;
  const code = place.trim().toUpperCase();
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
  throw new Error(`unknown ${modo} place ${place}`);
}

/** The road city of the reference data nearest to a point (for a pickup address without coordinates). */
export function nearestRoadCity(
  pais: string,
  near?: { lat: number; lon: number },
): ShipmentPlace | undefined {
  const candidates = ROAD_CITIES.filter((c) => c.country === pais);
  if (candidates.length === 0) return undefined;
  const best = near
    ? candidates.reduce((a, b) => (greatCircleKm(a, near) <= greatCircleKm(b, near) ? a : b))
    : candidates[0]!;
  return { codigo: best.locode, nombre: best.name, pais: best.country, lat: best.lat, lon: best.lon };
}

/**
 * Containers as asked for: size-type only (number and seal come with the booking), the declared
 * gross weight shared evenly.
 */
export function requestedContainers(
  tipos: readonly { tipo: string; cantidad: number }[],
  pesoBrutoKg: number,
): Contenedor[] {
  const total = tipos.reduce((sum, t) => sum + t.cantidad, 0);
  const each = redondear(pesoBrutoKg / Math.max(1, total), 1);
  const list: Contenedor[] = [];
  for (const { tipo, cantidad } of tipos)
    for (let i = 0; i < cantidad; i++)
      list.push({ id: list.length + 1, numero: '', tipo, precinto: null, pesoBrutoKg: each });
  return list;
}

/**
 * Stores a shipment request and returns its id and number. Its ETD and ETA hold the requested ready
 * date (both columns are required) until the booking is confirmed; readers tell a request by its
 * status. Runs inside the caller's transaction if there is one.
 */
export async function requestShipment(
  db: Db,
  request: ShipmentRequest,
  options: { now?: Date } = {},
): Promise<{ id: number; numeroPartida: string }> {
  const now = options.now ?? new Date();
  const origen = resolvePlace(request.modo, request.origen);
  const destino = resolvePlace(request.modo, request.destino);
  const ready = new Date(request.fechaDisponible);
  if (Number.isNaN(ready.getTime()))
    throw new Error(`fechaDisponible: not a date: ${request.fechaDisponible}`);

  const bultos: Bulto[] = request.bultos.map((line, i) => ({
    id: i + 1,
    tipoBulto: line.tipoBulto,
    cantidad: line.cantidad,
    descripcion: line.descripcion ?? request.mercancia.slice(0, 120),
    largoCm: line.largoCm,
    anchoCm: line.anchoCm,
    altoCm: line.altoCm,
    pesoBrutoKg: redondear(line.pesoKg * line.cantidad, 1),
  }));
  const { pesoBrutoKg, volumenM3 } = cargoTotals(bultos);
  const containers =
    request.modo === 'MARITIMO' ? requestedContainers(request.contenedores ?? [], pesoBrutoKg) : [];

  const id = await nextId(db);
  const row = {
    id,
    numeroPartida: numeroPartida(request.modo, ready, id),
    idCliente: request.idCliente,
    idDossier: request.idDossier ?? null,
    modo: request.modo,
    estado: 'SOLICITADA' as const,
    referenciaCliente: request.referenciaCliente ?? null,
    documentoTransporte: null,
    numeroReserva: null,
    ...routeColumns(origen, destino),
    expedidor: request.expedidor,
    destinatario: request.destinatario,
    incoterm: request.incoterm,
    mercancia: request.mercancia,
    bultos: bultos.reduce((total, line) => total + line.cantidad, 0),
    pesoBrutoKg,
    volumenM3,
    pesoTasableKg: chargeableWeightKg(request.modo, pesoBrutoKg, volumenM3),
    // NOT NULL columns: empty until the forwarder names the carrier.
    codigoTransportista: '',
    transportista: '',
    viaje: null,
    etd: ready,
    eta: ready,
    atd: null,
    ata: null,
    retrasoHoras: 0,
    contenedores: [],
    hitos: [],
    contenedoresDetalle: containers,
    bultosDetalle: bultos,
    documentos: [],
    co2eKg: 0,
    fechaAlta: now,
  };
  await db.insert(partidas).values(row);
  return { id, numeroPartida: row.numeroPartida };
}

async function nextId(db: Db): Promise<number> {
  const result = (await db.execute(
    sql`select nextval(pg_get_serial_sequence('partidas', 'id'))::int as id`,
  )) as unknown;
  return rowsOf<{ id: number }>(result)[0]!.id;
}
