import { type PGlite, type QueryOptions, type Results, types } from '@electric-sql/pglite';
import type { Answer, Field } from './answer-reader';

// Parameters in and rows out as PGlite's query() makes them: the same serializers and parsers (the
// query's own first, then the database's, then PGlite's defaults), the same shape of result.

type Parser = (value: string, typeId: number) => unknown;
type Serializer = (value: unknown) => string;

/** Each parameter as text, or bytes (a bytea serializer's Uint8Array: sent in binary), or null. */
export function serializeParams(
  pglite: PGlite,
  paramTypes: readonly number[],
  params: readonly unknown[],
  options: QueryOptions | undefined,
): (string | Uint8Array | null)[] {
  return params.map((param, i) => {
    if (param === null || param === undefined) return null;
    const oid = paramTypes[i]!;
    const serialize = (options?.serializers?.[oid] ?? pglite.serializers[oid]) as Serializer | undefined;
    // A bytea serializer answers bytes (db/client.ts), sent in binary format.
    return serialize ? (serialize(param) as string | Uint8Array) : String(param);
  });
}

/** The rows and counts of `answer` as query() answers them. */
export function toResults<T>(
  pglite: PGlite,
  answer: Answer,
  fields: Field[],
  options: QueryOptions | undefined,
): Results<T> {
  const parsers = fields.map(
    (field) =>
      (options?.parsers?.[field.dataTypeID] ??
        pglite.parsers[field.dataTypeID] ??
        (types.parsers as Record<number, Parser>)[field.dataTypeID]) as Parser | undefined,
  );
  const value = (raw: string | null, i: number) => {
    if (raw === null) return null;
    const parse = parsers[i];
    return parse ? parse(raw, fields[i]!.dataTypeID) : raw;
  };
  const arrays = options?.rowMode === 'array';
  const rows = answer.rows.map((raw) => {
    if (arrays) return raw.map(value);
    const row: Record<string, unknown> = {};
    for (let i = 0; i < raw.length; i++) row[fields[i]!.name] = value(raw[i]!, i);
    return row;
  }) as Results<T>['rows'];
  if (answer.command === undefined) return { rows: [], fields: [], affectedRows: 0 };
  const result: Results<T> = { rows, fields, command: answer.command, affectedRows: answer.affectedRows };
  if (answer.rowCount !== undefined) result.rowCount = answer.rowCount;
  return result;
}
