import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';

// Long lists read their rows as ONE JSON array text per row, built by the database. The drivers'
// protocol parsers decode each field of each row on their own (on PGlite that decoding was most of a
// 30,000-row list's time); one text field a row, parsed by V8's JSON.parse, costs a fraction of it.
// An array, not an object: no key names to write and read on every row.

/** An instant as the API writes it (`2026-01-31T09:30:00.000Z`), formatted by the database. */
export const isoInstant = (column: SQLWrapper): SQL<string> =>
  sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * The select expression and the reader of a row made of `fields` (name → column or expression),
 * in this order. Values arrive as JSON has them: text, numbers, booleans, null, arrays and objects
 * of json/jsonb columns.
 */
export function jsonRow<K extends string>(fields: Record<K, SQLWrapper>) {
  const names = Object.keys(fields) as K[];
  const select = sql<string>`json_build_array(${sql.join(Object.values(fields) as SQLWrapper[], sql`, `)})::text`;
  const read = (json: string): Record<K, unknown> => {
    const values = JSON.parse(json) as unknown[];
    const row = {} as Record<K, unknown>;
    for (let i = 0; i < names.length; i++) row[names[i]!] = values[i];
    return row;
  };
  return { select, read };
}

/** `column = any($1::int[])`: one array parameter for a page of ids, cheaper to send and plan than a list. */
export const idIn = (column: SQLWrapper, ids: readonly number[]): SQL =>
  sql`${column} = any(${sql.param(ids)}::int[])`;
