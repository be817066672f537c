import * as v from 'valibot';
import { CantidadSchema, CodigoPaisSchema, FechaHoraSchema, FechaSchema, IdSchema } from '../common.schema';
import { UnidadMedidaSchema } from './almacen.schema';

/** Where a delivery note stands: INCIDENCIA a failed or partial delivery, DEVUELTO goods back in the warehouse. */
export const EstadoAlbaranSchema = v.picklist([
  'PENDIENTE',
  'EN_REPARTO',
  'ENTREGADO',
  'INCIDENCIA',
  'DEVUELTO',
]);

/** One grid row of delivery-note follow-up: a dispatch from the warehouse to one recipient. */
export const AlbaranResumenSchema = v.object({
  id: IdSchema,
  numeroAlbaran: v.string(),
  idCliente: IdSchema,
  cliente: v.string(),
  /** The customer's order number. */
  referenciaCliente: v.nullable(v.string()),
  fecha: FechaSchema,
  fechaPrevistaEntrega: v.nullable(FechaSchema),
  /** When it was delivered, from the proof of delivery; null until then. */
  fechaEntrega: v.nullable(FechaHoraSchema),
  estado: EstadoAlbaranSchema,
  destinatario: v.string(),
  direccion: v.string(),
  codigoPostal: v.string(),
  poblacion: v.string(),
  provincia: v.nullable(v.string()),
  pais: CodigoPaisSchema,
  codigoAlmacen: v.string(),
  /** Carrier or own fleet doing the delivery; null until assigned. */
  transportista: v.nullable(v.string()),
  bultos: v.pipe(v.number(), v.integer(), v.minValue(0)),
  pesoBrutoKg: CantidadSchema,
});

/** A line of a delivery note. `cantidadEntregada` stays null until the delivery is confirmed. */
export const LineaAlbaranSchema = v.object({
  id: IdSchema,
  codigoArticulo: v.string(),
  descripcion: v.string(),
  lote: v.nullable(v.string()),
  cantidadPedida: CantidadSchema,
  cantidadEntregada: v.nullable(CantidadSchema),
  unidad: UnidadMedidaSchema,
});

/** Why a delivery failed or was only partly made. */
export const TipoIncidenciaEntregaSchema = v.picklist([
  'DESTINATARIO_AUSENTE',
  'DIRECCION_INCORRECTA',
  'RECHAZADO',
  'MERCANCIA_DANADA',
  'FALTA_MERCANCIA',
  'ESTABLECIMIENTO_CERRADO',
  'OTRA',
]);

/** Proof of delivery (POD) as the driver recorded it, or the failed attempt. */
export const PruebaEntregaSchema = v.object({
  /** Name of whoever signed; null when nobody did (failed attempt). */
  firmadoPor: v.nullable(v.string()),
  fecha: FechaHoraSchema,
  /** Photo of the signed note; null when none was taken. */
  urlImagen: v.nullable(v.pipe(v.string(), v.url())),
  observaciones: v.nullable(v.string()),
  incidencia: v.nullable(TipoIncidenciaEntregaSchema),
});

/** The whole delivery note: the row plus recipient contact, instructions, lines and proof of delivery. */
export const AlbaranSchema = v.object({
  ...AlbaranResumenSchema.entries,
  contacto: v.nullable(v.string()),
  telefono: v.nullable(v.string()),
  /** Delivery instructions (time window, dock, appointment). */
  observaciones: v.nullable(v.string()),
  lineas: v.array(LineaAlbaranSchema),
  /** Null until the delivery is made or attempted. */
  pruebaEntrega: v.nullable(PruebaEntregaSchema),
});

export type EstadoAlbaran = v.InferOutput<typeof EstadoAlbaranSchema>;
export type AlbaranResumen = v.InferOutput<typeof AlbaranResumenSchema>;
export type LineaAlbaran = v.InferOutput<typeof LineaAlbaranSchema>;
export type TipoIncidenciaEntrega = v.InferOutput<typeof TipoIncidenciaEntregaSchema>;
export type PruebaEntrega = v.InferOutput<typeof PruebaEntregaSchema>;
export type Albaran = v.InferOutput<typeof AlbaranSchema>;
