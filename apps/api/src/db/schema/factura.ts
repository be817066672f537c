import type { TipoFactura } from '@extranet/sdk/schemas';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  char,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  varchar,
} from 'drizzle-orm/pg-core';
import { id } from './columns';
import { idCliente } from './core';

// Invoices and credit notes. The status (open, paid, overdue) is not stored: it follows from the
// due date, what is outstanding and today, so it is computed when read. Only cancellation is stored.

const TIPOS_FACTURA = ['FACTURA', 'ABONO'] as const satisfies readonly TipoFactura[];

const importe = (name: string) => numeric(name, { precision: 14, scale: 2, mode: 'number' });

/** A payment or, for a credit note, the refund or offset that settled it (negative). */
export interface PagoFactura {
  fecha: string;
  importe: number;
  /** TRANSFERENCIA, DOMICILIACION (SEPA direct debit), COMPENSACION (credit note offset)… */
  medio: string;
}

export const facturas = pgTable(
  'facturas',
  {
    id: id(),
    idCliente: idCliente(),
    numeroFactura: varchar('numero_factura', { length: 20 }).notNull().unique(),
    tipo: varchar('tipo', { length: 8, enum: TIPOS_FACTURA }).notNull(),
    fecha: date('fecha').notNull(),
    fechaVencimiento: date('fecha_vencimiento').notNull(),
    /** Negative on credit notes, like the tax and the total. */
    baseImponible: importe('base_imponible').notNull(),
    /** VAT rate applied, in percent (the customer's country). */
    porcentajeImpuesto: numeric('porcentaje_impuesto', { precision: 5, scale: 2, mode: 'number' }).notNull(),
    importeImpuestos: importe('importe_impuestos').notNull(),
    total: importe('total').notNull(),
    /** Sum of `pagos`; same sign as the total. */
    importePagado: importe('importe_pagado').notNull().default(0),
    moneda: char('moneda', { length: 3 }).notNull(),
    anulada: boolean('anulada').notNull().default(false),
    /** Numbers of the shipments (partidas) charged. */
    partidas: text('partidas').array().notNull().default(sql`'{}'::text[]`),
    pagos: jsonb('pagos').$type<PagoFactura[]>().notNull().default(sql`'[]'::jsonb`),
    /** The invoice a credit note corrects. */
    idFacturaRectificada: integer('id_factura_rectificada').references((): AnyPgColumn => facturas.id),
    concepto: varchar('concepto', { length: 200 }),
  },
  (t) => [
    index('facturas_cliente_fecha_idx').on(t.idCliente, t.fecha),
    check('facturas_tipo_chk', sql`${t.tipo} in ('FACTURA', 'ABONO')`),
  ],
);
