import type { TipoMovimientoAlmacen, UnidadMedida } from '@extranet/sdk/schemas';
import { sql } from 'drizzle-orm';
import {
  boolean,
  char,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { id, instante } from './columns';
import { idCliente } from './core';
import { albaranes } from './distribucion';

// Warehousing: the provider's warehouses, each customer's articles (SKUs), the stock lines by
// location and lot, and every movement that made them. Per stock line, the movements at its
// (article, warehouse, location, lot) add up to its physical quantity (available + reserved + blocked).

const UNIDADES = [
  'UNIDAD',
  'CAJA',
  'PACK',
  'PALE',
  'KG',
  'LITRO',
  'METRO',
] as const satisfies readonly UnidadMedida[];
const TIPOS_MOVIMIENTO = [
  'ENTRADA',
  'SALIDA',
  'AJUSTE',
  'TRASLADO',
  'DEVOLUCION',
] as const satisfies readonly TipoMovimientoAlmacen[];

const cantidad = (name: string) => numeric(name, { precision: 14, scale: 3, mode: 'number' });

export const almacenes = pgTable('almacenes', {
  id: id(),
  codigo: varchar('codigo', { length: 10 }).notNull().unique(),
  nombre: varchar('nombre', { length: 120 }).notNull(),
  ciudad: varchar('ciudad', { length: 100 }).notNull(),
  pais: char('pais', { length: 2 }).notNull(),
});

/** A customer's SKU, with what handling it needs (lots, shelf life) and how it packs. */
export const articulos = pgTable(
  'articulos',
  {
    id: id(),
    idCliente: idCliente(),
    codigo: varchar('codigo', { length: 40 }).notNull(),
    descripcion: varchar('descripcion', { length: 200 }).notNull(),
    unidad: varchar('unidad', { length: 10, enum: UNIDADES }).notNull(),
    /** Stocked and dispatched by lot (food, pharma, chemicals…). */
    gestionLotes: boolean('gestion_lotes').notNull().default(false),
    /** Shelf life from receipt; null for goods that do not expire. */
    vidaUtilDias: integer('vida_util_dias'),
    unidadesPorBulto: integer('unidades_por_bulto').notNull(),
    unidadesPorPalet: integer('unidades_por_palet').notNull(),
    pesoUnitarioKg: numeric('peso_unitario_kg', { precision: 12, scale: 3, mode: 'number' }).notNull(),
    /** What one unit is worth (declared by the customer, for insurance and stock value); null when not declared. */
    valorUnitario: numeric('valor_unitario', { precision: 12, scale: 2, mode: 'number' }),
    /** ISO 4217 currency of `valorUnitario`. */
    moneda: varchar('moneda', { length: 3 }),
  },
  (t) => [uniqueIndex('articulos_cliente_codigo_unq').on(t.idCliente, t.codigo)],
);

/** Id, and whose article in which warehouse: the keys of stock lines and movements alike. */
const stockKeys = () => ({
  id: id(),
  idCliente: idCliente(),
  idArticulo: integer('id_articulo')
    .notNull()
    .references(() => articulos.id),
  idAlmacen: integer('id_almacen')
    .notNull()
    .references(() => almacenes.id),
});

/** Stock of one article and lot at one location of a warehouse. */
export const existencias = pgTable(
  'existencias',
  {
    ...stockKeys(),
    /** Aisle-rack-level-position, e.g. `A-03-02-B`. */
    ubicacion: varchar('ubicacion', { length: 20 }).notNull(),
    lote: varchar('lote', { length: 30 }),
    fechaCaducidad: date('fecha_caducidad'),
    cantidadDisponible: cantidad('cantidad_disponible').notNull(),
    cantidadReservada: cantidad('cantidad_reservada').notNull(),
    cantidadBloqueada: cantidad('cantidad_bloqueada').notNull(),
    palets: integer('palets').notNull(),
    motivoBloqueo: varchar('motivo_bloqueo', { length: 200 }),
  },
  (t) => [
    index('existencias_cliente_idx').on(t.idCliente),
    index('existencias_articulo_idx').on(t.idArticulo),
    check(
      'existencias_cantidades_chk',
      sql`${t.cantidadDisponible} >= 0 and ${t.cantidadReservada} >= 0 and ${t.cantidadBloqueada} >= 0`,
    ),
  ],
);

/** A warehouse movement; `cantidad` is signed (positive into stock, negative out of it). */
export const movimientosAlmacen = pgTable(
  'movimientos_almacen',
  {
    ...stockKeys(),
    fecha: instante('fecha').notNull(),
    tipo: varchar('tipo', { length: 12, enum: TIPOS_MOVIMIENTO }).notNull(),
    /** Receipt, picking, adjustment or transfer document; the delivery note number for dispatches. */
    documento: varchar('documento', { length: 30 }).notNull(),
    referenciaCliente: varchar('referencia_cliente', { length: 40 }),
    ubicacion: varchar('ubicacion', { length: 20 }),
    lote: varchar('lote', { length: 30 }),
    cantidad: cantidad('cantidad').notNull(),
    idAlbaran: integer('id_albaran').references(() => albaranes.id),
    motivo: varchar('motivo', { length: 200 }),
  },
  (t) => [
    index('movimientos_almacen_cliente_fecha_idx').on(t.idCliente, t.fecha),
    check(
      'movimientos_almacen_tipo_chk',
      sql`${t.tipo} in ('ENTRADA', 'SALIDA', 'AJUSTE', 'TRASLADO', 'DEVOLUCION')`,
    ),
  ],
);
