import type { Context } from 'hono';
import type { IntegrationCaller } from '../auth/integration-keys';
import type { AppDeps, RequestOrigin } from '../core/deps';

export interface AppEnv {
  Variables: {
    deps: AppDeps;
    /** X-Request-Id of this request (src/http/request-log.ts). */
    requestId: string;
    /** The signed-in caller's id, once authenticated (for the access log). */
    userId?: number;
    /** The integration key of a system caller (`x-api-key`), on integration calls. */
    integrationKey?: IntegrationCaller;
    /** A handler's success status other than 200 (202 Accepted for a newly recorded milestone). */
    answerStatus?: 201 | 202;
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

/** What a service needs of this request (the audit log, sign-in limits): deps, request id, address. */
export const requestOrigin = (c: AppContext): RequestOrigin => ({
  deps: c.get('deps'),
  requestId: c.get('requestId'),
  ip: clientIp(c),
});
