import type { EstadoPartida } from '@extranet/sdk/schemas';
import { and, desc, eq, gte, lte, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { notFound } from '../core/errors';
import type { SessionUser } from '../core/session-user';
import type { Db } from '../db/client';
import { jsonArrays, readJsonArrays } from '../db/json-rows';
import { preparedFor } from '../db/prepared';
import { cachedRead, ReadCache } from '../db/read-cache';
import { clientes } from '../db/schema/core';
import { type HitoAlmacenado, type PartidaRow, partidas } from '../db/schema/tracking';
import { isOpen, shipmentStateAt, shipmentSummaryAt } from '../domain/partidas-estado';
import { defineController } from '../http/controller';
import { pagedList } from '../http/list';
import { inClienteScope, ownedByCliente } from '../http/scope';
import { isoString } from '../lib/dates';
import { AIRLINES, buildTrackingUrl, ROAD_HAULIERS, SHIPPING_LINES } from '../reference/geo';
import { actividadHandlers } from './tracking/actividad';
import { compartirHandlers } from './tracking/compartir';
import { documentList, documentosHandlers, listedOfPartida } from './tracking/documentos';

// Shipment tracking: the open shipments, the shipments departing in a period, one shipment with its
// timeline, and the carrier's own tracking page. Only the caller's customers' shipments (admins: all).
// Creating a shipment is `requestShipment` in src/domain/partidas.ts (used by Transportes/GenerarPartida).
// Status, dates, delay and last event are read from the milestones against the clock on every read
// (domain/partidas-estado.ts), so the stored `estado` only narrows the open list to candidates.

const iso = (date: Date | null): string | null => (date ? isoString(date.getTime()) : null);

/**
 * Instant as epoch milliseconds (exact in a JSON number). `date_part` is float8 arithmetic, where
 * `extract` computes in numeric since PostgreSQL 14, several times slower over a list.
 */
const epochMs = (column: AnyPgColumn) => sql`floor(date_part('epoch', ${column}) * 1000)::int8`;

/**
 * A list row as the database writes it: one JSON array (db/json-rows.ts), in the order of
 * `columnasResumen`. ATD and ATA are not selected: they are read from the milestones.
 */
type FilaResumen = [
  id: number,
  numeroPartida: string,
  idCliente: number,
  cliente: string,
  modo: PartidaRow['modo'],
  estado: PartidaRow['estado'],
  referenciaCliente: string | null,
  documentoTransporte: string | null,
  origen: string,
  codigoOrigen: string,
  paisOrigen: string,
  destino: string,
  codigoDestino: string,
  paisDestino: string,
  expedidor: string,
  destinatario: string,
  incoterm: string,
  bultos: number,
  pesoBrutoKg: number,
  volumenM3: number,
  /** Epoch milliseconds. */
  etd: number,
  eta: number,
  retrasoHoras: number,
  contenedores: string[],
  idDossier: number | null,
  transportista: string,
  hitos: HitoAlmacenado[],
];
const columnasResumen = [
  partidas.id,
  partidas.numeroPartida,
  partidas.idCliente,
  clientes.nombre,
  partidas.modo,
  partidas.estado,
  partidas.referenciaCliente,
  partidas.documentoTransporte,
  partidas.origen,
  partidas.codigoOrigen,
  partidas.paisOrigen,
  partidas.destino,
  partidas.codigoDestino,
  partidas.paisDestino,
  partidas.expedidor,
  partidas.destinatario,
  partidas.incoterm,
  partidas.bultos,
  partidas.pesoBrutoKg,
  partidas.volumenM3,
  epochMs(partidas.etd),
  epochMs(partidas.eta),
  partidas.retrasoHoras,
  partidas.contenedores,
  partidas.idDossier,
  partidas.transportista,
  partidas.hitos,
] satisfies { length: FilaResumen['length'] } & SQLWrapper[];

/** A page of list rows by id, as ONE JSON text of row arrays (in any order); built once per database. */
const paginaResumen = preparedFor((db) =>
  db
    .select({ json: jsonArrays(columnasResumen) })
    .from(partidas)
    .innerJoin(clientes, eq(clientes.id, partidas.idCliente))
    .where(sql`${partidas.id} = any(${sql.placeholder('ids')}::int[])`)
    .prepare('resumen_partidas'),
);

/**
 * A list row as the API answers it: the stored members, then status, dates, delay and last event at
 * `now` (undefined when `keep` drops it by its current status). Read by position from the stored
 * array (`FilaResumen`, in the order of `columnasResumen`) straight into one object literal, the
 * same shape every row, which JSON.stringify writes fastest: naming the stored values first cost
 * more than working out the status.
 */
function resumenDe(fila: FilaResumen, now: Date, keep: (estado: EstadoPartida) => boolean) {
  const s = shipmentSummaryAt(
    {
      modo: fila[4],
      estado: fila[5],
      origen: fila[8],
      codigoOrigen: fila[9],
      destino: fila[11],
      codigoDestino: fila[12],
      etd: new Date(fila[20]),
      eta: new Date(fila[21]),
      retrasoHoras: fila[22],
      hitos: fila[26],
    },
    now,
  );
  if (!keep(s.estado)) return undefined;
  return {
    id: fila[0],
    numeroPartida: fila[1],
    idCliente: fila[2],
    cliente: fila[3],
    modo: fila[4],
    estado: s.estado,
    referenciaCliente: fila[6],
    documentoTransporte: fila[7],
    origen: fila[8],
    codigoOrigen: fila[9],
    paisOrigen: fila[10],
    destino: fila[11],
    codigoDestino: fila[12],
    paisDestino: fila[13],
    expedidor: fila[14],
    destinatario: fila[15],
    incoterm: fila[16],
    bultos: fila[17],
    pesoBrutoKg: fila[18],
    volumenM3: fila[19],
    etd: isoString(s.etd.getTime()),
    eta: isoString(s.eta.getTime()),
    atd: iso(s.atd),
    ata: iso(s.ata),
    retrasoHoras: s.retrasoHoras,
    contenedores: fila[23],
    idDossier: fila[24],
    // A booking the forwarder has not confirmed has no carrier yet (stored as '').
    transportista: fila[25] || null,
    ultimoHito: s.ultimoHito,
  };
}

/**
 * The lists' ids and stored rows as read from PGlite, until any statement changes data
 * (src/db/read-cache.ts): reading and parsing a page was most of the active list's time, and what
 * it holds does not depend on the clock (the status is worked out from it on every call). Up to
 * 200,000 ids (~8 MB) and 32,000 rows (~2 KB of memory each: ~64 MB); nothing is kept on PostgreSQL.
 */
const rowCount = (rows: unknown) => (rows as readonly unknown[]).length;
const listIds = new ReadCache<string, unknown>({ entries: 1_000, size: 200_000 }, rowCount);
const storedRows = new ReadCache<string, readonly FilaResumen[]>({ entries: 5_000, size: 32_000 }, rowCount);

/** The stored rows of `ids` (in any order), kept on PGlite. */
const filasResumen = (db: Db, ids: number[]) =>
  storedRows.get(db, ids.join(), async () => {
    const [page] = await paginaResumen(db).execute({ ids });
    return readJsonArrays<FilaResumen>(page?.json);
  });

/**
 * Newest departure first, read a page at a time (src/http/list.ts), each shipment as it stands at
 * `now`; `keep` drops rows by their current status (the open list: those delivered since).
 */
const listResumen = (
  db: Db,
  user: SessionUser,
  now: Date,
  where: SQL | undefined,
  keep: (estado: EstadoPartida) => boolean = () => true,
) =>
  pagedList({
    ids: (limit) =>
      cachedRead(
        listIds,
        db,
        db
          .select({ id: partidas.id })
          .from(partidas)
          .where(and(inClienteScope(partidas.idCliente, user), where))
          .orderBy(desc(partidas.etd), desc(partidas.id))
          .limit(limit),
        (rows) => rows,
      ),
    rows: async (ids) => {
      const list: NonNullable<ReturnType<typeof resumenDe>>[] = [];
      for (const fila of await filasResumen(db, ids)) {
        const row = resumenDe(fila, now, keep);
        if (row) list.push(row);
      }
      return list;
    },
  });

/** A shipment with its customer's name, by id (one statement built once: it has 40 columns). */
const partidaConCliente = preparedFor((db) =>
  db
    .select({ partida: partidas, cliente: clientes.nombre })
    .from(partidas)
    .innerJoin(clientes, eq(clientes.id, partidas.idCliente))
    .where(eq(partidas.id, sql.placeholder('id')))
    .prepare('partida_con_cliente'),
);

/** The shipment when it exists and belongs to one of the caller's customers; 404 otherwise. */
async function partidaVisible(db: Db, user: SessionUser, id: number) {
  const [row] = await partidaConCliente(db).execute({ id });
  ownedByCliente(row?.partida, user, 'shipment');
  return row!;
}

/** The carrier's tracking template and the reference its page takes for this shipment. */
export function vinculoDe(p: {
  modo: string;
  codigoTransportista: string;
  documentoTransporte: string | null;
  numeroReserva: string | null;
  contenedores: readonly string[];
}): { template: string; referencia: string } | undefined {
  if (p.modo === 'MARITIMO') {
    const line = SHIPPING_LINES.find((l) => l.scac === p.codigoTransportista);
    // A line knows its own B/L; a groupage house B/L is the forwarder's, so use its booking.
    const referencia =
      p.contenedores.length > 0 ? p.documentoTransporte : (p.numeroReserva ?? p.documentoTransporte);
    return line && referencia ? { template: line.trackingUrl, referencia } : undefined;
  }
  if (p.modo === 'AEREO') {
    const airline = AIRLINES.find((a) => a.iata === p.codigoTransportista);
    return airline && p.documentoTransporte
      ? { template: airline.trackingUrl, referencia: p.documentoTransporte }
      : undefined;
  }
  const haulier = ROAD_HAULIERS.find((h) => h.code === p.codigoTransportista);
  const referencia = p.documentoTransporte ?? p.numeroReserva;
  return haulier && referencia ? { template: haulier.trackingUrl, referencia } : undefined;
}

export const trackingController = defineController('tracking', {
  obtenerSeguimientoEnvios: async ({ user, db, deps }) =>
    // Stored statuses only move forward, so the partial index of open shipments finds every candidate;
    // those delivered since are dropped once read.
    listResumen(db, user, deps.clock(), sql`${partidas.estado} not in ('ENTREGADA', 'CANCELADA')`, isOpen),

  obtenerSeguimientoEnviosPeriodo: async ({ query, user, db, deps }) =>
    listResumen(
      db,
      user,
      deps.clock(),
      and(gte(partidas.etd, query.fechainicio), lte(partidas.etd, query.fechafin)),
    ),

  obtenerPartida: async ({ params, user, db, deps }) => {
    const { partida: p, cliente } = await partidaVisible(db, user, params.id);
    const s = shipmentStateAt(p, deps.clock());
    return {
      id: p.id,
      numeroPartida: p.numeroPartida,
      idCliente: p.idCliente,
      cliente,
      modo: p.modo,
      estado: s.estado,
      referenciaCliente: p.referenciaCliente,
      documentoTransporte: p.documentoTransporte,
      origen: p.origen,
      codigoOrigen: p.codigoOrigen,
      paisOrigen: p.paisOrigen,
      destino: p.destino,
      codigoDestino: p.codigoDestino,
      paisDestino: p.paisDestino,
      expedidor: p.expedidor,
      destinatario: p.destinatario,
      incoterm: p.incoterm,
      bultos: p.bultos,
      pesoBrutoKg: p.pesoBrutoKg,
      volumenM3: p.volumenM3,
      etd: s.etd.toISOString(),
      eta: s.eta.toISOString(),
      atd: iso(s.atd),
      ata: iso(s.ata),
      retrasoHoras: s.retrasoHoras,
      contenedores: p.contenedores,
      idDossier: p.idDossier,
      ultimoHito: s.ultimoHito,
      numeroReserva: p.numeroReserva,
      mercancia: p.mercancia,
      pesoTasableKg: p.pesoTasableKg,
      // A booking the forwarder has not confirmed has no carrier yet (stored as '').
      transportista: p.transportista || null,
      viaje: p.viaje,
      hitos: s.hitos,
      contenedoresDetalle: p.contenedoresDetalle,
      bultosDetalle: p.bultosDetalle,
      documentos: await documentList(
        db,
        'partida',
        { ...p, referencia: p.numeroPartida },
        listedOfPartida(p.documentos),
      ),
      co2eKg: p.co2eKg,
    };
  },

  obtenerVinculo: async ({ params, user, db }) => {
    const { partida: p } = await partidaVisible(db, user, params.id);
    const link = vinculoDe(p);
    if (!link) throw notFound('carrier tracking link');
    return {
      id: p.id,
      numeroPartida: p.numeroPartida,
      transportista: p.transportista,
      referencia: link.referencia,
      url: buildTrackingUrl(link.template, link.referencia),
    };
  },

  ...compartirHandlers,
  ...documentosHandlers,
  ...actividadHandlers,
});
