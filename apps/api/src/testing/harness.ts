import { randomBytes } from 'node:crypto';
import { createExtranetClient, type ExtranetClient } from '@extranet/sdk';
import { MAX_DIAS_PERIODO } from '@extranet/sdk/schemas';
import { eq, sql } from 'drizzle-orm';
import { type App, createApp } from '../app';
import { issueToken } from '../auth/session';
import { type Database, openDatabase, quoteIdent } from '../db/client';
import { migrate } from '../db/migrate';
import { roles, usuarios } from '../db/schema/index';
import { type Env, testEnv } from '../env';
import type { Controller } from '../http/controller';
import type { Logger } from '../log';
import { createMemoryMailer } from '../mail/mailer';
import { flushMail } from '../mail/outbox';
import { seedDemo } from '../seed/index';

// Integration-test harness: a real database (in-memory PGlite, or PostgreSQL when API_TEST_DB=pg,
// each test file in its own schema), migrated and seeded `small`, an app, and SDK clients whose
// fetch is `app.request` (no network).

export const TEST_BASE_URL = 'http://api.test';
export const PG_TEST_URL = process.env.API_TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
export const DEMO_PASSWORDS = { admin: 'Admin#2026', demo: 'Demo#2026', tracking: 'Tracking#2026' } as const;

/** A clock that runs with real time plus an offset the test moves forward. */
export interface TestClock {
  (): Date;
  advance(ms: number): void;
  /** Stops real time for this clock (only `advance` moves it), until `resume`: for exact windows. */
  freeze(): void;
  resume(): void;
}

export interface TestApi {
  app: App;
  db: Database['db'];
  database: Database;
  env: Env;
  clock: TestClock;
  mailer: ReturnType<typeof createMemoryMailer>;
  /** An SDK client without a token. */
  anonymous: ExtranetClient;
  /** An SDK client sending `token` (or none). */
  clientWith(token: string | null | undefined): ExtranetClient;
  /** Signs in through the SDK; the demo accounts need no password. */
  signIn(usuario: string, clave?: string): Promise<{ token: string; client: ExtranetClient }>;
  /** A token for an existing user without signing in (no password, no rate limit). */
  tokenFor(usuario: string): Promise<string>;
  /** A raw request to the app: `request('/api/health')`. */
  request(path: string, init?: RequestInit): Promise<Response>;
  close(): Promise<void>;
}

export interface TestApiOptions {
  env?: Partial<Env>;
  /** Replace the app's controllers (core tests mount handlers of their own). */
  controllers?: readonly Controller[];
  /** Demo data: true (default) the `small` demo data, 'core' users/roles/customers only, false none. */
  seed?: boolean | 'core';
  /** The app's logger (default: none, as `LOG_LEVEL=silent`). */
  log?: Logger;
}

async function openTestDatabase(): Promise<{ database: Database; drop(): Promise<void> }> {
  if (process.env.API_TEST_DB !== 'pg') {
    const database = await openDatabase();
    return { database, drop: async () => undefined };
  }
  const schemaName = `test_${randomBytes(6).toString('hex')}`;
  const database = await openDatabase({
    databaseUrl: PG_TEST_URL,
    schemaName,
    maxConnections: 4,
    heartbeat: false,
  });
  return {
    database,
    drop: async () => {
      await database.db.execute(sql.raw(`DROP SCHEMA IF EXISTS ${quoteIdent(schemaName)} CASCADE`));
    },
  };
}

export async function createTestApi(options: TestApiOptions = {}): Promise<TestApi> {
  const { database, drop } = await openTestDatabase();
  const env = testEnv(options.env);
  try {
    await migrate(database.db, { schemaName: database.schemaName });
    if (options.seed !== false) {
      await seedDemo(database.db, {
        scale: 'small',
        passwordLogN: env.scryptLogN,
        domains: options.seed !== 'core',
      });
    }
  } catch (error) {
    // Leave no half-built schema behind on the shared PostgreSQL server.
    await drop().catch(() => undefined);
    await database.close();
    throw error;
  }
  let offset = 0;
  let frozenAt: number | null = null;
  const clock = Object.assign(() => new Date((frozenAt ?? Date.now()) + offset), {
    advance: (ms: number) => {
      offset += ms;
    },
    freeze: () => {
      frozenAt = Date.now();
    },
    resume: () => {
      if (frozenAt !== null) offset -= Date.now() - frozenAt;
      frozenAt = null;
    },
  });
  const mailer = createMemoryMailer();
  const app = createApp({
    db: database.db,
    env,
    mailer,
    clock,
    controllers: options.controllers,
    health: database.health,
    log: options.log,
  });
  const fetch: typeof globalThis.fetch = async (input, init) => app.request(input, init);
  const clientWith = (token: string | null | undefined) =>
    createExtranetClient({ baseURL: TEST_BASE_URL, fetch, getToken: () => token, maxRetries: 0 });
  const anonymous = clientWith(null);
  return {
    app,
    db: database.db,
    database,
    env,
    clock,
    mailer,
    anonymous,
    clientWith,
    signIn: async (usuario, clave) => {
      const password = clave ?? DEMO_PASSWORDS[usuario as keyof typeof DEMO_PASSWORDS];
      if (!password) throw new Error(`signIn(${usuario}): give the password`);
      const { token } = await anonymous.validacion.login({ body: { usuario, clave: password } });
      return { token, client: clientWith(token) };
    },
    tokenFor: async (usuario) => {
      const [row] = await database.db
        .select({ id: usuarios.id, usuario: usuarios.usuario, isAdmin: roles.isAdmin })
        .from(usuarios)
        .innerJoin(roles, eq(roles.id, usuarios.idRol))
        .where(eq(usuarios.usuario, usuario));
      if (!row) throw new Error(`tokenFor(${usuario}): no such user`);
      return issueToken({ env, clock }, row);
    },
    request: async (path, init) => app.request(`${TEST_BASE_URL}${path}`, init),
    close: async () => {
      await flushMail();
      try {
        await drop();
      } finally {
        await database.close();
      }
    },
  };
}

/** The `{ code, message, field }` of a rejected SDK call (fails the test when the call succeeded). */
export async function rejection(
  promise: Promise<unknown>,
): Promise<{ status: number; code: string; field?: string; message: string }> {
  try {
    await promise;
  } catch (error) {
    const e = error as { status?: number; code?: string; field?: string; message: string };
    if (typeof e.status !== 'number') throw error;
    return { status: e.status, code: e.code ?? '', field: e.field, message: e.message };
  }
  throw new Error('expected the call to fail, it succeeded');
}

type PeriodArg = { fechainicio: string | Date; fechafin: string | Date };

/**
 * A "…Periodo" list over a span longer than the API allows (`MAX_DIAS_PERIODO`): one call per slice
 * of at most that many days, newest slice first, rows concatenated (so a newest-first list stays
 * newest first) without repeating an id (calls that read whole UTC days see a boundary day twice).
 * Tests that need the whole demo history (18 months) ask for it this way.
 */
export async function acrossPeriods<T extends { id: number }>(
  list: (period: { fechainicio: string; fechafin: string }) => Promise<T[]>,
  period: PeriodArg,
): Promise<T[]> {
  const from = new Date(period.fechainicio).getTime();
  const rows = new Map<number, T>();
  for (let end = new Date(period.fechafin).getTime(); end >= from; ) {
    const start = Math.max(from, end - MAX_DIAS_PERIODO * 86_400_000);
    const slice = { fechainicio: new Date(start).toISOString(), fechafin: new Date(end).toISOString() };
    for (const row of await list(slice)) if (!rows.has(row.id)) rows.set(row.id, row);
    end = start - 1; // both ends are inclusive: the next slice ends 1 ms earlier
  }
  return [...rows.values()];
}
