import * as v from 'valibot';
import { ConteoSchema, FechaHoraSchema, IdSchema } from '../common.schema';

// Public tracking links of a shipment (Tracking/CompartirPartida and the calls beside it). The page
// the link opens reads `publico.obtenerPartida` (publico.schema.ts).

/** Days a new link lasts: 1 to 90, 30 when not given. */
export const CompartirPartidaSchema = v.object({
  caducaDias: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(90)), 30),
});

/** A new link, the only time its `token` is shown: the server keeps its SHA-256 alone. */
export const EnlaceCreadoSchema = v.object({
  id: IdSchema,
  /** At least 128 random bits, base64url: the last segment of `url`. */
  token: v.string(),
  /** The public page: the web app's origin + `/s/{token}`. */
  url: v.pipe(v.string(), v.url()),
  caduca: FechaHoraSchema,
});

/** A link as listed: never its token. */
export const EnlaceCompartidoSchema = v.object({
  id: IdSchema,
  /** User name of whoever created it. */
  usuario: v.string(),
  fechaAlta: FechaHoraSchema,
  caduca: FechaHoraSchema,
  /** When it was revoked; a revoked link opens nothing and cannot be restored. */
  revocado: v.nullable(FechaHoraSchema),
  /** User name of whoever revoked it. */
  revocadoPor: v.nullable(v.string()),
  /** Times the public page was opened with it. */
  aperturas: ConteoSchema,
  ultimaApertura: v.nullable(FechaHoraSchema),
});

export type CompartirPartida = v.InferOutput<typeof CompartirPartidaSchema>;
export type CompartirPartidaInput = v.InferInput<typeof CompartirPartidaSchema>;
export type EnlaceCreado = v.InferOutput<typeof EnlaceCreadoSchema>;
export type EnlaceCompartido = v.InferOutput<typeof EnlaceCompartidoSchema>;
