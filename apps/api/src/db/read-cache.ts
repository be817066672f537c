import type { Db } from './client';
import { dataVersion } from './data-version';

// Reads that a database owned by this process alone can answer from memory. PGlite belongs to this
// process: every change to its data goes through src/db/pglite/, which moves the data version on
// after every statement, before its caller goes on, except a SELECT that PostgreSQL completed in a
// read-only transaction: one that writes (nextval(), setval(), FOR UPDATE, a WITH that inserts,
// updates or deletes, a function that writes) is refused there, runs again as a write and moves it.
// A value read while the version stayed the same is exactly what the database would answer until
// the version moves again. PostgreSQL may be written by other processes (several API processes
// behind a load balancer), so there nothing is kept and every read goes to the database; so does a
// read inside a transaction (not registered).

export { dataVersion } from './data-version';

export interface ReadCacheLimits {
  /** Most values kept; the least recently used go first. */
  entries: number;
  /** Most total size kept (`sizeOf` of each value); a larger value is not kept at all. */
  size?: number;
}

/**
 * Values read from a database by key, valid while its data version stays the same. What is kept is
 * frozen, arrays and objects all the way down: the calls that find it share it.
 */
export class ReadCache<K, V> {
  private readonly entries = new Map<K, { value: V; size: number }>();
  private version: number | undefined;
  private db: Db | undefined;
  private size = 0;

  constructor(
    private readonly limits: ReadCacheLimits,
    private readonly sizeOf: (value: V) => number = () => 1,
  ) {}

  /** The value of `key`: kept, or loaded (and kept when no change happened while it was read). */
  async get(db: Db, key: K, load: () => Promise<V>): Promise<V> {
    const version = dataVersion(db);
    if (version === undefined) return load();
    if (version !== this.version || db !== this.db) this.clear(db, version);
    const kept = this.entries.get(key);
    if (kept) {
      this.entries.delete(key); // most recently used last
      this.entries.set(key, kept);
      return kept.value;
    }
    const value = await load();
    // Kept only when it was read with nothing changed since `version` was taken.
    if (dataVersion(db) === version && version === this.version && db === this.db) {
      this.keep(key, deepFreeze(value));
    }
    return value;
  }

  private keep(key: K, value: V): void {
    const size = this.sizeOf(value);
    const maxSize = this.limits.size ?? Number.POSITIVE_INFINITY;
    if (size > maxSize) return;
    this.entries.set(key, { value, size });
    this.size += size;
    for (const [oldest, entry] of this.entries) {
      if (this.entries.size <= this.limits.entries && this.size <= maxSize) break;
      this.entries.delete(oldest);
      this.size -= entry.size;
    }
  }

  private clear(db: Db, version: number): void {
    this.entries.clear();
    this.size = 0;
    this.version = version;
    this.db = db;
  }
}

/** A drizzle select: its SQL and parameters, and its rows when awaited. */
interface Select<T> extends PromiseLike<T> {
  toSQL(): { sql: string; params: unknown[] };
}

/**
 * `read(rows of query)`, from `cache` when the same SQL with the same parameters was read at this
 * data version (PGlite), else from the database; on PostgreSQL always from the database.
 */
export async function cachedRead<T, V>(
  cache: ReadCache<string, unknown>,
  db: Db,
  query: Select<T>,
  read: (rows: T) => V,
): Promise<V> {
  if (dataVersion(db) === undefined) return read(await query);
  const { sql, params } = query.toSQL();
  // The key holds the SQL, so the value under it is always what `read` made of this query's rows.
  return (await cache.get(db, `${sql}\u0000${JSON.stringify(params)}`, async () => read(await query))) as V;
}

function deepFreeze<T>(value: T): T {
  if (typeof value !== 'object' || value === null || Object.isFrozen(value)) return value;
  for (const item of Object.values(value)) deepFreeze(item);
  return Object.freeze(value);
}
