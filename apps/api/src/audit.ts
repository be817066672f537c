import { auditoria } from './db/schema/index';
import { type AppContext, clientIp } from './http/context';

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
  | 'USER_DISABLED';

/** Records a security event (table `auditoria` and the log). Never fails the request it belongs to. */
export async function audit(
  c: AppContext,
  evento: AuditEvent,
  who: { idUsuario?: number | undefined; usuario?: string | undefined },
  detalle?: string,
): Promise<void> {
  const { db, log } = c.get('deps');
  const ip = clientIp(c);
  log.info('audit', { reqId: c.get('requestId'), event: evento, usuario: who.usuario, ip, detalle });
  try {
    await db.insert(auditoria).values({
      evento,
      idUsuario: who.idUsuario ?? null,
      usuario: who.usuario?.slice(0, 100) ?? null,
      ip,
      detalle: detalle?.slice(0, 500) ?? null,
    });
  } catch (error) {
    log.error(`[audit] could not record ${evento}`, error);
  }
}
