import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { compress } from 'hono/compress';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { verifyPassword } from './auth/password';
import { Counters } from './auth/rate-limit';
import type { Db } from './db/client';
import type { Env } from './env';
import type { AppDeps, AppEnv } from './http/context';
import type { Controller } from './http/controller';
import { ApiError } from './http/errors';
import { buildOpenApi } from './http/openapi';
import { csrfProtection, securityHeaders } from './http/security';
import { mountWebApp } from './http/static';
import { createLogger, type Logger } from './log';
import type { Mailer } from './mail/mailer';
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
}

export type App = Hono<AppEnv>;

export function createApp(options: CreateAppOptions): App {
  const { db, env, mailer } = options;
  const clock = options.clock ?? (() => new Date());
  const log = options.log ?? createLogger(env.logLevel);
  const controllers = options.controllers ?? allControllers;
  const deps: AppDeps = { db, env, mailer, log, clock, limits: new Counters(db, clock) };
  // The first unknown-user sign-in would otherwise also pay for hashing the decoy.
  void verifyPassword('', null, env.scryptLogN);

  const app = new Hono<AppEnv>();
  app.use('*', async (c, next) => {
    c.set('deps', deps);
    const started = performance.now();
    await next();
    log.debug(`${c.req.method} ${c.req.path} ${c.res.status} ${Math.round(performance.now() - started)} ms`);
  });
  app.use('*', securityHeaders());
  app.use('*', compress());
  app.use('/api/*', async (c, next) => {
    await next();
    c.header('Cache-Control', 'no-store');
  });
  app.use(
    '/api/*',
    bodyLimit({
      maxSize: env.bodyLimitBytes,
      onError: () => {
        throw new ApiError(413, 'PAYLOAD_TOO_LARGE', `body: must be at most ${env.bodyLimitBytes} bytes`, {
          field: 'body',
        });
      },
    }),
  );
  app.use('*', csrfProtection());

  app.get('/api/health', async (c) => {
    try {
      await db.execute(sql`select 1`);
      return c.json({ status: 'ok', database: 'ok', version: API_VERSION });
    } catch (error) {
      log.error('[health] database unreachable', error);
      return c.json({ status: 'unavailable', database: 'unavailable', version: API_VERSION }, 503);
    }
  });
  let openApi: Record<string, unknown> | undefined;
  app.get('/api/openapi.json', (c) => {
    openApi ??= buildOpenApi(controllers, API_VERSION);
    return c.json(openApi);
  });

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
      return c.json(known.toBody(), known.status);
    }
    if (error instanceof HTTPException) {
      const status = error.status as ContentfulStatusCode;
      return c.json({ code: `HTTP_${status}`, message: error.message || 'Request failed' }, status);
    }
    log.error(`[api] ${c.req.method} ${c.req.path} failed`, error);
    return c.json({ code: 'INTERNAL', message: 'An unexpected error occurred; it has been logged' }, 500);
  });
  return app;
}

/** PostgreSQL errors a handler did not anticipate but that are the client's doing, not a crash. */
function fromDatabaseError(error: unknown): ApiError | undefined {
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
