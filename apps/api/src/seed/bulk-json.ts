import { getTableColumns, getTableName, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import { quoteIdent } from '../db/client';

// Bulk insert for large seeds: each batch travels as ONE JSON parameter that PostgreSQL expands with
// `json_populate_recordset` (works alike on PGlite and node-postgres). A multi-row INSERT through
// drizzle binds every value separately, which costs several times more CPU for wide rows with jsonb.

/**
 * Runs `work` with foreign-key triggers off when the session may do so (a superuser: always on
 * PGlite, usually not on a managed PostgreSQL). Only for rows whose references are right by
 * construction: the seed writes shipments, dossiers and footprints with ids it assigned itself.
 * Saves the per-row referential checks, about a second per 50,000 rows on PGlite.
 */
export async function withoutForeignKeyChecks<T>(db: Db, work: () => Promise<T>): Promise<T> {
  const result = (await db.execute(sql`select current_setting('is_superuser') = 'on' as su`)) as unknown as {
    rows?: { su: boolean }[];
  };
  const superuser = (Array.isArray(result) ? result[0]?.su : result.rows?.[0]?.su) === true;
  if (!superuser) return work();
  await db.execute(sql`set local session_replication_role = replica`);
  try {
    return await work();
  } finally {
    await db.execute(sql`set local session_replication_role = origin`);
  }
}

/**
 * Inserts `rows` (drizzle insert objects with every column given, including the id) in batches.
 * Dates become ISO strings, json and array columns go as JSON values.
 */
export async function insertJsonBatched<T extends PgTable>(
  db: Db,
  table: T,
  rows: readonly T['$inferInsert'][],
  batchSize = 2_000,
): Promise<void> {
  if (rows.length === 0) return;
  const columns = Object.entries(getTableColumns(table)).map(([key, column]) => ({ key, name: column.name }));
  const names = columns.map((c) => quoteIdent(c.name)).join(', ');
  const target = quoteIdent(getTableName(table));
  for (let start = 0; start < rows.length; start += batchSize) {
    const batch = rows.slice(start, start + batchSize);
    const json = JSON.stringify(
      batch.map((row) => {
        const out: Record<string, unknown> = {};
        for (const { key, name } of columns) {
          const value = (row as Record<string, unknown>)[key];
          if (value !== undefined) out[name] = value;
        }
        return out;
      }),
    );
    await db.execute(
      sql`insert into ${sql.raw(target)} (${sql.raw(names)}) select ${sql.raw(names)} from json_populate_recordset(null::${sql.raw(target)}, ${json}::json)`,
    );
  }
}
