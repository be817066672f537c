import type { EstadoAlbaran, PruebaEntrega } from '@extranet/sdk/schemas';
import { sql } from 'drizzle-orm';
import { char, check, date, index, integer, jsonb, numeric, pgTable, varchar } from 'drizzle-orm/pg-core';
import { id, instante } from './columns';
import { idCliente } from './core';

// Delivery notes (albaranes): one dispatch from a warehouse to one recipient of the customer's
// address book. Lines and the proof of delivery are only ever read with their note, so they live in
// jsonb beside it.

const ESTADOS_ALBARAN = [
  'PENDIENTE',
  'EN_REPARTO',
  'ENTREGADO',
  'INCIDENCIA',
  'DEVUELTO',
] as const satisfies readonly EstadoAlbaran[];

/** A customer's customer: where its delivery notes go, with the standing delivery instructions. */
export const destinatarios = pgTable(
  'destinatarios',
  {
    id: id(),
    idCliente: idCliente(),
    nombre: varchar('nombre', { length: 160 }).notNull(),
    direccion: varchar('direccion', { length: 200 }).notNull(),
    codigoPostal: varchar('codigo_postal', { length: 12 }).notNull(),
    poblacion: varchar('poblacion', { length: 100 }).notNull(),
    provincia: varchar('provincia', { length: 100 }),
    pais: char('pais', { length: 2 }).notNull(),
    contacto: varchar('contacto', { length: 120 }),
    telefono: varchar('telefono', { length: 40 }),
    /** Delivery instructions (time window, dock, appointment). */
    observaciones: varchar('observaciones', { length: 500 }),
  },
  (t) => [index('destinatarios_cliente_idx').on(t.idCliente)],
);

/** A line as stored: the article by id (its code, description and unit are read from `articulos`). */
export interface LineaAlbaranGuardada {
  id: number;
  idArticulo: number;
  lote: string | null;
  cantidadPedida: number;
  cantidadEntregada: number | null;
}

export const albaranes = pgTable(
  'albaranes',
  {
    id: id(),
    idCliente: idCliente(),
    numeroAlbaran: varchar('numero_albaran', { length: 20 }).notNull().unique(),
    /** The customer's order number. */
    referenciaCliente: varchar('referencia_cliente', { length: 40 }),
    fecha: date('fecha').notNull(),
    fechaPrevistaEntrega: date('fecha_prevista_entrega'),
    fechaEntrega: instante('fecha_entrega'),
    estado: varchar('estado', { length: 12, enum: ESTADOS_ALBARAN }).notNull(),
    idDestinatario: integer('id_destinatario')
      .notNull()
      .references(() => destinatarios.id),
    /** Code of the dispatching warehouse (`almacenes.codigo`). */
    codigoAlmacen: varchar('codigo_almacen', { length: 10 }).notNull(),
    transportista: varchar('transportista', { length: 100 }),
    bultos: integer('bultos').notNull(),
    pesoBrutoKg: numeric('peso_bruto_kg', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    lineas: jsonb('lineas').$type<LineaAlbaranGuardada[]>().notNull(),
    pruebaEntrega: jsonb('prueba_entrega').$type<PruebaEntrega>(),
  },
  (t) => [
    index('albaranes_cliente_fecha_idx').on(t.idCliente, t.fecha),
    check(
      'albaranes_estado_chk',
      sql`${t.estado} in ('PENDIENTE', 'EN_REPARTO', 'ENTREGADO', 'INCIDENCIA', 'DEVUELTO')`,
    ),
  ],
);
