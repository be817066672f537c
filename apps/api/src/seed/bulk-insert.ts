import { getTableColumns, getTableName, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';

// The seed's one bulk insert, in a few statements instead of one parameter per value (several times
// less CPU on PGlite, the same SQL on PostgreSQL). Rows without json columns travel column by column:
// each column of a batch is ONE array parameter that `unnest` turns back into rows. Rows with json
// columns (shipments, dossiers, footprints, HAWBs) travel as ONE JSON document per batch, the rows
// as they are, that `json_to_recordset` expands: measured on the full seed, that is a third faster
// for them than the arrays. Either text goes as UTF-8 bytes (`utf8Text`). Rows are drizzle insert
// objects: a key left out (or undefined) takes the column's default, as with `db.insert()`, and
// `null` is NULL.

/**
 * A statement's long text (a batch's JSON document or column array) as its UTF-8 bytes, a bytea
 * parameter PostgreSQL turns back into text: bytes travel as they are (binary format) where a text
 * parameter costs the driver a character-by-character pass or two in JavaScript, which on PGlite was
 * a sixth of the whole seed's time.
 */
const utf8Text = (text: string): SQL => sql`convert_from(${Buffer.from(text, 'utf8')}, 'UTF8')`;

/** Rows per statement. */
const BATCH = 5_000;
const BATCH_JSON = 2_000;

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

/** Each column of a batch as one array literal, turned back into rows by `unnest` (no json columns). */
function arrayStatement(table: PgTable, columns: Record<string, PgColumn>, batch: readonly Row[]): SQL {
  const keys = Object.keys(columns).filter((key) => batch.some((row) => row[key] !== undefined));
  const type = (key: string) => columns[key]!.getSQLType();
  // Array columns travel as text (an array of arrays would flatten) and are cast per row; instants
  // as epoch seconds (shorter, and cheaper to read than ISO text); the rest as arrays of their type.
  const isArray = (key: string) => type(key).endsWith(']');
  const isInstant = (key: string) => type(key).startsWith('timestamp');
  const value = (key: string, i: number) => {
    const cell = sql.raw(`u.c${i}`);
    if (isInstant(key)) return sql`to_timestamp(${cell})`;
    return isArray(key) ? sql`${cell}::${sql.raw(type(key))}` : cell;
  };
  const arrays = keys.map((key) => {
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
  const source = sql`unnest(${sql.join(
    arrays.map((array, i) => {
      const key = keys[i]!;
      return sql`${utf8Text(array)}::${sql.raw(isArray(key) ? 'text' : isInstant(key) ? 'float8' : type(key))}[]`;
    }),
    sql`, `,
  )}) with ordinality as u(${sql.raw(keys.map((_, i) => `c${i}`).join(', '))}, n)`;
  return sql`insert into ${table} (${sql.join(
    keys.map((key) => sql.identifier(columns[key]!.name)),
    sql`, `,
  )}) select ${sql.join(keys.map(value), sql`, `)} from ${source} order by u.n`;
}

/**
 * One JSON document per batch: the rows themselves, as JSON.stringify writes them (dates as ISO
 * text, json columns as their structure), expanded by `json_to_recordset` with each property's
 * column type. Building no object per row keeps the seed's largest tables cheap in JavaScript.
 */
function documentStatement(table: PgTable, columns: Record<string, PgColumn>, batch: readonly Row[]): SQL {
  const keys = Object.keys(columns).filter((key) => batch.some((row) => row[key] !== undefined));
  const properties = sql.join(
    keys.map((key) => sql.identifier(key)),
    sql`, `,
  );
  const definitions = sql.join(
    keys.map((key) => sql`${sql.identifier(key)} ${sql.raw(columns[key]!.getSQLType())}`),
    sql`, `,
  );
  const names = sql.join(
    keys.map((key) => sql.identifier(columns[key]!.name)),
    sql`, `,
  );
  const document = utf8Text(JSON.stringify(batch));
  return sql`insert into ${table} (${names}) select ${properties} from rows from (json_to_recordset(${document}::json) as (${definitions})) with ordinality as r(${properties}, row_order) order by r.row_order`;
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
  const withJson = Object.values(columns).some((column) => /^jsonb?$/.test(column.getSQLType()));
  const size = options.batchSize ?? (withJson ? BATCH_JSON : BATCH);
  for (const batch of runs(columns, rows as readonly Row[], size)) {
    const insert = withJson
      ? documentStatement(table, columns, batch)
      : arrayStatement(table, columns, batch);
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
