import * as v from 'valibot';
import { FechaHoraSchema, IdSchema } from '../common.schema';

// The shipment's own activity (the audit log's rows about one shipment), as its customer sees it.

/** What happened to a shipment that its activity lists (`AccionAuditoria` codes). */
export const ACCIONES_ACTIVIDAD_PARTIDA = [
  'BOOKING_REQUESTED',
  'BOOKING_CONFIRMED',
  'SHARE_LINK_CREATED',
  'SHARE_LINK_REVOKED',
  'SHARE_LINK_OPENED',
  'DOCUMENT_UPLOADED',
  'DOCUMENT_DOWNLOADED',
  'DOCUMENT_DELETED',
] as const;

/** One thing done to a shipment: when, what, by whom (no addresses, no internal ids). */
export const ActividadPartidaSchema = v.object({
  id: IdSchema,
  fecha: FechaHoraSchema,
  /** An `AccionAuditoria` code, e.g. `SHARE_LINK_CREATED`. */
  accion: v.string(),
  /** The user who did it; null for someone without an account (a public link opened) or a system. */
  usuario: v.nullable(v.string()),
  /** A short description (a document's name, a link's expiry), when there is one. */
  detalle: v.nullable(v.string()),
});

export type ActividadPartida = v.InferOutput<typeof ActividadPartidaSchema>;
