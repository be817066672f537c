import type { Bulto, Contenedor, EstadoPartida, ModoTransporte, TipoDocumento } from '@extranet/sdk/schemas';
import { sql } from 'drizzle-orm';
import { doublePrecision, index, integer, json, pgTable, text, varchar } from 'drizzle-orm/pg-core';
import { creado, goodsMeasureColumns, id, instante, routeColumns } from './columns';
import { idCliente } from './core';
import { dossieres } from './dossier';

// Shipments (partidas), the centre of the extranet: tracking lists them, dossiers group them, the
// carbon footprint, invoices and transport requests refer to them. The grid's columns are real
// columns (filtered and sorted); milestones, containers, packages and documents are only read with
// their shipment, so they live in json columns (stored as written: cheaper to load than jsonb, and
// nothing queries inside them).

/**
 * A milestone as stored (json, compact: a shipment has up to ten and there are tens of thousands of
 * shipments): `[codigo, planned, estimated, actual]`, times in epoch seconds, null when unknown. The
 * description and place follow from the code, the mode and the shipment's origin and destination.
 */
export type HitoAlmacenado = [
  codigo: string,
  planificada: number | null,
  estimada: number | null,
  real: number | null,
];

/** A document as stored: `[tipo, fecha (epoch seconds), nombre]`. */
export type DocumentoAlmacenado = [tipo: TipoDocumento, fecha: number, nombre: string];

export const partidas = pgTable(
  'partidas',
  {
    id: id(),
    /** `M25-000123`: mode letter (M sea, A air, T road), year of departure, the id. */
    numeroPartida: varchar('numero_partida', { length: 20 }).notNull().unique(),
    idCliente: idCliente(),
    idDossier: integer('id_dossier').references(() => dossieres.id),
    modo: varchar('modo', { length: 10 }).$type<ModoTransporte>().notNull(),
    estado: varchar('estado', { length: 12 }).$type<EstadoPartida>().notNull(),
    referenciaCliente: varchar('referencia_cliente', { length: 35 }),
    /** B/L, AWB or CMR number. */
    documentoTransporte: varchar('documento_transporte', { length: 35 }),
    numeroReserva: varchar('numero_reserva', { length: 35 }),
    ...routeColumns(),
    incoterm: varchar('incoterm', { length: 3 }).notNull(),
    mercancia: varchar('mercancia', { length: 500 }).notNull(),
    ...goodsMeasureColumns(),
    pesoTasableKg: doublePrecision('peso_tasable_kg').notNull(),
    /** SCAC, IATA airline designator or haulier code: the key of the tracking-URL template. */
    codigoTransportista: varchar('codigo_transportista', { length: 4 }).notNull(),
    transportista: varchar('transportista', { length: 100 }).notNull(),
    /** Vessel and voyage, flight number or truck plate. */
    viaje: varchar('viaje', { length: 60 }),
    /** Latest estimates (ETD/ETA) and actuals (ATD/ATA). */
    etd: instante('etd').notNull(),
    eta: instante('eta').notNull(),
    atd: instante('atd'),
    ata: instante('ata'),
    retrasoHoras: integer('retraso_horas').notNull().default(0),
    contenedores: text('contenedores').array().notNull().default(sql`'{}'::text[]`),
    /** Compact milestones (`HitoAlmacenado`), read by domain/partidas-timeline.ts. */
    hitos: json('hitos').$type<HitoAlmacenado[]>().notNull(),
    contenedoresDetalle: json('contenedores_detalle').$type<Contenedor[]>().notNull(),
    bultosDetalle: json('bultos_detalle').$type<Bulto[]>().notNull(),
    /** Compact documents `[tipo, fecha, nombre]`. */
    documentos: json('documentos').$type<DocumentoAlmacenado[]>().notNull(),
    /** Well-to-wheel kg CO2e, the total of the shipment's footprint (huellas_carbono). */
    co2eKg: doublePrecision('co2e_kg').notNull().default(0),
    fechaAlta: creado(),
  },
  (t) => [
    index('partidas_cliente_etd_idx').on(t.idCliente, t.etd),
    // Open shipments (tracking's default view) are a small share: a partial index keeps it cheap.
    index('partidas_abiertas_idx')
      .on(t.idCliente, t.eta)
      .where(sql`${t.estado} not in ('ENTREGADA', 'CANCELADA')`),
    index('partidas_dossier_idx').on(t.idDossier),
  ],
);

export type PartidaRow = typeof partidas.$inferSelect;
export type NewPartidaRow = typeof partidas.$inferInsert;
