import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';

// Long lists read a page of rows as ONE JSON text built by the database: each row an array of its
// fields (no key names to write and read on every row), the page an array of rows. The drivers'
// protocol parsers decode each field of each row on their own (on PGlite that decoding was most of a
// 30,000-row list's time); one text field a page, parsed by V8's JSON.parse, costs a fraction of it.

/** An instant as the API writes it (`2026-01-31T09:30:00.000Z`), formatted by the database. */
export const isoInstant = (column: SQLWrapper): SQL<string> =>
  sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * The select expression of a page of rows made of `fields` (name → column or expression, in this
 * order) and its reader. `page` aggregates: select it alone from the page's query, which then answers
 * one row. Values arrive as JSON has them: text, numbers, booleans, null, and the arrays and objects
 * of json/jsonb columns.
 */
export function jsonRows<K extends string>(fields: Record<K, SQLWrapper>) {
  const names = Object.keys(fields) as K[];
  const values = sql.join(Object.values(fields) as SQLWrapper[], sql`, `);
  const named = (array: readonly unknown[]): Record<K, unknown> => {
    const row = {} as Record<K, unknown>;
    for (let i = 0; i < names.length; i++) row[names[i]!] = array[i];
    return row;
  };
  return {
    page: sql<string>`coalesce(json_agg(json_build_array(${values})), '[]')::text`,
    /** The rows of `page`'s text (none for a page the query did not answer). */
    read: (json: string | undefined): Record<K, unknown>[] =>
      (JSON.parse(json ?? '[]') as unknown[][]).map(named),
  };
}

/**
 * The select expression of a page of rows as ONE JSON text of arrays, each the values of `columns`
 * in this order (see `jsonRows`); `readJsonArrays` parses it. For code that reads the values by
 * position (a tuple type in the same order) and never needs them named.
 */
export const jsonArrays = (columns: readonly SQLWrapper[]): SQL<string> =>
  sql<string>`coalesce(json_agg(json_build_array(${sql.join([...columns], sql`, `)})), '[]')::text`;

/** The rows of a `jsonArrays` page (none for a page the query did not answer). */
export const readJsonArrays = <Row extends readonly unknown[]>(json: string | undefined): Row[] =>
  JSON.parse(json ?? '[]') as Row[];

/** `column = any($1::int[])`: one array parameter for a page of ids, cheaper to send and plan than a list. */
export const idIn = (column: SQLWrapper, ids: readonly number[]): SQL =>
  sql`${column} = any(${sql.param(ids)}::int[])`;
