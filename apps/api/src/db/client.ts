import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
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
  close(): Promise<void>;
}

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
}

export async function openDatabase(options: OpenOptions = {}): Promise<Database> {
  if (options.databaseUrl) {
    const schemaName = options.schemaName ?? 'public';
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.maxConnections ?? 10,
      // Every pooled connection resolves unqualified names in the chosen schema.
      options: schemaName === 'public' ? undefined : `-c search_path=${quoteIdent(schemaName)}`,
    });
    pool.on('error', (error) => console.error('[db] idle PostgreSQL client error:', error.message));
    if (schemaName !== 'public') await pool.query(`CREATE SCHEMA IF NOT EXISTS ${quoteIdent(schemaName)}`);
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
          await client.query('select pg_advisory_lock($1)', [STARTUP_LOCK_KEY]);
          return await work();
        } finally {
          await client.query('select pg_advisory_unlock($1)', [STARTUP_LOCK_KEY]).catch(() => undefined);
          client.release();
        }
      },
      close: () => pool.end(),
    };
  }
  const inMemory = !options.dataDir || options.dataDir === 'memory://';
  if (!inMemory) mkdirSync(options.dataDir as string, { recursive: true });
  const client = await PGlite.create(inMemory ? 'memory://' : (options.dataDir as string));
  return {
    db: drizzlePglite({ client, schema }) as unknown as Db,
    driver: 'pglite',
    location: inMemory ? 'memory://' : (options.dataDir as string),
    schemaName: 'public',
    withStartupLock: (work) => work(), // one process owns the data directory
    close: () => client.close(),
  };
}

export const quoteIdent = (name: string): string => `"${name.replaceAll('"', '""')}"`;
