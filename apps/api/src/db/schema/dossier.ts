import type {
  DeclaracionAduanera,
  Documento,
  EstadoDossier,
  EventoDossier,
  ModoTransporte,
  TipoDossier,
} from '@extranet/sdk/schemas';
import {
  char,
  doublePrecision,
  index,
  integer,
  json,
  pgTable,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { clientes } from './core';

// Dossiers (forwarding files): one operation of a customer, grouping its shipments (partidas point
// here through `id_dossier`) and the customs work. Declarations, documents and the timeline are only
// read with their dossier, so they live in json columns (nothing queries inside them).

const instante = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const dossieres = pgTable(
  'dossieres',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    numeroDossier: varchar('numero_dossier', { length: 20 }).notNull().unique(),
    idCliente: integer('id_cliente')
      .notNull()
      .references(() => clientes.id),
    referenciaCliente: varchar('referencia_cliente', { length: 35 }),
    tipo: varchar('tipo', { length: 12 }).$type<TipoDossier>().notNull(),
    estado: varchar('estado', { length: 24 }).$type<EstadoDossier>().notNull(),
    /** Main transport mode; null for a customs-only dossier. */
    modo: varchar('modo', { length: 10 }).$type<ModoTransporte>(),
    origen: varchar('origen', { length: 100 }).notNull(),
    codigoOrigen: varchar('codigo_origen', { length: 10 }).notNull(),
    paisOrigen: char('pais_origen', { length: 2 }).notNull(),
    destino: varchar('destino', { length: 100 }).notNull(),
    codigoDestino: varchar('codigo_destino', { length: 10 }).notNull(),
    paisDestino: char('pais_destino', { length: 2 }).notNull(),
    expedidor: varchar('expedidor', { length: 160 }).notNull(),
    destinatario: varchar('destinatario', { length: 160 }).notNull(),
    fechaApertura: instante('fecha_apertura').notNull(),
    fechaCierre: instante('fecha_cierre'),
    mercancia: varchar('mercancia', { length: 500 }).notNull(),
    incoterm: varchar('incoterm', { length: 3 }),
    bultos: integer('bultos').notNull(),
    pesoBrutoKg: doublePrecision('peso_bruto_kg').notNull(),
    volumenM3: doublePrecision('volumen_m3').notNull(),
    gestor: varchar('gestor', { length: 100 }).notNull(),
    declaraciones: json('declaraciones').$type<DeclaracionAduanera[]>().notNull(),
    documentos: json('documentos').$type<Documento[]>().notNull(),
    eventos: json('eventos').$type<EventoDossier[]>().notNull(),
  },
  (t) => [index('dossieres_cliente_apertura_idx').on(t.idCliente, t.fechaApertura)],
);

export type DossierRow = typeof dossieres.$inferSelect;
export type NewDossierRow = typeof dossieres.$inferInsert;
