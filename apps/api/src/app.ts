import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { compress } from 'hono/compress';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { verifyPassword } from './auth/password';
import { Counters } from './auth/rate-limit';
import type { AppDeps, Mailer } from './core/deps';
import { ApiError } from './core/errors';
import type { Db } from './db/client';
import { alwaysUp, type DatabaseHealth, isDatabaseUnreachable } from './db/health';
import type { Env } from './env';
import { databaseUnavailable, RETRY_AFTER_SECONDS, whileDatabaseAnswers } from './http/availability';
import { jsonAnswer } from './http/compression';
import type { AppEnv } from './http/context';
import type { Controller } from './http/controller';
import { isUploadRequest } from './http/files';
import { buildOpenApi } from './http/openapi';
import { requestLog } from './http/request-log';
import { csrfProtection, securityHeaders } from './http/security';
import { mountWebApp } from './http/static';
import { createLogger, type Logger } from './log';
import { controllers as allControllers } from './routes/index';
import { API_VERSION } from './version';

export interface CreateAppOptions {
  db: Db;
  env: Env;
  mailer: Mailer;
  /** The app's clock (tests move it to expire tokens). Default: the system clock. */
  clock?: () => Date;
  log?: Logger;
  controllers?: readonly Controller[];
  /** Whether the database answers (src/db/health.ts); default: always, asking it on /api/ready. */
  health?: DatabaseHealth;
}

export type App = Hono<AppEnv>;

/** Longest URL the API reads; no call needs a tenth of it. */
const MAX_URL_LENGTH = 8_192;

export function createApp(options: CreateAppOptions): App {
  const { db, env, mailer } = options;
  const clock = options.clock ?? (() => new Date());
  const log = options.log ?? createLogger(env.logLevel);
  const controllers = options.controllers ?? allControllers;
  const health =
    options.health ?? alwaysUp(async () => !!(await db.execute(sql`select 1`).catch(() => false)));
  const deps: AppDeps = { db, env, mailer, log, clock, limits: new Counters(db, clock) };
  // The first unknown-user sign-in would otherwise also pay for hashing the decoy.
  void verifyPassword('', null, env.scryptLogN);

  const app = new Hono<AppEnv>();
  app.use('*', async (c, next) => {
    c.set('deps', deps);
    await next();
  });
  app.use('*', requestLog(log));
  app.use('*', securityHeaders());
  // The API's JSON is compressed where it is made (src/http/compression.ts), and this skips it (it
  // has a Content-Encoding or a Content-Length under the threshold): this is for the web app's files.
  app.use('*', compress());
  app.use('/api/*', async (c, next) => {
    await next();
    c.header('Cache-Control', 'no-store');
  });
  app.use('/api/*', async (c, next) => {
    // Node refuses request heads over 16 KB (src/http/client-errors.ts); the API stops earlier.
    if (c.req.url.length > MAX_URL_LENGTH) {
      throw new ApiError(414, 'URI_TOO_LONG', `url: must be at most ${MAX_URL_LENGTH} characters`, {
        field: 'url',
      });
    }
    await next();
  });
  const limitBody = bodyLimit({
    maxSize: env.bodyLimitBytes,
    onError: () => {
      throw new ApiError(413, 'PAYLOAD_TOO_LARGE', `body: must be at most ${env.bodyLimitBytes} bytes`, {
        field: 'body',
      });
    },
  });
  app.use('/api/*', (c, next) =>
    // Hono's bodyLimit asks every request for its body stream, and on Node that alone builds a full
    // web Request (headers, abort signal, stream) even for a GET without one: a GET is only checked
    // when its head announces a body.
    ((c.req.method === 'GET' || c.req.method === 'HEAD') &&
      c.req.header('content-length') === undefined &&
      c.req.header('transfer-encoding') === undefined) ||
    // A file upload counts its own bytes as they stream in (http/files.ts), to a larger limit.
    isUploadRequest(c)
      ? next()
      : limitBody(c, next),
  );
  app.use('*', csrfProtection());

  // Liveness: answers at once, never waiting on the database (its last known state is a hint).
  app.get('/api/health', (c) =>
    jsonAnswer(c, {
      status: 'ok',
      database: health.state() === 'up' ? 'ok' : 'unavailable',
      version: API_VERSION,
    }),
  );
  // Readiness: can this process serve data calls now?
  app.get('/api/ready', async (c) => {
    if (await health.check()) return jsonAnswer(c, { status: 'ready', database: 'ok', version: API_VERSION });
    c.header('Retry-After', String(RETRY_AFTER_SECONDS));
    return jsonAnswer(c, { status: 'unavailable', database: 'unavailable', version: API_VERSION }, 503);
  });
  let openApi: Record<string, unknown> | undefined;
  app.get('/api/openapi.json', (c) => {
    openApi ??= buildOpenApi(controllers, API_VERSION);
    return jsonAnswer(c, openApi);
  });

  // Registered after the service endpoints above, which answer before it: liveness, readiness
  // and the OpenAPI document never wait on the database.
  app.use('/api/*', whileDatabaseAnswers(health));
  for (const controller of controllers) app.route('/', controller.router);
  app.all('/api/*', (c) => {
    throw new ApiError(404, 'NOT_FOUND', `No API call ${c.req.method} ${c.req.path}`);
  });
  mountWebApp(app, env.webDist);
  app.notFound((c) => c.json({ code: 'NOT_FOUND', message: 'Not found' }, 404));

  app.onError((error, c) => {
    const known = error instanceof ApiError ? error : fromDatabaseError(error);
    if (known) {
      for (const [name, value] of Object.entries(known.headers)) c.header(name, value);
      return jsonAnswer(c, known.toBody(), known.status);
    }
    if (error instanceof HTTPException) {
      const status = error.status as ContentfulStatusCode;
      return jsonAnswer(c, { code: `HTTP_${status}`, message: error.message || 'Request failed' }, status);
    }
    log.error(`[api] ${c.req.method} ${c.req.path} failed`, { reqId: c.get('requestId'), err: error });
    return jsonAnswer(
      c,
      { code: 'INTERNAL', message: 'An unexpected error occurred; it has been logged' },
      500,
    );
  });
  return app;
}

/** PostgreSQL errors a handler did not anticipate but that are the client's doing, not a crash. */
function fromDatabaseError(error: unknown): ApiError | undefined {
  if (isDatabaseUnreachable(error)) return databaseUnavailable();
  let current: unknown = error;
  for (let depth = 0; current && depth < 4; depth++) {
    const code = (current as { code?: unknown }).code;
    if (code === '23505') return new ApiError(409, 'CONFLICT', 'The record already exists');
    if (code === '23503') {
      return new ApiError(409, 'CONFLICT', 'The record is in use, or refers to a record that does not exist');
    }
    if (typeof code === 'string' && /^22/.test(code)) {
      return new ApiError(400, 'VALIDATION', 'A value is out of range or malformed');
    }
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}
