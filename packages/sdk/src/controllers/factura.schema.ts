import * as v from 'valibot';
import { FechaSchema, IdSchema, ImporteSchema, MonedaSchema } from '../common.schema';

/** FACTURA an invoice, ABONO a credit note (its amounts are negative). */
export const TipoFacturaSchema = v.picklist(['FACTURA', 'ABONO']);

/** ABIERTA not yet due (or partly paid), VENCIDA past its due date with an amount outstanding. */
export const EstadoFacturaSchema = v.picklist(['ABIERTA', 'PAGADA', 'VENCIDA', 'ANULADA']);

/** One invoice row of the customer's account: amounts, payment status and the shipments it charges. */
export const FacturaResumenSchema = v.object({
  id: IdSchema,
  numeroFactura: v.string(),
  idCliente: IdSchema,
  cliente: v.string(),
  tipo: TipoFacturaSchema,
  fecha: FechaSchema,
  fechaVencimiento: FechaSchema,
  baseImponible: ImporteSchema,
  importeImpuestos: ImporteSchema,
  total: ImporteSchema,
  importePagado: ImporteSchema,
  importePendiente: ImporteSchema,
  moneda: MonedaSchema,
  estado: EstadoFacturaSchema,
  /** Days past the due date while unpaid; 0 otherwise. */
  diasVencida: v.pipe(v.number(), v.integer(), v.minValue(0)),
  /** Numbers of the shipments (partidas) the invoice charges. */
  partidas: v.array(v.string()),
});

export type TipoFactura = v.InferOutput<typeof TipoFacturaSchema>;
export type EstadoFactura = v.InferOutput<typeof EstadoFacturaSchema>;
export type FacturaResumen = v.InferOutput<typeof FacturaResumenSchema>;
