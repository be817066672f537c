import * as v from 'valibot';
import { EmailSchema, FechaHoraSchema } from '../common.schema';

/** User names: letters, digits and `._-@`, as typed at sign-in. */
export const UsuarioNombreSchema = v.pipe(
  v.string('is required'),
  v.trim(),
  v.minLength(1, 'is required'),
  v.maxLength(100, 'is too long'),
);

/** New passwords: 8 to 128 characters (the server also refuses common passwords). */
export const ClaveNuevaSchema = v.pipe(
  v.string('is required'),
  v.minLength(8, 'must have at least 8 characters'),
  v.maxLength(128, 'must have at most 128 characters'),
);

export const LoginSchema = v.object({
  usuario: UsuarioNombreSchema,
  clave: v.pipe(v.string('is required'), v.minLength(1, 'is required'), v.maxLength(128, 'is too long')),
});

/** A signed JWT (HS256). Claims: `sub` (user id), `role` (`Administrator` | `User`), `exp` in seconds. */
export const TokenSchema = v.object({ token: v.pipe(v.string(), v.minLength(1)) });

/** Query of `RecuperarContrasena`: the e-mail of the account. */
export const RecuperarContrasenaQuerySchema = v.object({ correo: EmailSchema });

/** The answer is the same whether or not an account has that e-mail. */
export const RecuperacionSolicitadaSchema = v.object({ enviado: v.literal(true) });

export const CodigoRecuperacionQuerySchema = v.object({
  token: v.pipe(v.string('is required'), v.minLength(16, 'is not a valid recovery token'), v.maxLength(256)),
});

/** Who a valid recovery token belongs to, shown on the reset page. */
export const UsuarioRecuperacionSchema = v.object({
  usuario: v.string(),
  nombre: v.string(),
  caducidad: FechaHoraSchema,
});

/**
 * Change a password: with a recovery `token` (reset page, no session) or, signed in, with
 * `claveActual`. Either one is required; the server answers 400 naming the missing field.
 */
export const CambiarContrasenaSchema = v.object({
  token: v.optional(v.pipe(v.string(), v.maxLength(256))),
  claveActual: v.optional(v.pipe(v.string(), v.maxLength(128))),
  claveNueva: ClaveNuevaSchema,
});

/** Sign-up: an access request, stored as a pending user until an administrator approves it. */
export const SolicitudAccesoSchema = v.object({
  nombre: v.pipe(v.string('is required'), v.trim(), v.minLength(2, 'is required'), v.maxLength(120)),
  correo: EmailSchema,
  empresa: v.pipe(v.string('is required'), v.trim(), v.minLength(2, 'is required'), v.maxLength(160)),
  telefono: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(40))),
  comentario: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(1000))),
  /** The applicant's interface language: the answer to the request is e-mailed in it. */
  idioma: v.optional(v.picklist(['en', 'es'], 'must be en or es')),
});

export const SolicitudAccesoRecibidaSchema = v.object({ recibida: v.literal(true) });

export type Login = v.InferInput<typeof LoginSchema>;
export type Token = v.InferOutput<typeof TokenSchema>;
export type UsuarioRecuperacion = v.InferOutput<typeof UsuarioRecuperacionSchema>;
export type CambiarContrasena = v.InferInput<typeof CambiarContrasenaSchema>;
export type SolicitudAcceso = v.InferInput<typeof SolicitudAccesoSchema>;
export type RecuperarContrasenaQuery = v.InferInput<typeof RecuperarContrasenaQuerySchema>;
export type RecuperacionSolicitada = v.InferOutput<typeof RecuperacionSolicitadaSchema>;
export type CodigoRecuperacionQuery = v.InferInput<typeof CodigoRecuperacionQuerySchema>;
export type SolicitudAccesoRecibida = v.InferOutput<typeof SolicitudAccesoRecibidaSchema>;
