import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase, quoteIdent } from '../db/client';
import { rowsOf } from '../db/rows';
import { createTestApi, PG_TEST_URL, type TestApi } from '../testing/harness';
import { appliedMigrations, codeMigrations, dumpLogical, restoreLogical, whyNotEmpty } from './logical';

// The logical copy behind db:backup, db:restore and db:copy-to, on the suite's driver (PGlite, or
// PostgreSQL in a schema of its own): the demo data dumped and restored into an empty database
// holds the same rows table by table, ids go on after the highest, and a copy without its end line
// (cut short) keeps nothing. The processes and files: test/system/backup.test.ts.

const onPg = process.env.API_TEST_DB === 'pg';
let api: TestApi;
const opened: { database: Database; schemaName: string }[] = [];

async function emptyDatabase(): Promise<{ database: Database; schemaName: string }> {
  const schemaName = onPg ? `test_${randomBytes(6).toString('hex')}` : 'public';
  const database = onPg
    ? await openDatabase({ databaseUrl: PG_TEST_URL, schemaName, maxConnections: 2, heartbeat: false })
    : await openDatabase();
  opened.push({ database, schemaName });
  return { database, schemaName };
}

/** Per table of the current schema: row count and a checksum of its rows. */
async function fingerprint(db: Database['db']): Promise<Record<string, string>> {
  const tables = rowsOf<{ name: string }>(
    await db.execute(sql`select relname as name from pg_class
      where relnamespace = current_schema()::regnamespace and relkind = 'r' order by 1`),
  );
  const result: Record<string, string> = {};
  for (const { name } of tables) {
    const [row] = rowsOf<{ n: number; h: string }>(
      await db.execute(
        sql.raw(`select count(*)::int as n, md5(coalesce(string_agg(row_to_json(t)::text, ',' order by
          row_to_json(t)::text collate "C"), '')) as h from ${quoteIdent(name)} t`),
      ),
    );
    result[name] = `${row?.n}:${row?.h}`;
  }
  return result;
}

async function* linesOf(lines: string[]): AsyncGenerator<string> {
  yield* lines;
}

const lines: string[] = [];
beforeAll(async () => {
  api = await createTestApi();
  await dumpLogical(api.db, api.database.driver, async (line) => {
    lines.push(line.trimEnd());
  });
});
afterAll(async () => {
  for (const { database, schemaName } of opened) {
    if (onPg) await database.db.execute(sql.raw(`drop schema if exists ${quoteIdent(schemaName)} cascade`));
    await database.close();
  }
  await api?.close();
});

describe('the logical copy', () => {
  it('restores the demo data into an empty database with the same rows, table by table', async () => {
    expect(await whyNotEmpty(api.db)).toMatch(/holds rows/);
    expect(await appliedMigrations(api.db, api.database.schemaName)).toEqual(codeMigrations());
    const { database, schemaName } = await emptyDatabase();
    expect(await whyNotEmpty(database.db)).toBeUndefined();
    const counts = await restoreLogical(database.db, linesOf(lines), schemaName);
    expect(Object.values(counts).reduce((a, b) => a + b, 0)).toBeGreaterThan(1_000);
    const original = await fingerprint(api.db);
    expect(Object.keys(original).length).toBeGreaterThan(20);
    expect(await fingerprint(database.db)).toEqual(original);
    // The identity sequences go on after the highest id restored.
    const [next] = rowsOf<{ fresh: number; highest: number }>(
      await database.db.execute(sql`select nextval(pg_get_serial_sequence('usuarios', 'id'))::int as fresh,
        (select max(id) from usuarios)::int as highest`),
    );
    expect(next!.fresh).toBe(next!.highest + 1);
  });

  it('keeps nothing of a copy cut short', async () => {
    const { database, schemaName } = await emptyDatabase();
    const cut = lines.slice(0, -1);
    await expect(restoreLogical(database.db, linesOf(cut), schemaName)).rejects.toThrow(/incomplete/);
    expect(await whyNotEmpty(database.db)).toBeUndefined();
  });
});
