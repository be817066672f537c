import { readFileSync } from 'node:fs';
import { parse } from 'csv-parse/sync';
import * as v from 'valibot';

// Reads the reference data files of apps/api/data (their sources and licences: data/README.md).
// Files are read relative to this module, so the same code works under tsx (dev, tests) and
// `pnpm start`; each is parsed once, when the module that needs it is first imported, and checked
// against its schema so a bad edit fails on start with the file and field named.

const DATA_DIR = new URL('../../data/', import.meta.url);

function check<S extends v.GenericSchema>(file: string, schema: S, input: unknown): v.InferOutput<S> {
  const result = v.safeParse(schema, input);
  if (result.success) return result.output;
  const issue = result.issues[0];
  throw new Error(`data/${file}: ${v.getDotPath(issue) ?? '(root)'}: ${issue.message}`);
}

/** A JSON file of apps/api/data, checked against `schema`. */
export function loadJson<S extends v.GenericSchema>(file: string, schema: S): v.InferOutput<S> {
  return check(file, schema, JSON.parse(readFileSync(new URL(file, DATA_DIR), 'utf8')));
}

/** A CSV file of apps/api/data (header row, UTF-8): one object per row, checked against `row`. */
export function loadCsv<S extends v.GenericSchema>(file: string, row: S): v.InferOutput<S>[] {
  const records: unknown = parse(readFileSync(new URL(file, DATA_DIR), 'utf8'), {
    columns: true,
    skip_empty_lines: true,
  });
  return check(file, v.array(row), records);
}

// Cell types of the CSV files: every cell is text; these read it as what the column holds.

/** Text; an empty cell is null. */
export const optionalText = v.pipe(
  v.string(),
  v.transform((s) => (s === '' ? null : s)),
);
/** A decimal number (signed: coordinates). */
export const number = v.pipe(v.string(), v.decimal(), v.transform(Number));
/** `true` or `false`. */
export const flag = v.pipe(
  v.picklist(['true', 'false']),
  v.transform((s) => s === 'true'),
);
/** A decimal number; an empty cell is null. */
export const optionalNumber = v.union([
  v.pipe(
    v.literal(''),
    v.transform(() => null),
  ),
  number,
]);

/** An object with exactly the entries `keys` (all required), each matching `schema`. */
export const objectWithKeys = <K extends string, S extends v.GenericSchema>(keys: readonly K[], schema: S) =>
  v.object(Object.fromEntries(keys.map((key) => [key, schema])) as Record<K, S>);
