import type { Bulto, Contenedor, ModoTransporte } from '@extranet/sdk/schemas';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { huellasCarbono, type NewHuellaCarbonoRow } from '../db/schema/huellaCarbono';
import { type NewPartidaRow, partidas } from '../db/schema/tracking';
import { Prng } from '../lib/prng';
import type { EmissionLegMode } from '../reference/emission-factors';
import {
  AIRLINES,
  airportByIata,
  greatCircleKm,
  portByLocode,
  ROAD_CITIES,
  ROAD_HAULIERS,
  roadCityByLocode,
  type SeaBasin,
  SHIPPING_LINES,
} from '../reference/geo';
import {
  computeFootprint,
  type HuellaCalculada,
  type PuntoTramo,
  storeTramos,
  type TramoPlan,
} from './huellaCarbono';
import { awbNumber, containerNumber, numeroPartida } from './identificadores';
import { buildDocumentos, buildTimeline } from './partidas-timeline';

// Shipments: the one place that turns a plan (route, parties, cargo, dates) into a stored shipment
// with its timeline, documents and carbon footprint. The demo seed and `createPartida` (called when a
// transport request is booked) both go through `buildPartida`.

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** A port (sea), airport (air) or city (road, pickup, delivery) with its coordinates. */
export interface LugarPartida {
  /** UN/LOCODE for ports and cities, IATA code for airports. */
  codigo: string;
  nombre: string;
  /** ISO 3166-1 alpha-2. */
  pais: string;
  lat: number;
  lon: number;
  basin?: SeaBasin;
}

/** Everything a shipment is built from. Dates and delays decide its status at `now`. */
export interface PlanPartida {
  id: number;
  idCliente: number;
  idDossier: number | null;
  modo: ModoTransporte;
  /** Sea groupage (LCL): CFS milestones, no containers of its own. */
  lcl: boolean;
  origen: LugarPartida;
  destino: LugarPartida;
  /** Door pickup before the main leg (sea and air), and how it travels. */
  recogida: LugarPartida | null;
  modoRecogida?: EmissionLegMode;
  /** Door delivery after the main leg (sea and air), and how it travels. */
  entrega: LugarPartida | null;
  modoEntrega?: EmissionLegMode;
  expedidor: string;
  destinatario: string;
  incoterm: string;
  mercancia: string;
  referenciaCliente: string | null;
  numeroReserva: string | null;
  documentoTransporte: string | null;
  hawb?: string | null;
  codigoTransportista: string;
  transportista: string;
  viaje: string | null;
  /** Air freighter instead of belly capacity (emission factor). */
  carguero?: boolean;
  contenedores: Contenedor[];
  bultos: Bulto[];
  pesoBrutoKg: number;
  volumenM3: number;
  fechaReserva: Date;
  etdPlan: Date;
  etaPlan: Date;
  retrasoSalidaH?: number;
  retrasoLlegadaH?: number;
  esperaDestinoH?: number;
  cancelada?: boolean;
  retrasoRealMin?: (index: number) => number;
  certificadoOrigen?: boolean;
  aduanaExportacion?: boolean;
  aduanaImportacion?: boolean;
}

/** Chargeable weight: air 1 m³ = 166.67 kg (÷ 6000), sea 1 m³ = 1 t (W/M), road 1 m³ = 333 kg; up to 0.5 kg. */
export function pesoTasable(modo: ModoTransporte, pesoBrutoKg: number, volumenM3: number): number {
  const perM3 = modo === 'AEREO' ? 1_000_000 / 6000 : modo === 'MARITIMO' ? 1000 : 333;
  return Math.ceil(Math.max(pesoBrutoKg, volumenM3 * perM3) * 2) / 2;
}

const punto = (lugar: LugarPartida): PuntoTramo => ({
  codigo: lugar.codigo,
  nombre: lugar.nombre,
  lat: lugar.lat,
  lon: lugar.lon,
  ...(lugar.basin ? { basin: lugar.basin } : {}),
});

/** The legs of a shipment: optional pickup, the main leg, optional delivery. */
export function tramosDe(plan: PlanPartida): TramoPlan[] {
  const legs: TramoPlan[] = [];
  const sea = plan.modo === 'MARITIMO';
  if (plan.recogida) {
    const modo = plan.modoRecogida ?? 'TERRESTRE';
    legs.push({
      modo,
      origen: punto(plan.recogida),
      destino: punto(plan.origen),
      ...(sea && modo === 'TERRESTRE' && !plan.lcl ? { factor: 'ROAD_CONTAINER_DRAYAGE' as const } : {}),
    });
  }
  legs.push({
    modo: plan.modo,
    origen: punto(plan.origen),
    destino: punto(plan.destino),
    ...(plan.modo === 'AEREO' && plan.carguero ? { factor: 'AIR_FREIGHTER_LONG_HAUL' as const } : {}),
  });
  if (plan.entrega) {
    const modo = plan.modoEntrega ?? 'TERRESTRE';
    legs.push({
      modo,
      origen: punto(plan.destino),
      destino: punto(plan.entrega),
      ...(sea && modo === 'TERRESTRE' && !plan.lcl ? { factor: 'ROAD_CONTAINER_DRAYAGE' as const } : {}),
    });
  }
  return legs;
}

const lugarTexto = (lugar: LugarPartida) => `${lugar.nombre} (${lugar.codigo})`;

/** The shipment row, its footprint row and the footprint's date, as they stand at `now`. */
export function buildPartida(
  plan: PlanPartida,
  now: Date,
): { partida: NewPartidaRow & { id: number }; huella: NewHuellaCarbonoRow } {
  const timeline = buildTimeline(
    {
      modo: plan.modo,
      lcl: plan.lcl,
      entregaPuerta: plan.entrega !== null,
      lugarOrigen: lugarTexto(plan.origen),
      lugarDestino: lugarTexto(plan.destino),
      fechaReserva: plan.fechaReserva,
      etdPlan: plan.etdPlan,
      etaPlan: plan.etaPlan,
      retrasoSalidaH: plan.retrasoSalidaH ?? 0,
      retrasoLlegadaH: plan.retrasoLlegadaH ?? plan.retrasoSalidaH ?? 0,
      esperaDestinoH: plan.esperaDestinoH ?? 0,
      cancelada: plan.cancelada ?? false,
      ...(plan.retrasoRealMin ? { retrasoRealMin: plan.retrasoRealMin } : {}),
    },
    now,
  );
  const documentos = buildDocumentos(
    {
      modo: plan.modo,
      documentoTransporte: plan.documentoTransporte,
      referenciaCliente: plan.referenciaCliente,
      fechaReserva: plan.fechaReserva,
      hawb: plan.hawb ?? null,
      certificadoOrigen: plan.certificadoOrigen ?? false,
      aduanaExportacion: plan.aduanaExportacion ?? false,
      aduanaImportacion: plan.aduanaImportacion ?? false,
    },
    timeline,
    now,
  );
  const footprint: HuellaCalculada = computeFootprint(tramosDe(plan), plan.pesoBrutoKg);
  const partida = {
    id: plan.id,
    numeroPartida: numeroPartida(plan.modo, plan.etdPlan, plan.id),
    idCliente: plan.idCliente,
    idDossier: plan.idDossier,
    modo: plan.modo,
    estado: timeline.estado,
    referenciaCliente: plan.referenciaCliente,
    documentoTransporte: plan.documentoTransporte,
    numeroReserva: plan.numeroReserva,
    origen: plan.origen.nombre,
    codigoOrigen: plan.origen.codigo,
    paisOrigen: plan.origen.pais,
    destino: plan.destino.nombre,
    codigoDestino: plan.destino.codigo,
    paisDestino: plan.destino.pais,
    expedidor: plan.expedidor,
    destinatario: plan.destinatario,
    incoterm: plan.incoterm,
    mercancia: plan.mercancia,
    bultos: plan.bultos.reduce((total, line) => total + line.cantidad, 0),
    pesoBrutoKg: plan.pesoBrutoKg,
    volumenM3: plan.volumenM3,
    pesoTasableKg: pesoTasable(plan.modo, plan.pesoBrutoKg, plan.volumenM3),
    codigoTransportista: plan.codigoTransportista,
    transportista: plan.transportista,
    viaje: plan.viaje,
    etd: timeline.etd,
    eta: timeline.eta,
    atd: timeline.atd,
    ata: timeline.ata,
    retrasoHoras: timeline.retrasoHoras,
    contenedores: plan.contenedores.map((c) => c.numero),
    hitos: timeline.hitos,
    contenedoresDetalle: plan.contenedores,
    bultosDetalle: plan.bultos,
    documentos,
    co2eKg: footprint.co2eWtwKg,
    fechaAlta: plan.fechaReserva,
  };
  const huella: NewHuellaCarbonoRow = {
    idPartida: plan.id,
    idCliente: plan.idCliente,
    fecha: timeline.atd ?? timeline.etd,
    co2eWtwKg: footprint.co2eWtwKg,
    co2eWttKg: footprint.co2eWttKg,
    co2eTtwKg: footprint.co2eTtwKg,
    toneladasKm: footprint.toneladasKm,
    intensidadGCo2eTkm: footprint.intensidadGCo2eTkm,
    conjuntoFactores: footprint.conjuntoFactores,
    versionFactores: footprint.versionFactores,
    tramos: storeTramos(footprint),
  };
  return { partida, huella };
}

// ---------------------------------------------------------------------------------------------------
// Carriers and equipment

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
const CONTAINER_PAYLOAD: Readonly<Record<string, readonly [number, number]>> = {
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

export { CONTAINER_PAYLOAD };

// ---------------------------------------------------------------------------------------------------
// Creating a shipment (a booked transport request)

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
    pesoBrutoKg: Math.round(line.pesoKg * line.cantidad * 10) / 10,
  }));
  const pesoBrutoKg = Math.round(bultos.reduce((sum, line) => sum + line.pesoBrutoKg, 0) * 10) / 10;
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

/** Rows of `db.execute` on either driver (node-postgres and PGlite both answer `{ rows }`). */
export function rowsOf<T>(result: unknown): T[] {
  if (Array.isArray(result)) return result as T[];
  return ((result as { rows?: T[] }).rows ?? []) as T[];
}
