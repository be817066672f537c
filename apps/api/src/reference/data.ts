import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'csv-parse/sync';
import * as v from 'valibot';
import { API_ROOT } from '../paths';

// Reads the reference data files of apps/api/data (their sources and licences: data/README.md).
// Files are read from the API's folder (src/paths.ts), so the same code works under tsx (dev, tests)
// and in the built server of `pnpm start`; each is parsed once, when the module that needs it is first imported, and checked
// against its schema so a bad edit fails on start with the file and field named.

const DATA_DIR = join(API_ROOT, 'data');
const dataFile = (file: string) => readFileSync(join(DATA_DIR, file), 'utf8');

function check<S extends v.GenericSchema>(file: string, schema: S, input: unknown): v.InferOutput<S> {
  const result = v.safeParse(schema, input);
  if (result.success) return result.output;
  const issue = result.issues[0];
  throw new Error(`data/${file}: ${v.getDotPath(issue) ?? '(root)'}: ${issue.message}`);
}

/** A JSON file of apps/api/data, checked against `schema`. */
export function loadJson<S extends v.GenericSchema>(file: string, schema: S): v.InferOutput<S> {
  return check(file, schema, JSON.parse(dataFile(file)));
}

/** A CSV file of apps/api/data (header row, UTF-8): one object per row, checked against `row`. */
export function loadCsv<S extends v.GenericSchema>(file: string, row: S): v.InferOutput<S>[] {
  const records: unknown = parse(dataFile(file), {
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
