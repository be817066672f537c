import { randomUUID } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import type { Logger } from '../log';
import { type AppEnv, clientIp } from './context';

// Every answer carries X-Request-Id: the caller's own when it sent a sensible one (a proxy's or a
// client's trace id), else a new UUID. The same id is on the request's line of the access log, on
// the lines logged while serving it, and in error logs, so one failed call can be followed through.

export const REQUEST_ID_HEADER = 'X-Request-Id';
const SENSIBLE_ID = /^[\w.:@=+/-]{1,128}$/;

export const requestIdOf = (given: string | undefined): string =>
  given && SENSIBLE_ID.test(given) ? given : randomUUID();

/**
 * The access log: one JSON line per request with its id, method, path (never the query string, which
 * may carry a recovery token), status, duration until the answer's head, client address and user id.
 */
export const requestLog =
  (log: Logger): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    const requestId = requestIdOf(c.req.header(REQUEST_ID_HEADER));
    c.set('requestId', requestId);
    const started = performance.now();
    try {
      await next();
    } finally {
      c.header(REQUEST_ID_HEADER, requestId);
      log.info('request', {
        reqId: requestId,
        method: c.req.method,
        path: c.req.path,
        status: c.res.status,
        ms: Math.round(performance.now() - started),
        ip: clientIp(c),
        user: c.get('userId'),
      });
    }
  };
