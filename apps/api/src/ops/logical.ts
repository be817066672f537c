import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import type { Db } from '../db/client';
import { MIGRATIONS_FOLDER, migrate } from '../db/migrate';
import { rowsOf } from '../db/rows';

// A logical copy of the application's tables, driver-neutral (PGlite or PostgreSQL on either side):
// read in one read-only snapshot, table by table in batches of rows as JSON (row_to_json, which
// json_populate_recordset reads back with every column's type), written into a database migrated
// to the same migrations with the foreign keys set aside meanwhile and checked again at the end.
//
// Lines (JSON): {"table":"t","rows":[…]} per batch, then {"end":true,"counts":{"t":n,…}}. A copy
// without its end line is incomplete and nothing of it is kept.

const BATCH_ROWS = 1_000;

export type Counts = Record<string, number>;
export type Line = { table: string; rows: unknown[] } | { end: true; counts: Counts };

const ident = (name: string) => `"${name.replaceAll('"', '""')}"`;

/**
 * The current schema's tables, by name; not drizzle's migrations journal (in the schema itself when
 * that is not `public`): a restore migrates its target, and the header names the migrations.
 */
async function tablesOf(db: Db): Promise<string[]> {
  const rows = rowsOf<{ name: string }>(
    await db.execute(sql`select c.relname as name from pg_class c
      where c.relnamespace = current_schema()::regnamespace and c.relkind in ('r', 'p')
        and c.relname <> '__drizzle_migrations' order by 1`),
  );
  return rows.map((r) => r.name);
}

/** The hashes of the migrations applied to `db` (drizzle's journal), oldest first. */
export async function appliedMigrations(db: Db, schemaName = 'public'): Promise<string[]> {
  const journal = `${ident(schemaName === 'public' ? 'drizzle' : schemaName)}."__drizzle_migrations"`;
  const exists = rowsOf<{ found: string | null }>(
    await db.execute(sql.raw(`select to_regclass('${journal.replaceAll("'", "''")}')::text as found`)),
  );
  if (!exists[0]?.found) return [];
  const rows = rowsOf<{ hash: string }>(await db.execute(sql.raw(`select hash from ${journal} order by id`)));
  return rows.map((r) => r.hash);
}

/** The hashes of the migrations of this version of the code. */
export const codeMigrations = (): string[] =>
  readMigrationFiles({ migrationsFolder: MIGRATIONS_FOLDER }).map((m) => m.hash);

/**
 * Why `db` may not be restored into (a table holding rows, named), or undefined when it is empty:
 * no tables, or only empty ones (a server started without demo data migrated it).
 */
export async function whyNotEmpty(db: Db): Promise<string | undefined> {
  for (const table of await tablesOf(db)) {
    const [row] = rowsOf<{ found: boolean }>(
      await db.execute(sql.raw(`select exists (select 1 from ${ident(table)}) as found`)),
    );
    if (row?.found) return `its table ${table} holds rows`;
  }
  return undefined;
}

/**
 * Writes every table of `db` through `write` (awaited: the caller's back-pressure), in one
 * read-only snapshot, and answers the rows per table.
 */
export async function dumpLogical(
  db: Db,
  driver: 'pglite' | 'pg',
  write: (line: string) => Promise<void>,
): Promise<Counts> {
  const counts: Counts = {};
  const dump = async (tx: Db) => {
    for (const table of await tablesOf(tx)) {
      counts[table] = 0;
      await tx.execute(
        sql.raw(
          `declare extranet_dump no scroll cursor for select row_to_json(t)::text as j from ${ident(table)} t`,
        ),
      );
      for (;;) {
        const rows = rowsOf<{ j: string }>(
          await tx.execute(sql.raw(`fetch ${BATCH_ROWS} from extranet_dump`)),
        );
        if (rows.length === 0) break;
        counts[table] += rows.length;
        await write(`{"table":${JSON.stringify(table)},"rows":[${rows.map((r) => r.j).join(',')}]}\n`);
      }
      await tx.execute(sql.raw('close extranet_dump'));
    }
  };
  // PostgreSQL: a snapshot of its own while the server writes on. PGlite: the transaction holds the
  // one connection, so the server's statements wait for the copy (a consistent point in time too).
  await db.transaction(
    (tx) => dump(tx as unknown as Db),
    driver === 'pg' ? { isolationLevel: 'repeatable read', accessMode: 'read only' } : undefined,
  );
  await write(`${JSON.stringify({ end: true, counts })}\n`);
  return counts;
}

/**
 * Restores the lines of a logical copy into `db`, which must be empty (checked by the caller):
 * migrates it, then loads every table in one transaction. Throws, keeping nothing, when the copy
 * is incomplete or its counts disagree.
 */
export async function restoreLogical(
  db: Db,
  lines: AsyncIterable<string>,
  schemaName = 'public',
): Promise<Counts> {
  await migrate(db, { schemaName });
  return db.transaction(async (tx) => {
    const foreignKeys = rowsOf<{ tbl: string; name: string; def: string }>(
      await tx.execute(sql`select c.relname as tbl, k.conname as name, pg_get_constraintdef(k.oid) as def
        from pg_constraint k join pg_class c on c.oid = k.conrelid
        where k.contype = 'f' and k.connamespace = current_schema()::regnamespace`),
    );
    for (const fk of foreignKeys) {
      await tx.execute(sql.raw(`alter table ${ident(fk.tbl)} drop constraint ${ident(fk.name)}`));
    }
    const columns = new Map<string, string>();
    const columnsOf = async (table: string) => {
      let list = columns.get(table);
      if (list === undefined) {
        const rows = rowsOf<{ name: string }>(
          await tx.execute(sql`select a.attname as name from pg_attribute a
            where a.attrelid = to_regclass(${ident(table)}) and a.attnum > 0 and not a.attisdropped
              and a.attgenerated = '' order by a.attnum`),
        );
        if (rows.length === 0)
          throw new Error(`the backup holds a table ${table} this version does not have`);
        list = rows.map((r) => ident(r.name)).join(', ');
        columns.set(table, list);
      }
      return list;
    };
    const loaded: Counts = {};
    let end: Counts | undefined;
    for await (const text of lines) {
      if (!text) continue;
      if (end) throw new Error('the backup goes on after its end line');
      const line = JSON.parse(text) as Line;
      if ('end' in line) {
        end = line.counts;
        continue;
      }
      const list = await columnsOf(line.table);
      const target = sql.raw(ident(line.table));
      await tx.execute(
        sql`insert into ${target} (${sql.raw(list)}) select ${sql.raw(list)}
          from json_populate_recordset(null::${target}, ${JSON.stringify(line.rows)}::json)`,
      );
      loaded[line.table] = (loaded[line.table] ?? 0) + line.rows.length;
    }
    if (!end) throw new Error('the backup is incomplete (it has no end line): nothing was restored');
    for (const [table, count] of Object.entries(end)) {
      if ((loaded[table] ?? 0) !== count) {
        throw new Error(
          `the backup is damaged: ${table} should hold ${count} rows, it held ${loaded[table] ?? 0}`,
        );
      }
    }
    for (const fk of foreignKeys) {
      await tx.execute(sql.raw(`alter table ${ident(fk.tbl)} add constraint ${ident(fk.name)} ${fk.def}`));
    }
    // Identity columns go on after the highest id restored.
    const sequences = rowsOf<{ tbl: string; col: string; seq: string }>(
      await tx.execute(sql`select c.relname as tbl, a.attname as col,
          pg_get_serial_sequence(quote_ident(c.relname), a.attname) as seq
        from pg_class c join pg_attribute a on a.attrelid = c.oid
        where c.relnamespace = current_schema()::regnamespace and c.relkind in ('r', 'p')
          and a.attnum > 0 and pg_get_serial_sequence(quote_ident(c.relname), a.attname) is not null`),
    );
    for (const s of sequences) {
      await tx.execute(
        sql.raw(
          `select setval('${s.seq.replaceAll("'", "''")}', coalesce((select max(${ident(s.col)}) from ${ident(s.tbl)}), 0) + 1, false)`,
        ),
      );
    }
    return loaded;
  });
}
