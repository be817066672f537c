import {
  type Cell,
  type Column,
  createCell,
  flattenBy,
  getMemoOptions,
  memo,
  type Row,
  type RowData,
  type RowModel,
  type Table,
} from '@tanstack/table-core';
import { sortedPlaces } from './sort-keys';

// The grid's rows, light. TanStack Table's `createRow` gives every row about forty closures of its
// own (one per row method, and memoised cell lists), 5 KB a row: a year of warehouse movements
// (32,000 rows) made a heap of 150 MB that the garbage collector traced while the user scrolled, and
// every batch of a list still arriving made all of them again. Here a row holds its data and caches;
// the methods the row models and the grid call on every row (`getValue`, `getIsGrouped` …) live once
// on a prototype per table, and any other method is made for a row the first time it is asked for,
// by TanStack Table's own features, so the row then behaves exactly as one of theirs. Sorting keeps
// the rows themselves instead of copying each one (`{ ...row }`, which would also lose the
// prototype).

/** Caches and filter flags: a row gets its own when it is first used, not when it is made. */
const LAZY_DATA = [
  '_valuesCache',
  '_uniqueValuesCache',
  '_groupingValuesCache',
  'columnFilters',
  'columnFiltersMeta',
] as const;

// Rows are TanStack Table's, read and written by name here as its own code does.
type AnyRow = Row<RowData> & Record<string, unknown>;
type Cache = Record<string, unknown>;

/** A property of the row itself, shadowing the prototype's accessor of that name. */
function own(row: object, key: string, value: unknown): void {
  Object.defineProperty(row, key, { value, writable: true, enumerable: true, configurable: true });
}

/**
 * The methods a row needs for every row of a list: what the core, filtered, sorted, grouped and
 * faceted row models and the grid's body call. Copied from TanStack Table's `createRow` and its
 * grouping feature, with `this` for the row.
 */
function hotMethods(table: Table<RowData>) {
  return {
    getValue(this: AnyRow, columnId: string) {
      const cache = this._valuesCache as Cache;
      if (Object.hasOwn(cache, columnId)) return cache[columnId];
      const column = table.getColumn(columnId);
      if (!column?.accessorFn) return undefined;
      cache[columnId] = column.accessorFn(this.original, this.index);
      return cache[columnId];
    },
    renderValue(this: AnyRow, columnId: string) {
      return this.getValue(columnId) ?? table.options.renderFallbackValue;
    },
    getUniqueValues(this: AnyRow, columnId: string) {
      const cache = this._uniqueValuesCache as Cache;
      if (Object.hasOwn(cache, columnId)) return cache[columnId];
      const column = table.getColumn(columnId);
      if (!column?.accessorFn) return undefined;
      cache[columnId] = column.columnDef.getUniqueValues
        ? column.columnDef.getUniqueValues(this.original, this.index)
        : [this.getValue(columnId)];
      return cache[columnId];
    },
    getIsGrouped(this: AnyRow) {
      return !!this.groupingColumnId;
    },
    getGroupingValue(this: AnyRow, columnId: string) {
      const cache = this._groupingValuesCache as Cache;
      if (Object.hasOwn(cache, columnId)) return cache[columnId];
      const column = table.getColumn(columnId);
      if (!column?.columnDef.getGroupingValue) return this.getValue(columnId);
      cache[columnId] = column.columnDef.getGroupingValue(this.original);
      return cache[columnId];
    },
  };
}

/** The rest of a row's methods, made for `row` as TanStack Table's `createRow` makes them. */
function materialise(row: AnyRow, table: Table<RowData>): void {
  // The features' `createRow` resets the caches and filter flags, which the row may hold by now.
  const kept = LAZY_DATA.filter((key) => Object.hasOwn(row, key)).map((key) => [key, row[key]] as const);
  own(row, 'getLeafRows', () => flattenBy(row.subRows, (sub) => sub.subRows));
  own(row, 'getParentRow', () => (row.parentId ? table.getRow(row.parentId, true) : undefined));
  own(row, 'getParentRows', () => {
    const parents: Row<RowData>[] = [];
    for (let parent = row.getParentRow(); parent; parent = parent.getParentRow()) parents.push(parent);
    return parents.reverse();
  });
  own(
    row,
    'getAllCells',
    memo(
      () => [table.getAllLeafColumns()],
      (columns) => columns.map((column) => createCell(table, row, column, column.id)),
      getMemoOptions(table.options, 'debugRows', 'getAllCells'),
    ),
  );
  own(
    row,
    '_getAllCellsByColumnId',
    memo(
      () => [row.getAllCells()],
      (cells) =>
        Object.fromEntries(cells.map((cell) => [cell.column.id, cell])) as Record<
          string,
          Cell<RowData, unknown>
        >,
      getMemoOptions(table.options, 'debugRows', 'getAllCellsByColumnId'),
    ),
  );
  for (const feature of table._features) feature.createRow?.(row, table);
  for (const [key, value] of kept) own(row, key, value);
}

/**
 * The prototype of a table's rows: the hot methods, an accessor per cache that makes the row's own
 * on first use, and an accessor per other row method (their names taken from a row TanStack Table
 * makes) that makes the row's methods on first use.
 */
function rowPrototype(table: Table<RowData>): object {
  const prototype: Record<string, unknown> = hotMethods(table);
  for (const key of LAZY_DATA)
    Object.defineProperty(prototype, key, {
      get(this: AnyRow) {
        const value = {};
        own(this, key, value);
        return value;
      },
      set(this: AnyRow, value: unknown) {
        own(this, key, value);
      },
      configurable: true,
    });
  const sample = createRowOfTable(table);
  for (const key of Object.keys(sample)) {
    if (key in prototype || typeof sample[key] !== 'function') continue;
    Object.defineProperty(prototype, key, {
      get(this: AnyRow) {
        materialise(this, table);
        // Own now: the features made it (a name they did not make reads as undefined, once).
        return Object.hasOwn(this, key) ? this[key] : undefined;
      },
      set(this: AnyRow, value: unknown) {
        own(this, key, value);
      },
      configurable: true,
    });
  }
  return prototype;
}

/** A row as TanStack Table makes it, to learn the names of its methods. */
function createRowOfTable(table: Table<RowData>): AnyRow {
  const row = Object.create(null) as AnyRow;
  materialise(row, table);
  return row;
}

const prototypes = new WeakMap<object, object>();

/** A light row (see above): the same fields as TanStack Table's `createRow`. */
export function createLightRow<T extends RowData>(
  table: Table<T>,
  id: string,
  original: T,
  index: number,
  depth: number,
  subRows?: Row<T>[],
  parentId?: string,
): Row<T> {
  let prototype = prototypes.get(table);
  if (!prototype) {
    prototype = rowPrototype(table as Table<RowData>);
    prototypes.set(table, prototype);
  }
  const row = Object.create(prototype) as AnyRow;
  row.id = id;
  row.index = index;
  row.original = original;
  row.depth = depth;
  row.parentId = parentId;
  const made = row as unknown as Row<T>;
  made.subRows = subRows ?? [];
  return made;
}

/**
 * TanStack Table's `getCoreRowModel` with light rows. A list that arrives in batches (the SDK's
 * progressive queries hand over a longer array of the same records each time) keeps the rows it made
 * for the records it already had: each batch makes rows for the new records only.
 */
export function getLightCoreRowModel<T extends RowData>(): (table: Table<T>) => () => RowModel<T> {
  return (table) => {
    let previous: { data: T[]; rows: Row<T>[] } | undefined;
    return memo(
      () => [table.options.data],
      (data) => {
        const model: RowModel<T> = { rows: [], flatRows: [], rowsById: {} };
        const add = (row: Row<T>) => {
          model.flatRows.push(row);
          model.rowsById[row.id] = row;
          for (const sub of row.subRows) add(sub);
        };
        const make = (record: T, index: number, depth: number, parent?: Row<T>): Row<T> => {
          const row = createLightRow(
            table,
            table._getRowId(record, index, parent),
            record,
            index,
            depth,
            undefined,
            parent?.id,
          );
          const subRecords = table.options.getSubRows?.(record, index);
          if (subRecords?.length) {
            (row as AnyRow).originalSubRows = subRecords;
            row.subRows = subRecords.map((sub, subIndex) => make(sub, subIndex, depth + 1, row));
          }
          return row;
        };
        // The records the last model had, at the same places, keep their rows (and sub-rows).
        let kept = 0;
        if (previous)
          while (kept < previous.data.length && kept < data.length && previous.data[kept] === data[kept])
            kept++;
        model.rows = previous ? previous.rows.slice(0, kept) : [];
        for (let index = kept; index < data.length; index++) model.rows.push(make(data[index]!, index, 0));
        for (const row of model.rows) add(row);
        previous = { data, rows: model.rows };
        return model;
      },
      getMemoOptions(table.options, 'debugTable', 'getRowModel', () => table._autoResetPageIndex()),
    );
  };
}

/** A row's copy for a sorted model whose sub-rows are sorted: the same prototype, its own fields. */
const copyOf = <T extends RowData>(row: Row<T>): Row<T> =>
  Object.assign(Object.create(Object.getPrototypeOf(row)) as Row<T>, row);

/**
 * TanStack Table's `getSortedRowModel`, keeping the rows: theirs copies every row (`{ ...row }`) on
 * each sort, 32,000 objects of forty fields for a year of movements, when only a row whose sub-rows
 * it sorts (a group) needs a copy.
 */
export function getLightSortedRowModel<T extends RowData>(): (table: Table<T>) => () => RowModel<T> {
  return (table) =>
    memo(
      () => [table.getState().sorting, table.getPreSortedRowModel()],
      (sorting, rowModel) => {
        if (!rowModel.rows.length || !sorting?.length) return rowModel;
        const sorts = sorting.flatMap((sort) => {
          const column = table.getColumn(sort.id);
          if (!column?.getCanSort()) return [];
          const { sortUndefined, invertSorting } = column.columnDef;
          return [
            {
              id: sort.id,
              column,
              desc: sort.desc ?? false,
              sortUndefined,
              invertSorting,
              fn: column.getSortingFn(),
            },
          ];
        });
        const flatRows: Row<T>[] = [];
        const sortRows = (rows: Row<T>[]): Row<T>[] => {
          const sorted = sortedPlaces(rows, sorts).map((place) => {
            const row = rows[place]!;
            return row.subRows?.length ? copyOf(row) : row;
          });
          for (const row of sorted) {
            flatRows.push(row);
            if (row.subRows?.length) row.subRows = sortRows(row.subRows);
          }
          return sorted;
        };
        return { rows: sortRows(rowModel.rows), flatRows, rowsById: rowModel.rowsById };
      },
      getMemoOptions(table.options, 'debugTable', 'getSortedRowModel', () => table._autoResetPageIndex()),
    );
}

/**
 * The methods of a cell, once per table: what TanStack Table's `createCell` and its grouping feature
 * (the only feature with cells of its own) give each cell as closures.
 */
function cellPrototype(table: Table<RowData>): object {
  return {
    get id(): string {
      const cell = this as unknown as Cell<RowData, unknown>;
      return `${cell.row.id}_${cell.column.id}`;
    },
    getValue(this: Cell<RowData, unknown>) {
      return this.row.getValue(this.column.id);
    },
    renderValue(this: Cell<RowData, unknown>) {
      return this.getValue() ?? table.options.renderFallbackValue;
    },
    getContext(this: Cell<RowData, unknown>) {
      return {
        table,
        column: this.column,
        row: this.row,
        cell: this,
        getValue: () => this.getValue(),
        renderValue: () => this.renderValue(),
      };
    },
    getIsGrouped(this: Cell<RowData, unknown>) {
      return this.column.getIsGrouped() && this.column.id === this.row.groupingColumnId;
    },
    getIsPlaceholder(this: Cell<RowData, unknown>) {
      return !this.getIsGrouped() && this.column.getIsGrouped();
    },
    getIsAggregated(this: Cell<RowData, unknown>) {
      return !this.getIsGrouped() && !this.getIsPlaceholder() && !!this.row.subRows?.length;
    },
  };
}

const cellPrototypes = new WeakMap<object, object>();

/**
 * A cell for one render of a row (the grid's body makes them as it draws a row, and drops them): one
 * object of two fields, where `createCell` makes a dozen closures and a memo.
 */
export function createLightCell<T extends RowData>(
  table: Table<T>,
  row: Row<T>,
  column: Column<T>,
): Cell<T, unknown> {
  let prototype = cellPrototypes.get(table);
  if (!prototype) {
    prototype = cellPrototype(table as Table<RowData>);
    cellPrototypes.set(table, prototype);
  }
  const cell = Object.create(prototype) as { row: Row<T>; column: Column<T> };
  cell.row = row;
  cell.column = column;
  return cell as unknown as Cell<T, unknown>;
}
