import * as v from 'valibot';
import { CodigoPaisSchema, ConteoSchema, FechaHoraSchema, ModoTransporteSchema } from '../common.schema';
import { EstadoPartidaSchema } from './tracking.schema';

// What a public tracking link shows (`publico.obtenerPartida`), to someone without an account. Strict
// objects: a member the server should not send fails validation instead of reaching the page.

/** A milestone as the public page shows it: no ids. */
export const HitoPublicoSchema = v.strictObject({
  codigo: v.string(),
  descripcion: v.string(),
  lugar: v.string(),
  planificada: v.nullable(FechaHoraSchema),
  estimada: v.nullable(FechaHoraSchema),
  real: v.nullable(FechaHoraSchema),
});

/**
 * A shared shipment: reference, mode, route, status, milestones, ETA, delay, forwarder and carrier.
 * Never the customer, shipper, consignee, references, booking, goods, weights, values or documents.
 */
export const PartidaPublicaSchema = v.strictObject({
  numeroPartida: v.string(),
  modo: ModoTransporteSchema,
  estado: EstadoPartidaSchema,
  origen: v.string(),
  codigoOrigen: v.string(),
  paisOrigen: CodigoPaisSchema,
  destino: v.string(),
  codigoDestino: v.string(),
  paisDestino: CodigoPaisSchema,
  etd: FechaHoraSchema,
  eta: FechaHoraSchema,
  atd: v.nullable(FechaHoraSchema),
  ata: v.nullable(FechaHoraSchema),
  /** Hours the latest estimate or actual runs behind the plan; 0 when on time. */
  retrasoHoras: ConteoSchema,
  hitos: v.array(HitoPublicoSchema),
  /** The forwarder: the extranet's name (`nombreAplicacion`). */
  transitario: v.string(),
  /** Shipping line, airline or haulier; null until the forwarder confirms the booking. */
  transportista: v.nullable(v.string()),
  /** B/L, AWB or CMR number: what the carrier's own tracking takes. */
  documentoTransporte: v.nullable(v.string()),
  /** The carrier's own tracking page, when the carrier has one for this shipment. */
  urlTransportista: v.nullable(v.pipe(v.string(), v.url())),
  /** When the link stops working. */
  caduca: FechaHoraSchema,
});

export type HitoPublico = v.InferOutput<typeof HitoPublicoSchema>;
export type PartidaPublica = v.InferOutput<typeof PartidaPublicaSchema>;
