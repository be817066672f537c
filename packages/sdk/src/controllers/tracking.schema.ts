import * as v from 'valibot';
import {
  CantidadSchema,
  ConteoSchema,
  FechaHoraSchema,
  IdSchema,
  ModoTransporteSchema,
  PeriodoQuerySchema,
} from '../common.schema';
import { routeEntries } from '../internal/fields';

/** Where a shipment stands, whatever its mode. */
export const EstadoPartidaSchema = v.picklist([
  'SOLICITADA', // requested by the customer, not yet confirmed by the forwarder
  'RESERVADA', // booked
  'EN_ORIGEN', // received at origin, not yet departed
  'EN_TRANSITO',
  'EN_DESTINO', // arrived, awaiting clearance or delivery
  'ENTREGADA',
  'CANCELADA',
]);

/** One grid row of shipment tracking. ETD/ETA are estimates, ATD/ATA actuals (null until they happen). */
export const PartidaResumenSchema = v.object({
  id: IdSchema,
  numeroPartida: v.string(),
  idCliente: IdSchema,
  cliente: v.string(),
  modo: ModoTransporteSchema,
  estado: EstadoPartidaSchema,
  referenciaCliente: v.nullable(v.string()),
  /** B/L, AWB or CMR number. */
  documentoTransporte: v.nullable(v.string()),
  ...routeEntries(),
  incoterm: v.string(),
  bultos: ConteoSchema,
  pesoBrutoKg: CantidadSchema,
  volumenM3: CantidadSchema,
  /**
   * Estimated departure and arrival. A requested shipment (`SOLICITADA`) has none yet: both hold the
   * date the customer said the goods are ready, until the forwarder confirms the booking.
   */
  etd: FechaHoraSchema,
  eta: FechaHoraSchema,
  atd: v.nullable(FechaHoraSchema),
  ata: v.nullable(FechaHoraSchema),
  /** Hours the latest estimate or actual runs behind the plan; 0 when on time. */
  retrasoHoras: ConteoSchema,
  contenedores: v.array(v.string()),
  idDossier: v.nullable(IdSchema),
  /** Shipping line, airline or haulier; null until the forwarder confirms a requested shipment. */
  transportista: v.nullable(v.string()),
  /** The latest milestone that happened (null before the first). */
  ultimoHito: v.nullable(
    v.object({ codigo: v.string(), descripcion: v.string(), lugar: v.string(), fecha: FechaHoraSchema }),
  ),
});

/**
 * A milestone of the shipment timeline. Codes are IATA Cargo-IMP for air (BKD, RCS, DEP, ARR, DLV…),
 * DCSA event codes for sea (GTIN, LOAD, DEPA, ARRI, DISC, GTOT…) and the same DCSA codes for road legs.
 */
export const HitoSchema = v.object({
  id: IdSchema,
  codigo: v.string(),
  descripcion: v.string(),
  lugar: v.string(),
  planificada: v.nullable(FechaHoraSchema),
  estimada: v.nullable(FechaHoraSchema),
  real: v.nullable(FechaHoraSchema),
});

export const ContenedorSchema = v.object({
  id: IdSchema,
  /** ISO 6346, e.g. MSCU1234565. */
  numero: v.string(),
  /** ISO size-type label, e.g. 40HC, 20DV, 40RF. */
  tipo: v.string(),
  precinto: v.nullable(v.string()),
  pesoBrutoKg: CantidadSchema,
});

export const BultoSchema = v.object({
  id: IdSchema,
  tipoBulto: v.string(),
  cantidad: v.pipe(v.number(), v.integer(), v.minValue(1)),
  descripcion: v.string(),
  largoCm: CantidadSchema,
  anchoCm: CantidadSchema,
  altoCm: CantidadSchema,
  pesoBrutoKg: CantidadSchema,
});

export const TipoDocumentoSchema = v.picklist([
  'BL',
  'AWB',
  'HAWB',
  'CMR',
  'FACTURA_COMERCIAL',
  'PACKING_LIST',
  'CERTIFICADO_ORIGEN',
  'DUA',
  'POD',
]);

/** Who added a document: the forwarder (its own, cannot be deleted) or the customer (an upload). */
export const OrigenDocumentoSchema = v.picklist(['TRANSITARIO', 'CLIENTE']);

/**
 * A document of a shipment or a dossier. `id` is unique across shipments and dossiers: it downloads
 * with `tracking.descargarDocumento`. The members after `fecha` are answered by servers that store
 * files (optional, so that older servers still validate).
 */
export const DocumentoSchema = v.object({
  id: IdSchema,
  tipo: TipoDocumentoSchema,
  nombre: v.string(),
  fecha: FechaHoraSchema,
  origen: v.optional(OrigenDocumentoSchema),
  /** True for what the customer uploaded: `tracking.eliminarDocumento` removes it. */
  eliminable: v.optional(v.boolean()),
  /** Size of the file in bytes. */
  tamano: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0))),
  /** The file's media type, recognised from its content (`application/pdf`, `image/png`…). */
  tipoContenido: v.optional(v.string()),
  /** Who uploaded it; null for the forwarder's own documents. */
  usuario: v.optional(v.nullable(v.string())),
});

/** The whole shipment: the row plus goods, timeline, equipment, packages, documents and emissions. */
export const PartidaSchema = v.object({
  ...PartidaResumenSchema.entries,
  numeroReserva: v.nullable(v.string()),
  mercancia: v.string(),
  pesoTasableKg: CantidadSchema,
  /** Vessel and voyage, flight number or truck plate. */
  viaje: v.nullable(v.string()),
  hitos: v.array(HitoSchema),
  contenedoresDetalle: v.array(ContenedorSchema),
  bultosDetalle: v.array(BultoSchema),
  documentos: v.array(DocumentoSchema),
  /** Well-to-wheel kg CO2e of all legs (see HuellaCarbono for the split); 0 until the booking is confirmed. */
  co2eKg: CantidadSchema,
});

/** The carrier's own tracking page for this shipment's transport document or container. */
export const VinculoSchema = v.object({
  id: IdSchema,
  numeroPartida: v.string(),
  transportista: v.string(),
  referencia: v.string(),
  url: v.pipe(v.string(), v.url()),
});

export const SeguimientoPeriodoQuerySchema = PeriodoQuerySchema;

export type EstadoPartida = v.InferOutput<typeof EstadoPartidaSchema>;
export type PartidaResumen = v.InferOutput<typeof PartidaResumenSchema>;
export type Partida = v.InferOutput<typeof PartidaSchema>;
export type Hito = v.InferOutput<typeof HitoSchema>;
export type Contenedor = v.InferOutput<typeof ContenedorSchema>;
export type Bulto = v.InferOutput<typeof BultoSchema>;
export type Documento = v.InferOutput<typeof DocumentoSchema>;
export type TipoDocumento = v.InferOutput<typeof TipoDocumentoSchema>;
export type OrigenDocumento = v.InferOutput<typeof OrigenDocumentoSchema>;
export type Vinculo = v.InferOutput<typeof VinculoSchema>;
export type SeguimientoPeriodoQuery = v.InferInput<typeof SeguimientoPeriodoQuerySchema>;
