import { sql } from 'drizzle-orm';
import type { Db } from './client';

// Transaction-scoped advisory locks (PostgreSQL and PGlite alike): writes that read, then rewrite a
// set of rows (a user's pinned metrics, a user's grid views) take the lock of that set first, so
// concurrent requests queue instead of deadlocking or breaking a uniqueness rule halfway.

/** First key of `pg_advisory_xact_lock(int, int)`: which kind of set; the second key is its owner. */
const LOCK_SPACES = { monitorPins: 1, gridViews: 2 } as const;

/** Waits for, then holds until the end of the transaction `tx`, the lock of `space` for `owner`. */
export async function lockSet(tx: Db, space: keyof typeof LOCK_SPACES, owner: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${LOCK_SPACES[space]}::int, ${owner}::int)`);
}
