import * as v from 'valibot';
import { FechaHoraSchema, IdSchema } from '../common.schema';

// "Needs attention": what asks for the customer now, by the same rules as the events (late beyond
// the threshold, ETA slipped, a document missing before a milestone, invoices overdue, lots about to
// expire), each with its reason in words and the app path of its record.

export const TipoIncidenciaSchema = v.picklist([
  'RETRASO', // a planned milestone passed without an actual, or the estimate runs later than plan
  'CAMBIO_ETA', // the estimated arrival slipped beyond the user's threshold
  'DOCUMENTO_FALTANTE', // a milestone is near and a document it needs is missing
  'FACTURA_VENCIDA',
  'STOCK_CADUCA',
]);

/**
 * How much it matters now: `ALTA` acting now still helps (a shipment late, a document missing before
 * a departure, a lot about to expire), `MEDIA` to know and follow (the ETA slipped, an invoice
 * overdue for a month or less), `BAJA` long-standing (started more than a month ago, a lot expired).
 */
export const GravedadIncidenciaSchema = v.picklist(['ALTA', 'MEDIA', 'BAJA']);

/** One thing that needs the customer, with the reference of its record (only the one that applies). */
export const IncidenciaSchema = v.object({
  tipo: TipoIncidenciaSchema,
  /** The reason in words, in the user's language ("3 days late: departure planned on …"). */
  motivo: v.string(),
  /** The app path of the record (`/tracking/123`). */
  enlace: v.pipe(v.string(), v.startsWith('/')),
  /** The date the reason turns on (the planned milestone, the due date, the expiry). */
  fecha: FechaHoraSchema,
  /**
   * When it started to need the customer (passed their threshold: the instant its event is raised).
   * Absent when that is not known (an estimate that stands late, a slipped ETA): those rank as now.
   * The list comes by `gravedad`, then newest `desde` first. Servers before it do not send it.
   */
  desde: v.optional(FechaHoraSchema),
  gravedad: v.optional(GravedadIncidenciaSchema),
  idCliente: IdSchema,
  idPartida: v.optional(IdSchema),
  numeroPartida: v.optional(v.string()),
  idFactura: v.optional(IdSchema),
  numeroFactura: v.optional(v.string()),
  idExistencia: v.optional(IdSchema),
  lote: v.optional(v.string()),
  codigoArticulo: v.optional(v.string()),
});

export type TipoIncidencia = v.InferOutput<typeof TipoIncidenciaSchema>;
export type GravedadIncidencia = v.InferOutput<typeof GravedadIncidenciaSchema>;
export type Incidencia = v.InferOutput<typeof IncidenciaSchema>;
