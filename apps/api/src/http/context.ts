import type { Permisos } from '@extranet/sdk/schemas';
import type { Context } from 'hono';
import type { TokenClaims } from '../auth/jwt';
import type { Counters } from '../auth/rate-limit';
import type { Db } from '../db/client';
import type { Env } from '../env';
import type { Logger } from '../log';
import type { Mailer } from '../mail/mailer';

/** What every request can reach: the database, configuration and services. */
export interface AppDeps {
  db: Db;
  env: Env;
  mailer: Mailer;
  log: Logger;
  /** The app's notion of now (tests move it forward). */
  clock: () => Date;
  /** Rate-limit counters, in the database so every process shares them. */
  limits: Counters;
}

/**
 * The signed-in caller, read from the database for every request (on PGlite kept until any write,
 * src/auth/session.ts): revocation and role changes apply at once.
 */
export interface SessionUser {
  id: number;
  usuario: string;
  nombre: string;
  correo: string;
  idRol: number;
  rol: 'Administrator' | 'User';
  isAdmin: boolean;
  permisos: Permisos;
  idioma: 'en' | 'es' | null;
  /** The customer accounts the caller may see (administrators: every customer). */
  clienteIds: readonly number[];
  /**
   * The one customer account the caller chose to see (the `X-Customer-Account` header, the web's
   * account switcher), or null for all of `clienteIds`. Data scoping (http/scope.ts) honours it.
   */
  cuenta: number | null;
  claims: TokenClaims;
}

export interface AppEnv {
  Variables: {
    deps: AppDeps;
    /** X-Request-Id of this request (src/http/request-log.ts). */
    requestId: string;
    /** The signed-in caller's id, once authenticated (for the access log). */
    userId?: number;
  };
  Bindings: { incoming?: { socket?: { remoteAddress?: string } } };
}

export type AppContext = Context<AppEnv>;

/** The client's IP: the socket's, or the first X-Forwarded-For hop behind a trusted proxy. */
export function clientIp(c: AppContext): string {
  const deps = c.get('deps');
  if (deps.env.trustProxy) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
    if (forwarded) return forwarded.slice(0, 64);
  }
  return c.env?.incoming?.socket?.remoteAddress ?? 'local';
}
