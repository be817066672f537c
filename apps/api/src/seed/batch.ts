import { type Column, getTableColumns, type SQL, sql } from 'drizzle-orm';
import { getTableConfig, type PgTable } from 'drizzle-orm/pg-core';
import { type Db, quoteIdent } from '../db/client';

// Bulk inserts for seeding. Each batch travels as ONE JSON parameter that PostgreSQL expands with
// `json_populate_recordset` (the same on PGlite and node-postgres): binding every value of a
// multi-row INSERT separately costs several times more CPU. Rows are drizzle insert objects; a key
// left out (or undefined) takes the column's default, as with `db.insert()`.

const DEFAULT_BATCH = 2_000;

type Row = Record<string, unknown>;

interface Target {
  ref: string;
  columns: [key: string, column: Column][];
}

const targets = new WeakMap<PgTable, Target>();

function targetOf(table: PgTable): Target {
  let target = targets.get(table);
  if (!target) {
    const { name, schema } = getTableConfig(table);
    target = {
      ref: schema ? `${quoteIdent(schema)}.${quoteIdent(name)}` : quoteIdent(name),
      columns: Object.entries(getTableColumns(table)),
    };
    targets.set(table, target);
  }
  return target;
}

/** The value as PostgreSQL should read it from JSON (json/jsonb columns keep their structure). */
function toJsonValue(column: Column, value: unknown): unknown {
  if (value === null) return null;
  const type = column.getSQLType();
  if (type === 'json' || type === 'jsonb') return value;
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'bigint') return value.toString();
  if (Array.isArray(value)) return value;
  const driver = column.mapToDriverValue(value);
  return typeof driver === 'bigint' ? driver.toString() : driver;
}

/** Consecutive rows with the same keys, at most `size` each (order kept, so returned ids line up). */
function* runs(table: Target, rows: readonly Row[], size: number) {
  let current: { keys: [string, Column][]; signature: string; rows: Row[] } | undefined;
  for (const raw of rows) {
    const row: Row = { ...raw };
    for (const [key, column] of table.columns) {
      if (row[key] === undefined && column.defaultFn) row[key] = column.defaultFn();
    }
    const keys = table.columns.filter(([key]) => row[key] !== undefined);
    const signature = keys.map(([key]) => key).join(',');
    if (!current || current.signature !== signature || current.rows.length >= size) {
      if (current) yield current;
      current = { keys, signature, rows: [] };
    }
    current.rows.push(row);
  }
  if (current) yield current;
}

function statement(table: Target, run: { keys: [string, Column][]; rows: Row[] }, returning?: string): SQL {
  const names = run.keys.map(([, column]) => quoteIdent(column.name)).join(', ');
  const json = JSON.stringify(
    run.rows.map((row) =>
      Object.fromEntries(run.keys.map(([key, column]) => [column.name, toJsonValue(column, row[key])])),
    ),
  );
  const insert = sql`insert into ${sql.raw(table.ref)} (${sql.raw(names)}) select ${sql.raw(names)} from json_populate_recordset(null::${sql.raw(table.ref)}, ${json}::json)`;
  return returning ? sql`${insert} returning ${sql.raw(quoteIdent(returning))}` : insert;
}

export async function insertBatched<T extends PgTable>(
  db: Db,
  table: T,
  rows: readonly T['$inferInsert'][],
  options: { batchSize?: number } = {},
): Promise<void> {
  const target = targetOf(table);
  for (const run of runs(target, rows as readonly Row[], options.batchSize ?? DEFAULT_BATCH)) {
    await db.execute(statement(target, run));
  }
}

/** Inserts and returns the generated ids (column `id`), in the order of `rows`. */
export async function insertBatchedReturningIds<T extends PgTable>(
  db: Db,
  table: T,
  rows: readonly T['$inferInsert'][],
  options: { batchSize?: number } = {},
): Promise<number[]> {
  const target = targetOf(table);
  const idColumn = target.columns.find(([key]) => key === 'id')?.[1];
  if (!idColumn) throw new Error(`insertBatchedReturningIds: ${target.ref} has no id column`);
  const ids: number[] = [];
  for (const run of runs(target, rows as readonly Row[], options.batchSize ?? DEFAULT_BATCH)) {
    const result = (await db.execute(statement(target, run, idColumn.name))) as unknown as {
      rows: { id: unknown }[];
    };
    for (const row of result.rows) ids.push(Number(row[idColumn.name as 'id']));
  }
  return ids;
}
