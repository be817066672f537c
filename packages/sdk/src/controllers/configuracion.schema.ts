import * as v from 'valibot';
import {
  CodigoPaisSchema,
  EmailSchema,
  FechaHoraSchema,
  IdSchema,
  MonedaSchema,
  PermisosSchema,
  RolUsuarioSchema,
} from '../common.schema';
import { requiredId } from '../internal/fields';
import { ClaveNuevaSchema } from './validacion.schema';

/** A customer account (entity) as listed for a user. */
export const ClienteAsignadoResumenSchema = v.object({
  id: IdSchema,
  codigo: v.string(),
  nombre: v.string(),
});

/** The signed-in user: who they are, their role, their permission flags and their customer accounts. */
export const PerfilSchema = v.object({
  id: IdSchema,
  usuario: v.string(),
  nombre: v.string(),
  correo: EmailSchema,
  rol: RolUsuarioSchema,
  idioma: v.nullable(v.picklist(['en', 'es'])),
  permisos: PermisosSchema,
  clientes: v.array(ClienteAsignadoResumenSchema),
});

/** Interface languages; `en` is the default and the fallback. */
export const IdiomaSchema = v.picklist(['en', 'es'], 'must be en or es');

/** A required id in a request body. */
const bodyId = requiredId();

// ── Roles ──────────────────────────────────────────────────────────────────────────────────────

/**
 * A role: a named set of permission flags. Its users' tokens carry the role `Administrator` when
 * `permisos.isAdmin` is set, `User` otherwise. `usuarios` counts the users holding it.
 */
export const RolSchema = v.object({
  id: IdSchema,
  nombre: v.string(),
  descripcion: v.nullable(v.string()),
  permisos: PermisosSchema,
  usuarios: v.pipe(v.number(), v.integer(), v.minValue(0)),
});

/** Create (no `id`) or update a role. */
export const GuardarRolSchema = v.object({
  id: v.optional(bodyId),
  nombre: v.pipe(v.string('is required'), v.trim(), v.minLength(1, 'is required'), v.maxLength(60)),
  descripcion: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(300))),
  permisos: PermisosSchema,
});

// ── Users ──────────────────────────────────────────────────────────────────────────────────────

/** `PENDIENTE`: an access request from sign-up awaiting approval; `BAJA`: disabled, tokens revoked. */
export const EstadoUsuarioSchema = v.picklist(['ACTIVO', 'PENDIENTE', 'BAJA']);

/** One row of user management. `rol` is the role's name, `clientes` the number of customer accounts assigned. */
export const UsuarioResumenSchema = v.object({
  id: IdSchema,
  usuario: v.string(),
  nombre: v.string(),
  correo: EmailSchema,
  idRol: IdSchema,
  rol: v.string(),
  esAdministrador: v.boolean(),
  estado: EstadoUsuarioSchema,
  clientes: v.pipe(v.number(), v.integer(), v.minValue(0)),
  ultimoAcceso: v.nullable(FechaHoraSchema),
  fechaAlta: FechaHoraSchema,
});

/** A user in full: the row, contact data, the access request's company and comment, the role's flags. */
export const UsuarioSchema = v.object({
  ...UsuarioResumenSchema.entries,
  idioma: v.nullable(IdiomaSchema),
  telefono: v.nullable(v.string()),
  /** Company given in the sign-up request; null for users created by an administrator. */
  empresa: v.nullable(v.string()),
  comentario: v.nullable(v.string()),
  permisos: PermisosSchema,
});

/** Customer accounts given with a user: assigned in the same transaction (ids already assigned stay). */
const IdsClientesSchema = v.pipe(
  v.array(bodyId, 'must be a list of customer ids'),
  v.maxLength(500, 'must list at most 500 customers'),
);

/**
 * Create (no `id`) or update a user. A new active user without `clave` is e-mailed an invitation to
 * choose their own password (no administrator ever sees it); so is a user without a password when
 * saved active, e.g. an access request (`PENDIENTE`) approved with `activo: true`. `activo: false`
 * disables the account. A `clave` on update resets it. `idsClientes` assigns customer accounts in
 * the same step.
 */
export const GuardarUsuarioSchema = v.object({
  id: v.optional(bodyId),
  usuario: v.pipe(
    v.string('is required'),
    v.trim(),
    v.minLength(3, 'must have at least 3 characters'),
    v.maxLength(50, 'must have at most 50 characters'),
    v.regex(/^[\p{L}\d._@-]+$/u, 'may only contain letters, digits and . _ - @'),
  ),
  nombre: v.pipe(v.string('is required'), v.trim(), v.minLength(1, 'is required'), v.maxLength(120)),
  correo: EmailSchema,
  idRol: bodyId,
  idioma: v.optional(v.nullable(IdiomaSchema)),
  activo: v.boolean('is required'),
  clave: v.optional(ClaveNuevaSchema),
  idsClientes: v.optional(IdsClientesSchema),
});

/** A 409 `ROLE_IN_USE` answer of `eliminarRol`: who holds the role (its `usuarios`, in the error's body). */
export const RolEnUsoSchema = v.object({
  code: v.literal('ROLE_IN_USE'),
  message: v.string(),
  usuarios: v.array(v.object({ id: IdSchema, usuario: v.string(), nombre: v.string() })),
});

// ── Customer accounts ─────────────────────────────────────────────────────────────────────────

/** A customer account (entity) found by code or name, to assign to a user. */
export const CuentaClienteSchema = v.object({
  ...ClienteAsignadoResumenSchema.entries,
  /** Tax id (NIF/VAT number); null when the account has none on file. */
  nif: v.nullable(v.string()),
  pais: CodigoPaisSchema,
  ciudad: v.string(),
});

/** A customer account assigned to a user. `id` is the assignment (`idusuarioentidad`), not the customer. */
export const AsignacionClienteSchema = v.object({
  id: IdSchema,
  idCliente: IdSchema,
  codigo: v.string(),
  nombre: v.string(),
  fechaAsignacion: FechaHoraSchema,
});

/** Customers to add to a user; ids already assigned are left as they are. */
export const AsignarClientesSchema = v.object({
  idsClientes: v.pipe(
    v.array(bodyId, 'is required'),
    v.minLength(1, 'must list at least one customer'),
    v.maxLength(500, 'must list at most 500 customers'),
  ),
});

// ── Application parameters ────────────────────────────────────────────────────────────────────

/** Settings any signed-in user may read: languages, currency, support contact, session and export limits. */
export const ParametrosAplicacionSchema = v.object({
  nombreAplicacion: v.string(),
  version: v.string(),
  idiomas: v.array(IdiomaSchema),
  idiomaPredeterminado: IdiomaSchema,
  moneda: MonedaSchema,
  soporteCorreo: EmailSchema,
  soporteTelefono: v.string(),
  /** Embedded Power BI report; null when the area is not configured. */
  urlPowerBI: v.nullable(v.pipe(v.string(), v.url())),
  /** Idle minutes before the web app signs the user out. */
  minutosInactividad: v.pipe(v.number(), v.integer(), v.minValue(1)),
  /** Row limit of a grid's Excel export. */
  maximoFilasExportacion: v.pipe(v.number(), v.integer(), v.minValue(1)),
});

export type Perfil = v.InferOutput<typeof PerfilSchema>;
export type ClienteAsignadoResumen = v.InferOutput<typeof ClienteAsignadoResumenSchema>;
export type Idioma = v.InferOutput<typeof IdiomaSchema>;
export type Rol = v.InferOutput<typeof RolSchema>;
export type GuardarRol = v.InferOutput<typeof GuardarRolSchema>;
export type GuardarRolInput = v.InferInput<typeof GuardarRolSchema>;
export type EstadoUsuario = v.InferOutput<typeof EstadoUsuarioSchema>;
export type UsuarioResumen = v.InferOutput<typeof UsuarioResumenSchema>;
export type Usuario = v.InferOutput<typeof UsuarioSchema>;
export type GuardarUsuario = v.InferOutput<typeof GuardarUsuarioSchema>;
export type GuardarUsuarioInput = v.InferInput<typeof GuardarUsuarioSchema>;
export type RolEnUso = v.InferOutput<typeof RolEnUsoSchema>;
export type CuentaCliente = v.InferOutput<typeof CuentaClienteSchema>;
export type AsignacionCliente = v.InferOutput<typeof AsignacionClienteSchema>;
export type AsignarClientes = v.InferOutput<typeof AsignarClientesSchema>;
export type AsignarClientesInput = v.InferInput<typeof AsignarClientesSchema>;
export type ParametrosAplicacion = v.InferOutput<typeof ParametrosAplicacionSchema>;
