import { type Column, type Row, type RowData, type SortingFn, sortingFns } from '@tanstack/table-core';
import { compareText, naturalSort } from './search-text';

// A sort compares each row with a dozen others. On a year of warehouse movements (32,000 rows) the
// first sort by description called the sorting function about 480,000 times, each call reading
// both rows' values (twice more to place missing values, TanStack's default `sortUndefined`) and
// making or looking up their text keys: 212–457 ms in Chromium from the click to the rows (AG Grid
// 253–340 ms in the same runs), the sorted row model 160 ms of a CPU profile. Here each row's value
// becomes its rank among the column's values once (a date by its time, a text by the sorting
// function's own comparison of the distinct texts, which are far fewer than the rows), and a sort by
// one column is one native sort of numbers: the same model in Node went from 236 ms to 88 ms on
// 32,000 rows (first sort by text) and from 161 ms to 39 ms (reversing it); in Chromium 218–306 ms
// from the click to the rows, AG Grid 331–408 ms in the same runs (a shared, busy machine).

/** A column's sort keys for one list of rows. */
export interface ColumnKeys {
  /** Each row's rank (0 … count − 1; equal values share one), or none when the function has none. */
  ranks?: Float64Array;
  count: number;
  /** 1 for each row whose value is undefined (which sortUndefined places), when any is. */
  missing?: Uint8Array;
}

/** A sort as the sorted row model applies it (TanStack's `SortingState` item with its column's options). */
export interface ColumnSort<T extends RowData> {
  id: string;
  column: Column<T>;
  desc: boolean;
  sortUndefined?: false | -1 | 1 | 'first' | 'last';
  invertSorting?: boolean;
  fn: SortingFn<T>;
}

/**
 * The places of `rows` in sorted order: TanStack's order (each sort in turn, undefined values where
 * `sortUndefined` puts them, ties by row index).
 */
export function sortedPlaces<T extends RowData>(rows: readonly Row<T>[], sorts: ColumnSort<T>[]): number[] {
  const keys = sorts.map((sort) => columnSortKeys(rows, sort.id, sort.column, sort.fn));
  const only = keys.length === 1 ? keys[0]! : undefined;
  if (only?.ranks && !(sorts[0]!.sortUndefined && only.missing)) {
    const places = rankOrder(rows, only, sorts[0]!.desc !== !!sorts[0]!.invertSorting);
    if (places) return places;
  }
  return Array.from(rows, (_, place) => place).sort(compareAt(rows, sorts, keys));
}

/**
 * One sort by ranks: rank and row index packed in one number, sorted natively (no function called
 * per comparison). Undefined when the packed numbers would not be exact.
 */
function rankOrder<T extends RowData>(
  rows: readonly Row<T>[],
  { ranks, count }: ColumnKeys,
  descending: boolean,
): number[] | undefined {
  let width = 0;
  for (const row of rows) width = Math.max(width, row.index + 1);
  if (count * width > Number.MAX_SAFE_INTEGER) return undefined;
  const packed = new Float64Array(rows.length);
  const placeOfIndex = new Int32Array(width).fill(-1);
  for (let place = 0; place < rows.length; place++) {
    const { index } = rows[place]!;
    // Two rows of one index (not in TanStack's models) would be one place: keep the comparisons.
    if (placeOfIndex[index] !== -1) return undefined;
    placeOfIndex[index] = place;
    const rank = descending ? count - 1 - ranks![place]! : ranks![place]!;
    packed[place] = rank * width + index;
  }
  packed.sort();
  return Array.from(packed, (value) => placeOfIndex[value % width]!);
}

/** TanStack's comparison of two rows (by their places), reading ranks where there are. */
function compareAt<T extends RowData>(rows: readonly Row<T>[], sorts: ColumnSort<T>[], keys: ColumnKeys[]) {
  return (i: number, j: number): number => {
    const a = rows[i]!;
    const b = rows[j]!;
    for (let s = 0; s < sorts.length; s++) {
      const sort = sorts[s]!;
      const { ranks, missing } = keys[s]!;
      let order = 0;
      if (sort.sortUndefined && missing) {
        const aUndefined = missing[i] === 1;
        const bUndefined = missing[j] === 1;
        if (aUndefined || bUndefined) {
          if (sort.sortUndefined === 'first') return aUndefined ? -1 : 1;
          if (sort.sortUndefined === 'last') return aUndefined ? 1 : -1;
          order = aUndefined && bUndefined ? 0 : aUndefined ? sort.sortUndefined : -sort.sortUndefined;
        }
      }
      if (order === 0) order = ranks ? ranks[i]! - ranks[j]! : sort.fn(a, b, sort.id);
      if (order !== 0) {
        if (sort.desc) order = -order;
        if (sort.invertSorting) order = -order;
        return order;
      }
    }
    return a.index - b.index;
  };
}

const keysCache = new WeakMap<
  readonly object[],
  Map<string, { column: object; fn: unknown; keys: ColumnKeys }>
>();

/**
 * Sort keys of a column for one list of rows, kept while that list is (the model before the sort
 * is the same one when only the sort changes: reversing a column reuses its keys). New data, a
 * search or a filter make a new list, and new keys.
 */
export function columnSortKeys<T extends RowData>(
  rows: readonly Row<T>[],
  columnId: string,
  column: Column<T>,
  fn: SortingFn<T>,
): ColumnKeys {
  let byColumn = keysCache.get(rows);
  if (!byColumn) {
    byColumn = new Map();
    keysCache.set(rows, byColumn);
  }
  let found = byColumn.get(columnId);
  if (!found || found.column !== column || found.fn !== fn) {
    found = { column, fn, keys: sortKeys(rows, column, fn) };
    byColumn.set(columnId, found);
  }
  return found.keys;
}

/** Ranks that sort rows as `fn` would, and which rows have no value. */
export function sortKeys<T extends RowData>(
  rows: readonly Row<T>[],
  column: Column<T>,
  fn: SortingFn<T>,
): ColumnKeys {
  // The value from the accessor itself, as getValue reads it the first time: getValue would also
  // give each row its cache of values (rows never drawn have none yet). Group rows hold their
  // aggregates in that cache: those are read through getValue.
  const { accessorFn } = column;
  const values =
    accessorFn && !rows.some((row) => row.subRows.length > 0)
      ? rows.map((row) => accessorFn(row.original as T, row.index))
      : rows.map((row) => row.getValue<unknown>(column.id));
  let missing: Uint8Array | undefined;
  for (let index = 0; index < values.length; index++)
    if (values[index] === undefined) {
      missing ??= new Uint8Array(values.length);
      missing[index] = 1;
    }
  const keys =
    fn === (sortingFns.datetime as SortingFn<T>)
      ? dateRanks(values)
      : fn === (naturalSort as SortingFn<T>)
        ? naturalRanks(values)
        : undefined;
  return { ...(keys ?? { count: 0 }), missing };
}

/** Numbers as ranks: 0 for the smallest, equal numbers one rank. */
function denseRanks(keys: Float64Array): { ranks: Float64Array; count: number } {
  const sorted = Float64Array.from(keys).sort();
  const rankOf = new Map<number, number>();
  for (const key of sorted) if (!rankOf.has(key)) rankOf.set(key, rankOf.size);
  return { ranks: keys.map((key) => rankOf.get(key)!), count: rankOf.size };
}

/**
 * TanStack's `datetime` compares with `<` and `>`: a Date as its time, null as 0. Anything else
 * (an invalid date, undefined) compares as neither smaller nor greater than anything, an order no
 * key can give: those columns keep the function.
 */
function dateKeys(values: unknown[]): Float64Array | undefined {
  const keys = new Float64Array(values.length);
  for (let index = 0; index < values.length; index++) {
    const value = values[index];
    const time = value === null ? 0 : value instanceof Date ? value.getTime() : Number.NaN;
    if (Number.isNaN(time)) return undefined;
    keys[index] = time;
  }
  return keys;
}

/** TanStack's `datetime` order as ranks. */
function dateRanks(values: unknown[]): { ranks: Float64Array; count: number } | undefined {
  const keys = dateKeys(values);
  return keys && denseRanks(keys);
}

/**
 * naturalSort's order as ranks: numbers by value, dates by time, texts by rank. A column that
 * mixes them (a number beside a text compares as text there) keeps the function.
 */
function naturalRanks(values: unknown[]): { ranks: Float64Array; count: number } | undefined {
  let numbers = 0;
  let dates = 0;
  for (const value of values)
    if (typeof value === 'number') numbers++;
    else if (value instanceof Date) dates++;
  if (numbers === values.length) {
    if (values.some((value) => Number.isNaN(value))) return undefined;
    return denseRanks(Float64Array.from(values as number[]));
  }
  if (dates === values.length) return dateRanks(values);
  if (numbers > 0 || dates > 0) return undefined;
  return textRanks(values.map((value) => (value == null ? '' : String(value))));
}

/**
 * Each text's rank in the order of `compareText`, equal texts one rank: the distinct texts (far
 * fewer than the rows: a description per article) are sorted, each row then takes its text's rank.
 */
function textRanks(texts: string[]): { ranks: Float64Array; count: number } {
  const idOf = new Map<string, number>();
  const distinct: string[] = [];
  const ids = new Int32Array(texts.length);
  for (let index = 0; index < texts.length; index++) {
    const text = texts[index]!;
    let id = idOf.get(text);
    if (id === undefined) {
      id = distinct.length;
      distinct.push(text);
      idOf.set(text, id);
    }
    ids[index] = id;
  }
  const order = Array.from(distinct, (_, id) => id).sort((a, b) => compareText(distinct[a]!, distinct[b]!));
  const rankOfId = new Float64Array(distinct.length);
  let rank = 0;
  for (let place = 0; place < order.length; place++) {
    if (place > 0 && compareText(distinct[order[place - 1]!]!, distinct[order[place]!]!) !== 0) rank++;
    rankOfId[order[place]!] = rank;
  }
  return { ranks: Float64Array.from(ids, (id) => rankOfId[id]!), count: distinct.length ? rank + 1 : 0 };
}
