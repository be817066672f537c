import type { Bulto, Contenedor, EstadoPartida, ModoTransporte } from '@extranet/sdk/schemas';
import { sql } from 'drizzle-orm';
import {
  char,
  doublePrecision,
  index,
  integer,
  json,
  pgTable,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import type { DocumentoAlmacenado, HitoAlmacenado } from '../../domain/partidas-timeline';
import { clientes } from './core';
import { dossieres } from './dossier';

// Shipments (partidas), the centre of the extranet: tracking lists them, dossiers group them, the
// carbon footprint, invoices and transport requests refer to them. The grid's columns are real
// columns (filtered and sorted); milestones, containers, packages and documents are only read with
// their shipment, so they live in json columns (stored as written: cheaper to load than jsonb, and
// nothing queries inside them).

const instante = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const partidas = pgTable(
  'partidas',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    /** `M25-000123`: mode letter (M sea, A air, T road), year of departure, the id. */
    numeroPartida: varchar('numero_partida', { length: 20 }).notNull().unique(),
    idCliente: integer('id_cliente')
      .notNull()
      .references(() => clientes.id),
    idDossier: integer('id_dossier').references(() => dossieres.id),
    modo: varchar('modo', { length: 10 }).$type<ModoTransporte>().notNull(),
    estado: varchar('estado', { length: 12 }).$type<EstadoPartida>().notNull(),
    referenciaCliente: varchar('referencia_cliente', { length: 35 }),
    /** B/L, AWB or CMR number. */
    documentoTransporte: varchar('documento_transporte', { length: 35 }),
    numeroReserva: varchar('numero_reserva', { length: 35 }),
    origen: varchar('origen', { length: 100 }).notNull(),
    /** UN/LOCODE for ports and cities, IATA code for airports. */
    codigoOrigen: varchar('codigo_origen', { length: 10 }).notNull(),
    paisOrigen: char('pais_origen', { length: 2 }).notNull(),
    destino: varchar('destino', { length: 100 }).notNull(),
    codigoDestino: varchar('codigo_destino', { length: 10 }).notNull(),
    paisDestino: char('pais_destino', { length: 2 }).notNull(),
    expedidor: varchar('expedidor', { length: 160 }).notNull(),
    destinatario: varchar('destinatario', { length: 160 }).notNull(),
    incoterm: varchar('incoterm', { length: 3 }).notNull(),
    mercancia: varchar('mercancia', { length: 500 }).notNull(),
    bultos: integer('bultos').notNull(),
    pesoBrutoKg: doublePrecision('peso_bruto_kg').notNull(),
    volumenM3: doublePrecision('volumen_m3').notNull(),
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
    /** Compact milestones `[codigo, planned, estimated, actual]` (see domain/partidas-timeline.ts). */
    hitos: json('hitos').$type<HitoAlmacenado[]>().notNull(),
    contenedoresDetalle: json('contenedores_detalle').$type<Contenedor[]>().notNull(),
    bultosDetalle: json('bultos_detalle').$type<Bulto[]>().notNull(),
    /** Compact documents `[tipo, fecha, nombre]`. */
    documentos: json('documentos').$type<DocumentoAlmacenado[]>().notNull(),
    /** Well-to-wheel kg CO2e, the total of the shipment's footprint (huellas_carbono). */
    co2eKg: doublePrecision('co2e_kg').notNull().default(0),
    fechaAlta: instante('fecha_alta').notNull().defaultNow(),
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
