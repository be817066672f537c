import * as v from 'valibot';
import {
  CantidadSchema,
  FechaHoraSchema,
  FechaSchema,
  IdSchema,
  ImporteSchema,
  MonedaSchema,
} from '../common.schema';

/** Unit of measure an SKU is stocked and moved in. */
export const UnidadMedidaSchema = v.picklist(['UNIDAD', 'CAJA', 'PACK', 'PALE', 'KG', 'LITRO', 'METRO']);

/**
 * One stock line: the quantity of an SKU and lot at one location of a warehouse. Physical stock is
 * available + reserved (allocated to open orders) + blocked (quality hold, damaged, expired).
 */
export const ExistenciaSchema = v.object({
  id: IdSchema,
  idCliente: IdSchema,
  cliente: v.string(),
  /** The customer's SKU code. */
  codigoArticulo: v.string(),
  descripcion: v.string(),
  lote: v.nullable(v.string()),
  /** Null for goods without shelf life. */
  fechaCaducidad: v.nullable(FechaSchema),
  codigoAlmacen: v.string(),
  almacen: v.string(),
  /** Aisle-rack-level-position code, e.g. `A-03-02-B`. */
  ubicacion: v.string(),
  cantidadDisponible: CantidadSchema,
  cantidadReservada: CantidadSchema,
  cantidadBloqueada: CantidadSchema,
  unidad: UnidadMedidaSchema,
  palets: v.pipe(v.number(), v.integer(), v.minValue(0)),
  /** Why the blocked quantity is held; null when nothing is blocked. */
  motivoBloqueo: v.nullable(v.string()),
  /** Packages (cartons, sacks, drums) the physical quantity fills, a part-filled one counted whole. */
  bultos: v.pipe(v.number(), v.integer(), v.minValue(0)),
  /** Weight of the physical quantity at the article's unit weight, in kg. */
  pesoKg: CantidadSchema,
  /** Declared value of the physical quantity, in `moneda`; null when the article declares no value. */
  valor: v.nullable(ImporteSchema),
  /** ISO 4217 currency of `valor`; null with it. */
  moneda: v.nullable(MonedaSchema),
  /**
   * When the lot was first received (its first receipt in this warehouse; for stock transferred in,
   * its first receipt anywhere); null when no receipt is on record.
   */
  fechaEntrada: v.nullable(FechaHoraSchema),
});

/**
 * ENTRADA receipt, SALIDA dispatch, AJUSTE inventory adjustment (either sign), TRASLADO move between
 * locations or warehouses, DEVOLUCION customer return received back into stock.
 */
export const TipoMovimientoAlmacenSchema = v.picklist([
  'ENTRADA',
  'SALIDA',
  'AJUSTE',
  'TRASLADO',
  'DEVOLUCION',
]);

/** One warehouse movement row. `cantidad` is signed: positive into stock, negative out of it. */
export const MovimientoAlmacenSchema = v.object({
  id: IdSchema,
  idCliente: IdSchema,
  cliente: v.string(),
  fecha: FechaHoraSchema,
  tipo: TipoMovimientoAlmacenSchema,
  /** The warehouse document: receipt, picking order, adjustment or delivery note number. */
  documento: v.string(),
  /** The customer's order or purchase-order reference. */
  referenciaCliente: v.nullable(v.string()),
  codigoArticulo: v.string(),
  descripcion: v.string(),
  lote: v.nullable(v.string()),
  cantidad: v.pipe(v.number(), v.finite()),
  unidad: UnidadMedidaSchema,
  codigoAlmacen: v.string(),
  almacen: v.string(),
  ubicacion: v.nullable(v.string()),
  /** The delivery note a dispatch produced (see `distribucion.obtenerAlbaran`). */
  idAlbaran: v.nullable(IdSchema),
  /** Reason of an adjustment or return; null otherwise. */
  motivo: v.nullable(v.string()),
});

export type UnidadMedida = v.InferOutput<typeof UnidadMedidaSchema>;
export type Existencia = v.InferOutput<typeof ExistenciaSchema>;
export type TipoMovimientoAlmacen = v.InferOutput<typeof TipoMovimientoAlmacenSchema>;
export type MovimientoAlmacen = v.InferOutput<typeof MovimientoAlmacenSchema>;
