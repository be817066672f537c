import { mkdirSync } from 'node:fs';
import { PGlite, types } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { registerDataVersion } from './data-version';
import { alwaysUp, type DatabaseHealth, startHeartbeat } from './health';
import { createCluster, isCluster } from './pglite/new-cluster';
import { preparedStatements } from './pglite/prepared-client';
import * as schema from './schema/index';

export type Schema = typeof schema;
/** One drizzle type for both drivers (a transaction is one too). */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  driver: 'pglite' | 'pg';
  /** Where the data lives, for the start-up log (never the password of a URL). */
  location: string;
  /** The PostgreSQL schema the tables live in (`public` unless a test isolates itself). */
  schemaName: string;
  /**
   * Runs `work` (migrate, then seed when empty) while holding a PostgreSQL advisory lock, so API
   * processes starting together behind a load balancer do it one after the other.
   */
  withStartupLock<T>(work: () => Promise<T>): Promise<T>;
  /** Whether the database answers (a heartbeat for PostgreSQL): 503 at once while it does not. */
  health: DatabaseHealth;
  close(): Promise<void>;
}

/**
 * PostgreSQL time limits, so a stopped or frozen server costs a request seconds, not forever.
 * Statements longer than `statementMs` are cancelled by the server (and abandoned by the client
 * 5 s later, should the server not even manage that); `idleMs` closes idle pooled connections and
 * sessions left idle inside a transaction.
 */
export interface DatabaseTimeouts {
  /** Connecting, or waiting for a pooled connection. */
  connectMs: number;
  statementMs: number;
  idleMs: number;
}

export const DEFAULT_TIMEOUTS: DatabaseTimeouts = { connectMs: 1_500, statementMs: 15_000, idleMs: 30_000 };

/** Key of the advisory lock taken around migrations and seeding ("extranet" in ASCII, truncated). */
const STARTUP_LOCK_KEY = 0x65787472;

export interface OpenOptions {
  /** `postgres://…`: a PostgreSQL server through node-postgres. */
  databaseUrl?: string | undefined;
  /** PGlite directory; omitted (or `memory://`) for an in-memory database. */
  dataDir?: string | undefined;
  /** PostgreSQL only: put every table in this schema (created if missing) through `search_path`. */
  schemaName?: string | undefined;
  /** PostgreSQL only: pool size. */
  maxConnections?: number;
  /** PostgreSQL only: time limits (default DEFAULT_TIMEOUTS). */
  timeouts?: Partial<DatabaseTimeouts>;
  /** PostgreSQL only: run the heartbeat (default true; tests of other things turn it off). */
  heartbeat?: boolean;
  /** Told when the heartbeat finds the database gone or back. */
  onHealthChange?: (state: 'up' | 'down', error?: unknown) => void;
  /** Where a pooled connection's failure while idle is reported (default: stderr). */
  onIdleError?: (error: Error) => void;
}

export async function openDatabase(options: OpenOptions = {}): Promise<Database> {
  if (options.databaseUrl) {
    const schemaName = options.schemaName ?? 'public';
    const timeouts = { ...DEFAULT_TIMEOUTS, ...options.timeouts };
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.maxConnections ?? 10,
      // Every pooled connection resolves unqualified names in the chosen schema.
      options: schemaName === 'public' ? undefined : `-c search_path=${quoteIdent(schemaName)}`,
      connectionTimeoutMillis: timeouts.connectMs,
      idleTimeoutMillis: timeouts.idleMs,
      statement_timeout: timeouts.statementMs,
      idle_in_transaction_session_timeout: timeouts.idleMs,
      query_timeout: timeouts.statementMs + 5_000,
      keepAlive: true,
    });
    // A pooled connection that fails while idle (the server stopped) is dropped by the pool; say so.
    pool.on(
      'error',
      options.onIdleError ?? ((error) => console.error('[db] idle connection failed:', error.message)),
    );
    if (schemaName !== 'public') await pool.query(`CREATE SCHEMA IF NOT EXISTS ${quoteIdent(schemaName)}`);
    const health =
      options.heartbeat === false
        ? alwaysUp(async () => !!(await pool.query('select 1').catch(() => false)))
        : startHeartbeat({ ...heartbeatConnection(options.databaseUrl), onChange: options.onHealthChange });
    const url = new URL(options.databaseUrl);
    url.password = '';
    return {
      db: drizzlePg({ client: pool, schema }) as unknown as Db,
      driver: 'pg',
      location: url.toString(),
      schemaName,
      withStartupLock: async (work) => {
        const client = await pool.connect();
        try {
          // Another process may be seeding for longer than any statement may take: wait for it.
          await client.query('set statement_timeout = 0');
          await client.query({
            text: 'select pg_advisory_lock($1)',
            values: [STARTUP_LOCK_KEY],
            query_timeout: 3_600_000,
          } as pg.QueryConfig);
          return await work();
        } finally {
          await client.query('select pg_advisory_unlock($1)', [STARTUP_LOCK_KEY]).catch(() => undefined);
          await client.query('reset statement_timeout').catch(() => undefined);
          client.release();
        }
      },
      health,
      close: async () => {
        health.stop();
        await pool.end();
      },
    };
  }
  const inMemory = !options.dataDir || options.dataDir === 'memory://';
  if (!inMemory) {
    mkdirSync(options.dataDir as string, { recursive: true });
    // initdb in an instance of its own, closed before this one opens (pglite/new-cluster.ts).
    if (!isCluster(options.dataDir as string)) await createCluster(options.dataDir as string);
  }
  const client = await PGlite.create(inMemory ? 'memory://' : (options.dataDir as string), {
    // bytea parameters as they are, sent in binary (PGlite's default writes them as hex text): the
    // seed's bulk insert sends its long texts as bytes (seed/bulk-insert.ts).
    serializers: { [types.BYTEA]: ((bytes: Uint8Array) => bytes) as unknown as (value: unknown) => string },
    // PostgreSQL's own page cache lives in the WASM memory, which never shrinks: 128 MB by default.
    // Pages it does not hold are read from the data folder's files, which the operating system
    // caches outside this process. 32 MB took the open database from 199 to 138 MB of WASM memory
    // (resident: 350 → 250 MB) with scans no slower (measured here).
    startParams: [...PGlite.defaultStartParams, '-c', 'shared_buffers=32MB'],
  });
  // Statements parsed once and run in one call each (src/db/pglite/); this process alone writes the
  // data, so reads may be kept while its version stays the same (src/db/read-cache.ts). Every use of
  // the database goes through this client, which orders them (its lock).
  const statements = preparedStatements(client);
  const db = drizzlePglite({ client: statements as unknown as PGlite, schema }) as unknown as Db;
  registerDataVersion(db, statements.dataVersion);
  return {
    db,
    driver: 'pglite',
    location: inMemory ? 'memory://' : (options.dataDir as string),
    schemaName: 'public',
    withStartupLock: (work) => work(), // one process owns the data directory
    health: alwaysUp(async () => !!(await statements.query('select 1').catch(() => false))),
    close: () => statements.close(),
  };
}

/**
 * `select 1` on a connection of the heartbeat's own (a full pool must not look like a dead server);
 * a connection that failed or timed out is dropped without waiting for the server to agree.
 */
function heartbeatConnection(connectionString: string): { ping(): Promise<void>; close(): void } {
  let client: pg.Client | undefined;
  const drop = () => {
    client?.connection?.stream?.destroy();
    client = undefined;
  };
  return {
    ping: async () => {
      try {
        if (!client) {
          client = new pg.Client({ connectionString, connectionTimeoutMillis: 1_000, query_timeout: 1_000 });
          client.on('error', () => undefined); // noticed by the next ping
          await client.connect();
        }
        await client.query('select 1');
      } catch (error) {
        drop();
        throw error;
      }
    },
    close: drop,
  };
}

export const quoteIdent = (name: string): string => `"${name.replaceAll('"', '""')}"`;
