import * as v from 'valibot';
import { FechaHoraSchema, IdSchema } from '../common.schema';
import { EstadoPartidaSchema } from './tracking.schema';

// The integration API: what the provider's own systems (its operations system, a carrier feed)
// report about a shipment, authenticated by an integration key (`x-api-key`) that an administrator
// creates in Configuracion. No user session, no CSRF header.

/**
 * An instant in a body: a `Date` (sent as `toISOString()`) or an ISO 8601 timestamp with its zone.
 * A milestone without a zone would be ambiguous by hours, so `2026-03-01T10:00` is refused.
 */
export const InstanteSchema = v.pipe(
  v.union([v.date(), v.pipe(v.string(), v.isoTimestamp())], 'must be an ISO 8601 timestamp with its zone'),
  v.transform((value) => (value instanceof Date ? value : new Date(value))),
  v.check((value) => !Number.isNaN(value.getTime()), 'must be an ISO 8601 timestamp with its zone'),
);

const referencia = (max: number) =>
  v.pipe(v.string('is required'), v.trim(), v.minLength(1, 'is required'), v.maxLength(max));
const referenciaOpcional = (max: number) =>
  v.optional(v.nullable(v.pipe(v.string(), v.trim(), v.maxLength(max))));

/** `M26-000123`: the shipment number a customer and the provider both quote. */
export const NumeroPartidaSchema = referencia(20);

// --- integration keys (Configuracion, administrators) ---

/** Create an integration key: a name that says which system uses it. */
export const GuardarClaveIntegracionSchema = v.object({
  nombre: referencia(80),
});

/** An integration key as listed: never the key itself, which is shown once, when created. */
export const ClaveIntegracionSchema = v.object({
  id: IdSchema,
  nombre: v.string(),
  /** The key's first characters (`exk_AbCd`), to tell keys apart in logs and on screen. */
  prefijo: v.string(),
  /** User name of the administrator who created it. */
  creadaPor: v.string(),
  fechaAlta: FechaHoraSchema,
  /** Last call authenticated with it; null when never used. */
  ultimoUso: v.nullable(FechaHoraSchema),
  /** When it was revoked; a revoked key is refused (401) and cannot be restored. */
  fechaRevocacion: v.nullable(FechaHoraSchema),
});

/** A new key, the only time `clave` is ever shown: the server keeps its SHA-256 alone. */
export const ClaveIntegracionCreadaSchema = v.object({
  id: IdSchema,
  nombre: v.string(),
  clave: v.string(),
});

// --- booking confirmation and milestones (Integracion, integration key) ---

/** The forwarder confirms a customer's booking request (a shipment in status `SOLICITADA`). */
export const ConfirmarReservaSchema = v.object({
  numeroPartida: NumeroPartidaSchema,
  /** Carrier code: SCAC at sea, IATA airline designator in the air, haulier code on the road. */
  transportista: referencia(4),
  /** The carrier's booking number. */
  numeroReserva: referencia(35),
  /** B/L, AWB or CMR number, when already issued. */
  documentoTransporte: referenciaOpcional(35),
  /** Vessel and voyage, flight number or truck plate, when known. */
  viaje: referenciaOpcional(60),
  salidaPlanificada: InstanteSchema,
  llegadaPlanificada: InstanteSchema,
  /** Sea FCL: the ISO 6346 numbers (and seals) of the requested containers, in order, once assigned. */
  contenedores: v.optional(
    v.pipe(
      v.array(v.object({ numero: referencia(11), precinto: referenciaOpcional(20) })),
      v.maxLength(100, 'must list at most 100 containers'),
    ),
  ),
});

/** The confirmed shipment: its status, carrier and plan as now stored. */
export const ReservaConfirmadaSchema = v.object({
  id: IdSchema,
  numeroPartida: v.string(),
  estado: EstadoPartidaSchema,
  codigoTransportista: v.string(),
  transportista: v.string(),
  numeroReserva: v.nullable(v.string()),
  etd: FechaHoraSchema,
  eta: FechaHoraSchema,
});

/**
 * A milestone that happened. `codigo` is one of the shipment's timeline codes (air: BKD RCS MAN DEP
 * ARR RCF NFD AWD CCD DLV; sea and road: DCSA GTIN LOAD DEPA ARRI DISC GTOT DROP …); `fecha` when it
 * happened; `estimada` an optional new estimate of the shipment's arrival. The same (numeroPartida,
 * codigo, fecha) posted again is the same milestone: it answers the same id and changes nothing.
 */
export const RegistrarHitoSchema = v.object({
  numeroPartida: NumeroPartidaSchema,
  codigo: v.pipe(
    v.string('is required'),
    v.trim(),
    v.toUpperCase(),
    v.regex(/^[A-Z]{3,4}$/, 'must be a milestone code of the shipment (3 or 4 letters)'),
  ),
  fecha: InstanteSchema,
  /** Where it happened (port, airport, city), when it differs from the timeline's place. */
  lugar: referenciaOpcional(100),
  estimada: v.optional(v.nullable(InstanteSchema)),
});

/** A posted milestone's id: 202 when recorded now, 200 when the same one was posted before. */
export const HitoRegistradoSchema = v.object({
  id: IdSchema,
});

export type Instante = v.InferOutput<typeof InstanteSchema>;
export type NumeroPartida = v.InferOutput<typeof NumeroPartidaSchema>;
export type GuardarClaveIntegracion = v.InferOutput<typeof GuardarClaveIntegracionSchema>;
export type GuardarClaveIntegracionInput = v.InferInput<typeof GuardarClaveIntegracionSchema>;
export type ClaveIntegracion = v.InferOutput<typeof ClaveIntegracionSchema>;
export type ClaveIntegracionCreada = v.InferOutput<typeof ClaveIntegracionCreadaSchema>;
export type ConfirmarReserva = v.InferOutput<typeof ConfirmarReservaSchema>;
export type ConfirmarReservaInput = v.InferInput<typeof ConfirmarReservaSchema>;
export type ReservaConfirmada = v.InferOutput<typeof ReservaConfirmadaSchema>;
export type RegistrarHito = v.InferOutput<typeof RegistrarHitoSchema>;
export type RegistrarHitoInput = v.InferInput<typeof RegistrarHitoSchema>;
export type HitoRegistrado = v.InferOutput<typeof HitoRegistradoSchema>;
