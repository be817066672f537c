import { getTableColumns, getTableName, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';

// The seed's one bulk insert. Each plain column of a batch travels as ONE array parameter (an array
// literal) that `unnest` turns back into rows; json and jsonb columns travel together as one JSON
// array, expanded once and joined by position. On PGlite this is several times faster than a
// multi-row VALUES with one parameter per value and about twice as fast as one JSON document per
// batch; it works the same on PostgreSQL. Rows are drizzle insert objects: a key left out (or
// undefined) takes the column's default, as with `db.insert()`, and `null` is NULL.

const BATCH = 5_000;

type Row = Record<string, unknown>;

/** Text an array literal can carry bare: no quotes, separators, braces, spaces or backslashes, not NULL. */
const BARE = /^[\w.:+\-/]+$/;
const ESCAPE = /["\\]/g;

/** One element of a PostgreSQL array literal (a nested array, for array columns, as its own literal). */
function element(value: unknown): string {
  if (value === null || value === undefined) return 'NULL';
  if (typeof value === 'number') return String(value);
  const text = Array.isArray(value) ? `{${value.map(element).join(',')}}` : String(value);
  if (BARE.test(text) && text.toUpperCase() !== 'NULL') return text;
  return `"${text.replace(ESCAPE, '\\$&')}"`;
}

const hasDefault = (column: PgColumn) =>
  column.hasDefault || column.defaultFn !== undefined || column.generatedIdentity !== undefined;

/**
 * Consecutive rows that leave out the same defaulted columns, at most `size` each (order kept). A
 * column without a default that a row leaves out is NULL for that row, so only the columns with a
 * default split a batch.
 */
function* runs(columns: Record<string, PgColumn>, rows: readonly Row[], size: number) {
  const withDefault = Object.keys(columns).filter((key) => hasDefault(columns[key]!));
  let current: { signature: string; rows: Row[] } | undefined;
  for (const raw of rows) {
    let row = raw;
    for (const key of withDefault) {
      const defaultFn = columns[key]!.defaultFn;
      if (row[key] === undefined && defaultFn) row = { ...row, [key]: defaultFn() };
    }
    const signature = withDefault.map((key) => (row[key] === undefined ? '0' : '1')).join('');
    if (!current || current.signature !== signature || current.rows.length >= size) {
      if (current) yield current.rows;
      current = { signature, rows: [] };
    }
    current.rows.push(row);
  }
  if (current) yield current.rows;
}

function statement(table: PgTable, columns: Record<string, PgColumn>, batch: readonly Row[]): SQL {
  const keys = Object.keys(columns).filter((key) => batch.some((row) => row[key] !== undefined));
  const type = (key: string) => columns[key]!.getSQLType();
  const isJson = (key: string) => /^jsonb?$/.test(type(key));
  const plain = keys.filter((key) => !isJson(key));
  const json = keys.filter(isJson);
  // Array columns travel as text (an array of arrays would flatten) and are cast per row; instants
  // as epoch seconds (shorter, and cheaper to read than ISO text); the rest as arrays of their type.
  const isArray = (key: string) => type(key).endsWith(']');
  const isInstant = (key: string) => type(key).startsWith('timestamp');
  const value = (key: string) => {
    if (isJson(key)) {
      // `json` keeps the text as written (key order); JSON null is SQL NULL.
      const item = sql`j.v -> ${sql.raw(String(json.indexOf(key)))}`;
      return sql`case when json_typeof(${item}) = 'null' then null else (${item})::${sql.raw(type(key))} end`;
    }
    const cell = sql.raw(`u.c${plain.indexOf(key)}`);
    if (isInstant(key)) return sql`to_timestamp(${cell})`;
    return isArray(key) ? sql`${cell}::${sql.raw(type(key))}` : cell;
  };
  const arrays = plain.map((key) => {
    const column = columns[key]!;
    let array = '{';
    for (let i = 0; i < batch.length; i++) {
      const cell = batch[i]![key];
      if (i > 0) array += ',';
      array +=
        cell === null || cell === undefined
          ? 'NULL'
          : cell instanceof Date
            ? String(cell.getTime() / 1000)
            : element(column.mapToDriverValue(cell));
    }
    return `${array}}`;
  });
  const alias = sql.raw(plain.map((_, i) => `c${i}`).join(', '));
  const source = sql`unnest(${sql.join(
    arrays.map((array, i) => {
      const key = plain[i]!;
      return sql`${array}::${sql.raw(isArray(key) ? 'text' : isInstant(key) ? 'float8' : type(key))}[]`;
    }),
    sql`, `,
  )}) with ordinality as u(${alias}, n)`;
  const document = JSON.stringify(batch.map((row) => json.map((key) => row[key] ?? null)));
  return sql`insert into ${table} (${sql.join(
    keys.map((key) => sql.identifier(columns[key]!.name)),
    sql`, `,
  )}) select ${sql.join(keys.map(value), sql`, `)} from ${source}${
    json.length > 0
      ? sql` join json_array_elements(${document}::json) with ordinality as j(v, n) using (n)`
      : sql``
  } order by u.n`;
}

/**
 * Inserts `rows` in a few statements and returns the `returning` columns (by property name) of each
 * inserted row, in the order of `rows` (rows are inserted in that order, so generated ids rise with it).
 */
export async function insertRows<T extends PgTable, K extends keyof T['$inferSelect'] & string = never>(
  db: Db,
  table: T,
  rows: readonly T['$inferInsert'][],
  options: { returning?: readonly K[]; batchSize?: number } = {},
): Promise<Pick<T['$inferSelect'], K>[]> {
  const columns = getTableColumns(table) as Record<string, PgColumn>;
  const returning = options.returning ?? [];
  const out: Pick<T['$inferSelect'], K>[] = [];
  for (const batch of runs(columns, rows as readonly Row[], options.batchSize ?? BATCH)) {
    const insert = statement(table, columns, batch);
    if (returning.length === 0) {
      await db.execute(insert);
      continue;
    }
    const result = (await db.execute(
      sql`${insert} returning ${sql.join(
        returning.map((key) => sql`${sql.identifier(columns[key]!.name)} as ${sql.identifier(key)}`),
        sql`, `,
      )}`,
    )) as unknown as { rows: Pick<T['$inferSelect'], K>[] } | Pick<T['$inferSelect'], K>[];
    out.push(...(Array.isArray(result) ? result : result.rows));
  }
  return out;
}

/** Inserts `rows` and returns their generated ids (column `id`), in the order of `rows`. */
export async function insertRowsReturningIds<T extends PgTable>(
  db: Db,
  table: T,
  rows: readonly T['$inferInsert'][],
): Promise<number[]> {
  if (!('id' in getTableColumns(table)))
    throw new Error(`insertRowsReturningIds: ${getTableName(table)} has no id`);
  const inserted = (await insertRows(db, table, rows, { returning: ['id'] as never[] })) as { id: unknown }[];
  return inserted.map((row) => Number(row.id));
}

/**
 * Runs `work` with foreign-key triggers off when the session may do so (a superuser: always on
 * PGlite, usually not on a managed PostgreSQL). Only for rows whose references are right by
 * construction: the seed writes shipments, dossiers, footprints, invoices and delivery notes with ids
 * it assigned itself. Saves the per-row referential checks, about a second per 50,000 rows on PGlite.
 */
export async function withoutForeignKeyChecks<T>(db: Db, work: () => Promise<T>): Promise<T> {
  const result = (await db.execute(sql`select current_setting('is_superuser') = 'on' as su`)) as unknown as
    | { rows?: { su: boolean }[] }
    | { su: boolean }[];
  const superuser = (Array.isArray(result) ? result[0]?.su : result.rows?.[0]?.su) === true;
  if (!superuser) return work();
  await db.execute(sql`set local session_replication_role = replica`);
  try {
    return await work();
  } finally {
    await db.execute(sql`set local session_replication_role = origin`);
  }
}
