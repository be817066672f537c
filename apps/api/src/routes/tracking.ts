import { and, desc, eq, gte, inArray, lte, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { clientes } from '../db/schema/core';
import { partidas } from '../db/schema/tracking';
import { expandDocumentos, expandHitos } from '../domain/partidas-timeline';
import type { SessionUser } from '../http/context';
import { defineController } from '../http/controller';
import { notFound } from '../http/errors';
import { pagedList } from '../http/list';
import { inClienteScope, ownedByCliente } from '../http/scope';
import { AIRLINES, buildTrackingUrl, ROAD_HAULIERS, SHIPPING_LINES } from '../seed/data/geo';

// Shipment tracking: the open shipments, the shipments departing in a period, one shipment with its
// timeline, and the carrier's own tracking page. Only the caller's customers' shipments (admins: all).
// Creating a shipment is `createPartida` in src/domain/partidas.ts (used by Transportes/GenerarPartida).

const iso = (date: Date | null): string | null => (date ? date.toISOString() : null);

/** The grid's columns (no jsonb detail: lists stay cheap at tens of thousands of rows). */
const resumenColumns = {
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
  etd: partidas.etd,
  eta: partidas.eta,
  atd: partidas.atd,
  ata: partidas.ata,
  retrasoHoras: partidas.retrasoHoras,
  contenedores: partidas.contenedores,
  idDossier: partidas.idDossier,
};

/** Newest departure first, read a page at a time (src/http/list.ts). */
const listResumen = (db: Db, user: SessionUser, where: SQL | undefined) =>
  pagedList({
    ids: (limit) =>
      db
        .select({ id: partidas.id })
        .from(partidas)
        .where(and(inClienteScope(partidas.idCliente, user), where))
        .orderBy(desc(partidas.etd), desc(partidas.id))
        .limit(limit),
    rows: async (ids) => {
      const rows = await db
        .select(resumenColumns)
        .from(partidas)
        .innerJoin(clientes, eq(clientes.id, partidas.idCliente))
        .where(inArray(partidas.id, ids));
      return rows.map((row) => ({
        ...row,
        etd: row.etd.toISOString(),
        eta: row.eta.toISOString(),
        atd: iso(row.atd),
        ata: iso(row.ata),
      }));
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
  obtenerSeguimientoEnvios: async ({ user, db }) =>
    // Literal statuses, so the partial index of open shipments applies.
    listResumen(db, user, sql`${partidas.estado} not in ('ENTREGADA', 'CANCELADA')`),

  obtenerSeguimientoEnviosPeriodo: async ({ query, user, db }) =>
    listResumen(db, user, and(gte(partidas.etd, query.fechainicio), lte(partidas.etd, query.fechafin))),

  obtenerPartida: async ({ params, user, db }) => {
    const { partida: p, cliente } = await partidaVisible(db, user, params.id);
    const lugar = (nombre: string, codigo: string) => `${nombre} (${codigo})`;
    return {
      id: p.id,
      numeroPartida: p.numeroPartida,
      idCliente: p.idCliente,
      cliente,
      modo: p.modo,
      estado: p.estado,
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
      etd: p.etd.toISOString(),
      eta: p.eta.toISOString(),
      atd: iso(p.atd),
      ata: iso(p.ata),
      retrasoHoras: p.retrasoHoras,
      contenedores: p.contenedores,
      idDossier: p.idDossier,
      numeroReserva: p.numeroReserva,
      mercancia: p.mercancia,
      pesoTasableKg: p.pesoTasableKg,
      transportista: p.transportista,
      viaje: p.viaje,
      hitos: expandHitos(p.hitos, {
        modo: p.modo,
        lcl: p.modo === 'MARITIMO' && p.contenedoresDetalle.length === 0,
        lugarOrigen: lugar(p.origen, p.codigoOrigen),
        lugarDestino: lugar(p.destino, p.codigoDestino),
      }),
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
