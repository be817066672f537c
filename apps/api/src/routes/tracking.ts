import type { EstadoPartida } from '@extranet/sdk/schemas';
import { and, desc, eq, gte, lte, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import { idIn, jsonRows } from '../db/json-rows';
import { clientes } from '../db/schema/core';
import { type PartidaRow, partidas } from '../db/schema/tracking';
import { abierta, resumenEn, situacionEn } from '../domain/partidas-estado';
import { expandDocumentos, type HitoAlmacenado } from '../domain/partidas-timeline';
import type { SessionUser } from '../http/context';
import { defineController } from '../http/controller';
import { notFound } from '../http/errors';
import { pagedList } from '../http/list';
import { inClienteScope, ownedByCliente } from '../http/scope';
import { AIRLINES, buildTrackingUrl, ROAD_HAULIERS, SHIPPING_LINES } from '../reference/geo';

// Shipment tracking: the open shipments, the shipments departing in a period, one shipment with its
// timeline, and the carrier's own tracking page. Only the caller's customers' shipments (admins: all).
// Creating a shipment is `createPartida` in src/domain/partidas.ts (used by Transportes/GenerarPartida).
// Status, dates, delay and last event are read from the milestones against the clock on every read
// (domain/partidas-estado.ts), so the stored `estado` only narrows the open list to candidates.

const iso = (date: Date | null): string | null => (date ? date.toISOString() : null);

/** A list row as the database writes it (see `resumenPagina`). */
interface ResumenAlmacenado {
  id: number;
  numeroPartida: string;
  idCliente: number;
  cliente: string;
  modo: PartidaRow['modo'];
  estado: PartidaRow['estado'];
  referenciaCliente: string | null;
  documentoTransporte: string | null;
  origen: string;
  codigoOrigen: string;
  paisOrigen: string;
  destino: string;
  codigoDestino: string;
  paisDestino: string;
  expedidor: string;
  destinatario: string;
  incoterm: string;
  bultos: number;
  pesoBrutoKg: number;
  volumenM3: number;
  /** Epoch milliseconds. */
  etd: number;
  eta: number;
  retrasoHoras: number;
  contenedores: string[];
  idDossier: number | null;
  transportista: string;
  hitos: HitoAlmacenado[];
}

/**
 * Instant as epoch milliseconds (exact in a JSON number). `date_part` is float8 arithmetic, where
 * `extract` computes in numeric since PostgreSQL 14, several times slower over a list.
 */
const epochMs = (column: AnyPgColumn) => sql`floor(date_part('epoch', ${column}) * 1000)::int8`;

/** What a list row is read from, in the order of its JSON array (`resumenPagina`). */
const resumenCampos: Record<keyof ResumenAlmacenado, SQLWrapper> = {
  id: partidas.id,
  numeroPartida: partidas.numeroPartida,
  idCliente: partidas.idCliente,
  cliente: clientes.nombre,
  modo: partidas.modo,
  estado: partidas.estado,
  referenciaCliente: partidas.referenciaCliente,
  documentoTransporte: partidas.documentoTransporte,
  origen: partidas.origen,
  codigoOrigen: partidas.codigoOrigen,
  paisOrigen: partidas.paisOrigen,
  destino: partidas.destino,
  codigoDestino: partidas.codigoDestino,
  paisDestino: partidas.paisDestino,
  expedidor: partidas.expedidor,
  destinatario: partidas.destinatario,
  incoterm: partidas.incoterm,
  bultos: partidas.bultos,
  pesoBrutoKg: partidas.pesoBrutoKg,
  volumenM3: partidas.volumenM3,
  etd: epochMs(partidas.etd),
  eta: epochMs(partidas.eta),
  retrasoHoras: partidas.retrasoHoras,
  contenedores: partidas.contenedores,
  idDossier: partidas.idDossier,
  transportista: partidas.transportista,
  hitos: partidas.hitos,
};
/**
 * The grid's columns and the stored milestones of a page of shipments as ONE JSON text (see
 * db/json-rows.ts). ATD and ATA are not selected: they are read from the milestones.
 */
const resumenPagina = jsonRows(resumenCampos);

/** A list row as the API answers it: the stored columns with status, dates and last event at `now`. */
function resumenDe(r: ResumenAlmacenado, now: Date, keep: (estado: EstadoPartida) => boolean) {
  const s = resumenEn(
    {
      estado: r.estado,
      modo: r.modo,
      contenedores: r.contenedores,
      origen: r.origen,
      codigoOrigen: r.codigoOrigen,
      destino: r.destino,
      codigoDestino: r.codigoDestino,
      hitos: r.hitos,
      etd: new Date(r.etd),
      eta: new Date(r.eta),
      retrasoHoras: r.retrasoHoras,
    },
    now,
  );
  if (!keep(s.estado)) return undefined;
  return {
    id: r.id,
    numeroPartida: r.numeroPartida,
    idCliente: r.idCliente,
    cliente: r.cliente,
    modo: r.modo,
    estado: s.estado,
    referenciaCliente: r.referenciaCliente,
    documentoTransporte: r.documentoTransporte,
    origen: r.origen,
    codigoOrigen: r.codigoOrigen,
    paisOrigen: r.paisOrigen,
    destino: r.destino,
    codigoDestino: r.codigoDestino,
    paisDestino: r.paisDestino,
    expedidor: r.expedidor,
    destinatario: r.destinatario,
    incoterm: r.incoterm,
    bultos: r.bultos,
    pesoBrutoKg: r.pesoBrutoKg,
    volumenM3: r.volumenM3,
    etd: s.etd.toISOString(),
    eta: s.eta.toISOString(),
    atd: iso(s.atd),
    ata: iso(s.ata),
    retrasoHoras: s.retrasoHoras,
    contenedores: r.contenedores,
    idDossier: r.idDossier,
    // A booking the forwarder has not confirmed has no carrier yet (stored as '').
    transportista: r.transportista || null,
    ultimoHito: s.ultimoHito,
  };
}

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
      db
        .select({ id: partidas.id })
        .from(partidas)
        .where(and(inClienteScope(partidas.idCliente, user), where))
        .orderBy(desc(partidas.etd), desc(partidas.id))
        .limit(limit),
    rows: async (ids) => {
      const [page] = await db
        .select({ json: resumenPagina.page })
        .from(partidas)
        .innerJoin(clientes, eq(clientes.id, partidas.idCliente))
        .where(idIn(partidas.id, ids));
      const list: NonNullable<ReturnType<typeof resumenDe>>[] = [];
      for (const stored of resumenPagina.read(page?.json)) {
        const row = resumenDe(stored as unknown as ResumenAlmacenado, now, keep);
        if (row) list.push(row);
      }
      return list;
    },
  });

/** The shipment when it exists and belongs to one of the caller's customers; 404 otherwise. */
async function partidaVisible(db: Db, user: SessionUser, id: number) {
  const [row] = await db
    .select({ partida: partidas, cliente: clientes.nombre })
    .from(partidas)
    .innerJoin(clientes, eq(clientes.id, partidas.idCliente))
    .where(eq(partidas.id, id));
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
    listResumen(db, user, deps.clock(), sql`${partidas.estado} not in ('ENTREGADA', 'CANCELADA')`, abierta),

  obtenerSeguimientoEnviosPeriodo: async ({ query, user, db, deps }) =>
    listResumen(
      db,
      user,
      deps.clock(),
      and(gte(partidas.etd, query.fechainicio), lte(partidas.etd, query.fechafin)),
    ),

  obtenerPartida: async ({ params, user, db, deps }) => {
    const { partida: p, cliente } = await partidaVisible(db, user, params.id);
    const s = situacionEn(p, deps.clock());
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
      documentos: expandDocumentos(p.documentos),
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
});
