import { sql } from 'drizzle-orm';
import type { Db } from './client';
import { rowsOf } from './rows';

// Planner statistics. PostgreSQL's autovacuum gathers them; PGlite has no background workers, so a
// database it seeded was never analysed and every plan was guessed from page counts (pg_stats
// empty). The start-up analyses after seeding, and an embedded database that has no statistics yet.

/**
 * Sample size per column (PostgreSQL's default is 100): the tables' skew is in a few dozen customer
 * ids and statuses, and at 100 the demo database's ANALYZE took about 6 s of a loaded 2-core start.
 */
const STATISTICS_TARGET = 20;

/**
 * Whether the current schema's tables have planner statistics. Reads pg_statistic, which needs a
 * superuser (PGlite's only user is one): the pg_stats view would do without, but its first read
 * costs a restart about 150 ms of catalog loading where this costs about 30.
 */
export async function hasStatistics(db: Db): Promise<boolean> {
  const [row] = rowsOf<{ analysed: boolean }>(
    await db.execute(sql`select exists (select 1 from pg_statistic s join pg_class c on c.oid = s.starelid
      where c.relnamespace = current_schema()::regnamespace) as analysed`),
  );
  return !!row?.analysed;
}

/** Gathers planner statistics of every table (ANALYZE may run in a transaction; SET LOCAL ends with it). */
export async function analyze(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql.raw(`set local default_statistics_target = ${STATISTICS_TARGET}`));
    await tx.execute(sql`analyze`);
  });
}
