import * as v from 'valibot';
import { FechaHoraSchema, IdSchema, PERIODO_ENTRIES, periodoRules } from '../common.schema';

// The audit log ("who did what"), read by administrators: security and data-changing actions.

/**
 * The actions the audit log records, by code. A row may carry a code this version does not list
 * (a newer server): show the code as it is.
 */
export const ACCIONES_AUDITORIA = [
  'LOGIN_OK',
  'LOGIN_FAILED',
  'LOGIN_BLOCKED',
  'LOGOUT',
  'DENIED',
  'CSRF_REJECTED',
  'PASSWORD_CHANGED',
  'RECOVERY_REQUESTED',
  'ACCESS_REQUESTED',
  'ACCESS_APPROVED',
  'ACCESS_REJECTED',
  'USER_INVITED',
  'USER_CREATED',
  'USER_CHANGED',
  'USER_DISABLED',
  'USER_CUSTOMERS_CHANGED',
  'ROLE_CREATED',
  'ROLE_CHANGED',
  'ROLE_DELETED',
  'INTEGRATION_KEY_CREATED',
  'INTEGRATION_KEY_REVOKED',
  'WEBHOOK_CREATED',
  'WEBHOOK_DELETED',
  'SHARE_LINK_CREATED',
  'SHARE_LINK_REVOKED',
  'SHARE_LINK_OPENED',
  'DOCUMENT_UPLOADED',
  'DOCUMENT_DOWNLOADED',
  'DOCUMENT_DELETED',
  'BOOKING_REQUESTED',
  'BOOKING_CONFIRMED',
  'HAWB_FINALISED',
  'SUPPLY_REQUESTED',
] as const;

/** One audit action code, e.g. `'LOGIN_OK'`. */
export type AccionAuditoria = (typeof ACCIONES_AUDITORIA)[number];

/**
 * The period (`fechainicio` ≤ `fechafin`, at most `MAX_DIAS_PERIODO` days apart; both rules report on
 * `fechafin`) and the optional filters: `usuario` (part of the user name, any case) and `accion`
 * (one action code).
 */
const AuditoriaQueryObject = v.object({
  ...PERIODO_ENTRIES,
  usuario: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(100, 'must be at most 100 characters'))),
  accion: v.optional(
    v.pipe(v.string(), v.trim(), v.regex(/^[A-Z_]{1,40}$/, 'must be an action code such as LOGIN_OK')),
  ),
});
export const AuditoriaQuerySchema = v.pipe(
  AuditoriaQueryObject,
  ...periodoRules<v.InferOutput<typeof AuditoriaQueryObject>>(),
);

/** One row of the audit log. */
export const RegistroAuditoriaSchema = v.object({
  id: IdSchema,
  fecha: FechaHoraSchema,
  /** An `AccionAuditoria` code. */
  accion: v.string(),
  /** Who did it (or whom a sign-in concerned); null when nobody was signed in. */
  usuario: v.nullable(v.string()),
  idUsuario: v.nullable(IdSchema),
  /** The client's address. */
  ip: v.nullable(v.string()),
  detalle: v.nullable(v.string()),
  /** The customer account the action belongs to, when it belongs to one. */
  idCliente: v.nullable(IdSchema),
  /** What was acted on (`partida`, `usuario`, `rol`, `webhook`…) and its id. */
  entidad: v.nullable(v.string()),
  idEntidad: v.nullable(v.string()),
  /** The values before and after a change (plain JSON), when the action changed something. */
  antes: v.unknown(),
  despues: v.unknown(),
});

export type AuditoriaQuery = v.InferInput<typeof AuditoriaQuerySchema>;
export type RegistroAuditoria = v.InferOutput<typeof RegistroAuditoriaSchema>;
