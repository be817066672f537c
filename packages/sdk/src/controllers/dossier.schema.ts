import * as v from 'valibot';
import {
  CantidadSchema,
  FechaHoraSchema,
  IdSchema,
  ImporteSchema,
  ModoTransporteSchema,
  MonedaSchema,
} from '../common.schema';
import { routeEntries } from '../internal/fields';
import { DocumentoSchema, EstadoPartidaSchema } from './tracking.schema';

/** IMPORTACION/EXPORTACION with transport, ADUANAS customs only, TRANSITO under transit, TRIANGULAR cross-trade. */
export const TipoDossierSchema = v.picklist([
  'IMPORTACION',
  'EXPORTACION',
  'ADUANAS',
  'TRANSITO',
  'TRIANGULAR',
]);

/** PENDIENTE_DOCUMENTACION: waiting for documents from the customer; FACTURADO: closed and invoiced. */
export const EstadoDossierSchema = v.picklist([
  'ABIERTO',
  'EN_CURSO',
  'PENDIENTE_DOCUMENTACION',
  'CERRADO',
  'FACTURADO',
  'ANULADO',
]);

/** One grid row of dossier follow-up: a forwarding file grouping shipments and customs work. */
export const DossierResumenSchema = v.object({
  id: IdSchema,
  numeroDossier: v.string(),
  idCliente: IdSchema,
  cliente: v.string(),
  referenciaCliente: v.nullable(v.string()),
  tipo: TipoDossierSchema,
  estado: EstadoDossierSchema,
  /** Main transport mode; null for a customs-only dossier. */
  modo: v.nullable(ModoTransporteSchema),
  ...routeEntries(),
  fechaApertura: FechaHoraSchema,
  fechaCierre: v.nullable(FechaHoraSchema),
  numeroPartidas: v.pipe(v.number(), v.integer(), v.minValue(0)),
});

/** A shipment of the dossier; `id` is what `tracking.obtenerPartida` takes. */
export const PartidaDossierSchema = v.object({
  id: IdSchema,
  numeroPartida: v.string(),
  modo: ModoTransporteSchema,
  estado: EstadoPartidaSchema,
  origen: v.string(),
  destino: v.string(),
  etd: FechaHoraSchema,
  eta: FechaHoraSchema,
});

export const TipoDeclaracionAduaneraSchema = v.picklist([
  'IMPORTACION',
  'EXPORTACION',
  'TRANSITO',
  'DEPOSITO_ADUANERO',
]);

/** ADMITIDA: accepted by customs; LEVANTE: goods released. */
export const EstadoDeclaracionAduaneraSchema = v.picklist([
  'PRESENTADA',
  'ADMITIDA',
  'EN_INSPECCION',
  'LEVANTE',
  'RECHAZADA',
  'ANULADA',
]);

/** Spanish customs control channel: VERDE release, NARANJA documentary check, ROJO physical inspection. */
export const CircuitoAduaneroSchema = v.picklist(['VERDE', 'NARANJA', 'ROJO']);

/** A customs declaration (DUA) lodged for the dossier, with the duties and import VAT it assessed. */
export const DeclaracionAduaneraSchema = v.object({
  id: IdSchema,
  /** MRN (18 characters), e.g. `26ES004611000123A7`. */
  mrn: v.string(),
  tipo: TipoDeclaracionAduaneraSchema,
  /** Customs procedure code, e.g. `4000` release for free circulation, `1000` permanent export. */
  regimen: v.string(),
  /** Customs office code, e.g. `ES004611`. */
  aduana: v.string(),
  fecha: FechaHoraSchema,
  estado: EstadoDeclaracionAduaneraSchema,
  /** Null until customs assigns a channel. */
  circuito: v.nullable(CircuitoAduaneroSchema),
  valorAduana: ImporteSchema,
  importeDerechos: ImporteSchema,
  importeIva: ImporteSchema,
  moneda: MonedaSchema,
});

export const TipoEventoDossierSchema = v.picklist([
  'NOTA',
  'CAMBIO_ESTADO',
  'PARTIDA',
  'ADUANA',
  'DOCUMENTO',
  'INCIDENCIA',
]);

/** An entry of the dossier timeline: a note written by staff or an event the system recorded. */
export const EventoDossierSchema = v.object({
  id: IdSchema,
  fecha: FechaHoraSchema,
  tipo: TipoEventoDossierSchema,
  descripcion: v.string(),
  /** Who wrote the note; null for system events. */
  usuario: v.nullable(v.string()),
});

/** The whole dossier: the row plus goods, shipments, customs declarations, documents and timeline. */
export const DossierSchema = v.object({
  ...DossierResumenSchema.entries,
  mercancia: v.string(),
  incoterm: v.nullable(v.string()),
  bultos: v.pipe(v.number(), v.integer(), v.minValue(0)),
  pesoBrutoKg: CantidadSchema,
  volumenM3: CantidadSchema,
  /** The provider's staff member in charge of the file. */
  gestor: v.string(),
  partidas: v.array(PartidaDossierSchema),
  declaraciones: v.array(DeclaracionAduaneraSchema),
  documentos: v.array(DocumentoSchema),
  eventos: v.array(EventoDossierSchema),
});

export type TipoDossier = v.InferOutput<typeof TipoDossierSchema>;
export type EstadoDossier = v.InferOutput<typeof EstadoDossierSchema>;
export type DossierResumen = v.InferOutput<typeof DossierResumenSchema>;
export type PartidaDossier = v.InferOutput<typeof PartidaDossierSchema>;
export type TipoDeclaracionAduanera = v.InferOutput<typeof TipoDeclaracionAduaneraSchema>;
export type EstadoDeclaracionAduanera = v.InferOutput<typeof EstadoDeclaracionAduaneraSchema>;
export type CircuitoAduanero = v.InferOutput<typeof CircuitoAduaneroSchema>;
export type DeclaracionAduanera = v.InferOutput<typeof DeclaracionAduaneraSchema>;
export type TipoEventoDossier = v.InferOutput<typeof TipoEventoDossierSchema>;
export type EventoDossier = v.InferOutput<typeof EventoDossierSchema>;
export type Dossier = v.InferOutput<typeof DossierSchema>;
