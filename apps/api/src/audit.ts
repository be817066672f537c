import type { AppDeps } from './core/deps';
import { auditoria } from './db/schema/index';

export type AuditEvent =
  | 'LOGIN_OK'
  | 'LOGIN_FAILED'
  | 'LOGIN_BLOCKED'
  | 'DENIED'
  | 'CSRF_REJECTED'
  | 'LOGOUT'
  | 'PASSWORD_CHANGED'
  | 'RECOVERY_REQUESTED'
  | 'ACCESS_REQUESTED'
  | 'ACCESS_APPROVED'
  | 'ACCESS_REJECTED'
  | 'USER_INVITED'
  | 'USER_DISABLED'
  | 'INTEGRATION_KEY_CREATED'
  | 'INTEGRATION_KEY_REVOKED'
  | 'BOOKING_CONFIRMED'
  | 'USER_CREATED'
  | 'USER_CHANGED'
  | 'USER_CUSTOMERS_CHANGED'
  | 'ROLE_CREATED'
  | 'ROLE_CHANGED'
  | 'ROLE_DELETED'
  | 'WEBHOOK_CREATED'
  | 'WEBHOOK_DELETED'
  | 'BOOKING_REQUESTED'
  | 'HAWB_FINALISED'
  | 'SUPPLY_REQUESTED'
  | 'DOCUMENT_UPLOADED'
  | 'DOCUMENT_DOWNLOADED'
  | 'DOCUMENT_DELETED'
  | 'SHARE_LINK_CREATED'
  | 'SHARE_LINK_REVOKED'
  | 'SHARE_LINK_OPENED';

/**
 * One security event, in plain values: a handler passes `...requestOrigin(c)` (http/context.ts) for
 * where it happened. One object, so the entry can grow (before and after values, more events)
 * without touching the callers that do not use what is added.
 */
export interface AuditEntry {
  /** Where the event is recorded: table `auditoria` and the log. */
  deps: Pick<AppDeps, 'db' | 'log'>;
  /** X-Request-Id of the request the event belongs to. */
  requestId: string;
  /** The client's address. */
  ip: string;
  event: AuditEvent;
  /** The user concerned, when there is one. */
  who?: { idUsuario?: number | undefined; usuario?: string | undefined };
  detail?: string | undefined;
  /** The customer the event belongs to (shown to that customer's users in an entity's activity). */
  idCliente?: number | undefined;
  /** What was acted on: `'partida'`, `'dossier'`, `'usuario'`, `'rol'`, `'webhook'`… */
  entidad?: string | undefined;
  /** The id of what was acted on, as text. */
  idEntidad?: string | undefined;
  /** The values before a change (plain JSON, never secrets). */
  antes?: unknown;
  /** The values after a change (plain JSON, never secrets). */
  despues?: unknown;
}

/** Records a security event (table `auditoria` and the log). Never fails the request it belongs to. */
export async function audit({
  deps,
  requestId,
  ip,
  event,
  who = {},
  detail,
  idCliente,
  entidad,
  idEntidad,
  antes,
  despues,
}: AuditEntry): Promise<void> {
  const { db, log } = deps;
  log.info('audit', { reqId: requestId, event, usuario: who.usuario, ip, detalle: detail });
  try {
    await db.insert(auditoria).values({
      evento: event,
      idUsuario: who.idUsuario ?? null,
      usuario: who.usuario?.slice(0, 100) ?? null,
      ip,
      detalle: detail?.slice(0, 500) ?? null,
      idCliente: idCliente ?? null,
      entidad: entidad?.slice(0, 20) ?? null,
      idEntidad: idEntidad?.slice(0, 40) ?? null,
      antes: antes ?? null,
      despues: despues ?? null,
    });
  } catch (error) {
    log.error(`[audit] could not record ${event}`, error);
  }
}
