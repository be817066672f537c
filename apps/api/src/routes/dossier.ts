import { asc, eq, inArray, sql } from 'drizzle-orm';
import { clientes } from '../db/schema/core';
import { dossieres } from '../db/schema/dossier';
import { partidas } from '../db/schema/tracking';
import { shipmentSummaryAt } from '../domain/partidas-estado';
import { defineController } from '../http/controller';
import { pagedList } from '../http/list';
import { idsInPeriod, ownedByCliente } from '../http/scope';
import { documentList, documentosDossierHandlers, listedOfDossier } from './tracking/documentos';

// Dossiers: the ones opened in a period, and one dossier with its shipments, customs declarations,
// documents and timeline. Only the caller's customers' dossiers (admins: all).

const iso = (date: Date | null): string | null => (date ? date.toISOString() : null);

/** Shipments of the dossier, counted through the index on partidas.id_dossier. */
const numeroPartidas = sql<number>`(select count(*) from ${partidas} where ${partidas.idDossier} = ${dossieres.id})::int`;

const resumenColumns = {
  id: dossieres.id,
  numeroDossier: dossieres.numeroDossier,
  idCliente: dossieres.idCliente,
  cliente: clientes.nombre,
  referenciaCliente: dossieres.referenciaCliente,
  tipo: dossieres.tipo,
  estado: dossieres.estado,
  modo: dossieres.modo,
  origen: dossieres.origen,
  codigoOrigen: dossieres.codigoOrigen,
  paisOrigen: dossieres.paisOrigen,
  destino: dossieres.destino,
  codigoDestino: dossieres.codigoDestino,
  paisDestino: dossieres.paisDestino,
  expedidor: dossieres.expedidor,
  destinatario: dossieres.destinatario,
  fechaApertura: dossieres.fechaApertura,
  fechaCierre: dossieres.fechaCierre,
  numeroPartidas,
};

export const dossierController = defineController('dossier', {
  obtenerSeguimientoDossieresPeriodo: ({ query, user, db }) =>
    pagedList({
      ids: idsInPeriod(
        db,
        user,
        {
          table: dossieres,
          id: dossieres.id,
          idCliente: dossieres.idCliente,
          fecha: dossieres.fechaApertura,
        },
        query.fechainicio,
        query.fechafin,
      ),
      rows: async (ids) => {
        const rows = await db
          .select(resumenColumns)
          .from(dossieres)
          .innerJoin(clientes, eq(clientes.id, dossieres.idCliente))
          .where(inArray(dossieres.id, ids));
        return rows.map((row) => ({
          ...row,
          fechaApertura: row.fechaApertura.toISOString(),
          fechaCierre: iso(row.fechaCierre),
        }));
      },
    }),

  obtenerDossier: async ({ params, user, db, deps }) => {
    const [row] = await db
      .select({ dossier: dossieres, cliente: clientes.nombre })
      .from(dossieres)
      .innerJoin(clientes, eq(clientes.id, dossieres.idCliente))
      .where(eq(dossieres.id, params.id));
    const d = ownedByCliente(row?.dossier, user, 'dossier');
    const shipments = await db
      .select({
        id: partidas.id,
        numeroPartida: partidas.numeroPartida,
        modo: partidas.modo,
        estado: partidas.estado,
        origen: partidas.origen,
        codigoOrigen: partidas.codigoOrigen,
        destino: partidas.destino,
        codigoDestino: partidas.codigoDestino,
        etd: partidas.etd,
        eta: partidas.eta,
        contenedores: partidas.contenedores,
        hitos: partidas.hitos,
        retrasoHoras: partidas.retrasoHoras,
      })
      .from(partidas)
      .where(eq(partidas.idDossier, d.id))
      .orderBy(asc(partidas.etd), asc(partidas.id));
    return {
      id: d.id,
      numeroDossier: d.numeroDossier,
      idCliente: d.idCliente,
      cliente: row!.cliente,
      referenciaCliente: d.referenciaCliente,
      tipo: d.tipo,
      estado: d.estado,
      modo: d.modo,
      origen: d.origen,
      codigoOrigen: d.codigoOrigen,
      paisOrigen: d.paisOrigen,
      destino: d.destino,
      codigoDestino: d.codigoDestino,
      paisDestino: d.paisDestino,
      expedidor: d.expedidor,
      destinatario: d.destinatario,
      fechaApertura: d.fechaApertura.toISOString(),
      fechaCierre: iso(d.fechaCierre),
      numeroPartidas: shipments.length,
      mercancia: d.mercancia,
      incoterm: d.incoterm,
      bultos: d.bultos,
      pesoBrutoKg: d.pesoBrutoKg,
      volumenM3: d.volumenM3,
      gestor: d.gestor,
      partidas: shipments.map((s) => {
        // Each shipment as it stands now (see domain/partidas-estado.ts).
        const now = shipmentSummaryAt(s, deps.clock());
        return {
          id: s.id,
          numeroPartida: s.numeroPartida,
          modo: s.modo,
          estado: now.estado,
          origen: s.origen,
          destino: s.destino,
          etd: now.etd.toISOString(),
          eta: now.eta.toISOString(),
        };
      }),
      declaraciones: d.declaraciones,
      documentos: await documentList(
        db,
        'dossier',
        { ...d, referencia: d.numeroDossier },
        listedOfDossier(d.documentos),
      ),
      eventos: d.eventos,
    };
  },

  ...documentosDossierHandlers,
});
