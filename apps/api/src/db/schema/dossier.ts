import type {
  DeclaracionAduanera,
  Documento,
  EstadoDossier,
  EventoDossier,
  ModoTransporte,
  TipoDossier,
} from '@extranet/sdk/schemas';
import { index, json, pgTable, varchar } from 'drizzle-orm/pg-core';
import { goodsMeasureColumns, id, instante, routeColumns } from './columns';
import { idCliente } from './core';

// Dossiers (forwarding files): one operation of a customer, grouping its shipments (partidas point
// here through `id_dossier`) and the customs work. Declarations, documents and the timeline are only
// read with their dossier, so they live in json columns (nothing queries inside them).

export const dossieres = pgTable(
  'dossieres',
  {
    id: id(),
    numeroDossier: varchar('numero_dossier', { length: 20 }).notNull().unique(),
    idCliente: idCliente(),
    referenciaCliente: varchar('referencia_cliente', { length: 35 }),
    tipo: varchar('tipo', { length: 12 }).$type<TipoDossier>().notNull(),
    estado: varchar('estado', { length: 24 }).$type<EstadoDossier>().notNull(),
    /** Main transport mode; null for a customs-only dossier. */
    modo: varchar('modo', { length: 10 }).$type<ModoTransporte>(),
    ...routeColumns(),
    fechaApertura: instante('fecha_apertura').notNull(),
    fechaCierre: instante('fecha_cierre'),
    mercancia: varchar('mercancia', { length: 500 }).notNull(),
    incoterm: varchar('incoterm', { length: 3 }),
    ...goodsMeasureColumns(),
    gestor: varchar('gestor', { length: 100 }).notNull(),
    declaraciones: json('declaraciones').$type<DeclaracionAduanera[]>().notNull(),
    documentos: json('documentos').$type<Documento[]>().notNull(),
    eventos: json('eventos').$type<EventoDossier[]>().notNull(),
  },
  (t) => [index('dossieres_cliente_apertura_idx').on(t.idCliente, t.fechaApertura)],
);

export type DossierRow = typeof dossieres.$inferSelect;
export type NewDossierRow = typeof dossieres.$inferInsert;
