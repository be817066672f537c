import {
  type ColumnDef,
  createCell,
  createRow,
  createTable,
  getCoreRowModel,
  getExpandedRowModel,
  getFacetedMinMaxValues,
  getFacetedRowModel,
  getFilteredRowModel,
  getGroupedRowModel,
  getSortedRowModel,
  type Row,
  type Table,
  type TableState,
} from '@tanstack/table-core';
import { describe, expect, it } from 'vitest';
import { createLightCell, getLightCoreRowModel, getLightSortedRowModel } from './row-model';

type Movement = { id: number; sku: string; warehouse: string; qty: number; note?: string };

const DATA: Movement[] = Array.from({ length: 60 }, (_, i) => ({
  id: 1000 + i,
  sku: `SKU-${(i * 7) % 13}`,
  warehouse: ['VLC', 'MAD', 'BCN'][i % 3]!,
  qty: (i * 37) % 50,
  ...(i % 4 === 0 ? {} : { note: `n${i % 5}` }),
}));

const COLUMNS: ColumnDef<Movement>[] = [
  { id: 'sku', accessorKey: 'sku' },
  { id: 'warehouse', accessorKey: 'warehouse' },
  { id: 'qty', accessorKey: 'qty', aggregationFn: 'sum', sortUndefined: 'last' },
  { id: 'note', accessorFn: (row) => row.note, sortUndefined: 'last' },
];

const BASE_STATE: Partial<TableState> = {
  sorting: [],
  columnFilters: [],
  globalFilter: '',
  grouping: [],
  expanded: {},
  columnPinning: { left: [], right: [] },
  columnVisibility: {},
  columnOrder: [],
  rowSelection: {},
  pagination: { pageIndex: 0, pageSize: 10 },
};

/** A table as mantine-react-table sets it up (every row model it uses), with TanStack's or light rows. */
function tableOf(light: boolean, data: Movement[] = DATA): Table<Movement> {
  let state = { ...BASE_STATE } as TableState;
  const table: Table<Movement> = createTable<Movement>({
    data,
    columns: COLUMNS,
    getRowId: (row) => String(row.id),
    getSubRows: (row) => (row as { subRows?: Movement[] }).subRows,
    getCoreRowModel: light ? getLightCoreRowModel() : getCoreRowModel(),
    getSortedRowModel: light ? getLightSortedRowModel() : getSortedRowModel(),
    getFilteredRowModel: getFilteredRowModel(),
    getGroupedRowModel: getGroupedRowModel(),
    getExpandedRowModel: getExpandedRowModel(),
    getFacetedRowModel: getFacetedRowModel(),
    getFacetedMinMaxValues: getFacetedMinMaxValues(),
    globalFilterFn: 'includesString',
    // As the grid's own (TanStack's default looks at the first row's cells to decide).
    getColumnCanGlobalFilter: (column) => column.id !== 'qty',
    state,
    onStateChange: (updater) => {
      state = typeof updater === 'function' ? updater(state) : updater;
      table.setOptions((options) => ({ ...options, state }));
    },
    renderFallbackValue: null,
  });
  return table;
}

function withState(table: Table<Movement>, patch: Partial<TableState>): Table<Movement> {
  table.setOptions((options) => ({ ...options, state: { ...options.state, ...patch } }));
  return table;
}

/** What a screen sees of the rows it draws. */
function shown(table: Table<Movement>) {
  return table.getRowModel().rows.map((row) => ({
    id: row.id,
    depth: row.depth,
    grouped: row.getIsGrouped(),
    expanded: row.getIsExpanded(),
    canExpand: row.getCanExpand(),
    subRows: row.subRows.length,
    cells: row
      .getVisibleCells()
      .map((cell) => [
        cell.column.id,
        cell.getValue(),
        cell.getIsGrouped(),
        cell.getIsPlaceholder(),
        cell.getIsAggregated(),
      ]),
  }));
}

const STATES: [string, Partial<TableState>][] = [
  ['no sort or filter', {}],
  ['sorted by quantity, descending', { sorting: [{ id: 'qty', desc: true }] }],
  [
    'sorted by two columns',
    {
      sorting: [
        { id: 'warehouse', desc: false },
        { id: 'sku', desc: true },
      ],
    },
  ],
  ['sorted with missing values last', { sorting: [{ id: 'note', desc: true }] }],
  ['a global search', { globalFilter: 'MAD' }],
  [
    'a column filter and a sort',
    { columnFilters: [{ id: 'sku', value: 'SKU-1' }], sorting: [{ id: 'qty', desc: false }] },
  ],
  ['grouped, collapsed', { grouping: ['warehouse'] }],
  [
    'grouped, expanded, sorted',
    { grouping: ['warehouse'], expanded: true, sorting: [{ id: 'qty', desc: true }] },
  ],
  ['grouped twice, one group open', { grouping: ['warehouse', 'sku'], expanded: { 'warehouse:MAD': true } }],
  [
    'pinned and hidden columns',
    { columnPinning: { left: ['qty'], right: [] }, columnVisibility: { note: false } },
  ],
];

describe('light rows', () => {
  it.each(STATES)('show what TanStack Table shows: %s', (_, patch) => {
    expect(shown(withState(tableOf(true), patch))).toEqual(shown(withState(tableOf(false), patch)));
  });

  it('answer to every name a TanStack Table row has', () => {
    const table = tableOf(true);
    const theirs = createRow(table, 'x', DATA[0]!, 0, 0);
    const row = table.getCoreRowModel().rows[0]! as unknown as Record<string, unknown>;
    for (const [key, value] of Object.entries(theirs)) {
      expect(key in row, key).toBe(true);
      expect(typeof row[key], key).toBe(typeof value);
    }
  });

  it('hold no methods of their own until one beyond the row models is asked for', () => {
    const table = withState(tableOf(true), { sorting: [{ id: 'qty', desc: true }], globalFilter: 'VLC' });
    const rows = table.getRowModel().rows;
    const closures = (row: Row<Movement>) =>
      Object.values(row as unknown as Record<string, unknown>).filter((value) => typeof value === 'function');
    expect(rows.flatMap(closures)).toEqual([]);
    // Asked for, the row's methods are made and work as TanStack's.
    const row = rows[0]!;
    expect(row.getCanSelect()).toBe(true);
    row.toggleSelected(true);
    expect(table.getState().rowSelection).toEqual({ [row.id]: true });
    expect(closures(row).length).toBeGreaterThan(20);
  });

  it('keep the filter flags the filtered model gave them when their methods are made later', () => {
    const table = withState(tableOf(true), { columnFilters: [{ id: 'warehouse', value: 'BCN' }] });
    expect(table.getRowModel().rows).toHaveLength(20);
    const row = table.getCoreRowModel().rows[2]!;
    expect(row.columnFilters).toEqual({ warehouse: true });
    row.getIsSelected();
    expect(row.columnFilters).toEqual({ warehouse: true });
  });

  it('are not copied by a sort, unless their sub-rows are sorted (groups)', () => {
    const table = withState(tableOf(true), { sorting: [{ id: 'qty', desc: true }] });
    const core = new Set(table.getCoreRowModel().rows);
    expect(table.getRowModel().rows.every((row) => core.has(row))).toBe(true);
    withState(table, { grouping: ['warehouse'], expanded: true });
    const groups = table.getRowModel().rows.filter((row) => row.getIsGrouped());
    expect(groups).toHaveLength(3);
    for (const group of groups) {
      const quantities = group.subRows.map((row) => row.getValue<number>('qty'));
      expect(quantities).toEqual([...quantities].sort((a, b) => b - a));
      // The grouped model's own group keeps its order: the sort sorted a copy.
      const unsorted = table.getGroupedRowModel().rowsById[group.id]!;
      expect(unsorted).not.toBe(group);
      expect(unsorted.subRows.map((row) => row.id)).not.toEqual(group.subRows.map((row) => row.id));
    }
  });

  it('of records already shown are kept as a list arrives in batches; new records get new rows', () => {
    const table = tableOf(true, DATA.slice(0, 10));
    const first = table.getCoreRowModel().rows;
    table.setOptions((options) => ({ ...options, data: DATA.slice(0, 40) }));
    const second = table.getCoreRowModel();
    expect(second.rows.slice(0, 10)).toEqual(first);
    for (const [index, row] of second.rows.slice(0, 10).entries()) expect(row).toBe(first[index]);
    expect(second.rows.map((row) => [row.id, row.index])).toEqual(
      DATA.slice(0, 40).map((record, index) => [String(record.id), index]),
    );
    expect(second.flatRows).toHaveLength(40);
    expect(Object.keys(second.rowsById)).toHaveLength(40);
    // A list whose records changed (a refetch) gets rows of its own from the first change on.
    const changed = [...DATA.slice(0, 5), { ...DATA[5]! }, ...DATA.slice(6, 40)];
    table.setOptions((options) => ({ ...options, data: changed }));
    const third = table.getCoreRowModel().rows;
    expect(third[4]).toBe(second.rows[4]);
    expect(third[5]).not.toBe(second.rows[5]);
    expect(third[5]!.original).toBe(changed[5]);
    expect(third[39]).not.toBe(second.rows[39]);
  });

  it('take sub-rows as TanStack Table does', () => {
    const nested = [{ ...DATA[0]!, subRows: [DATA[1]!, DATA[2]!] }, DATA[3]!] as Movement[];
    const light = withState(tableOf(true, nested), { expanded: true, sorting: [{ id: 'qty', desc: true }] });
    const theirs = withState(tableOf(false, nested), {
      expanded: true,
      sorting: [{ id: 'qty', desc: true }],
    });
    expect(shown(light)).toEqual(shown(theirs));
    const child = light.getCoreRowModel().rowsById['1001']!;
    expect(child.depth).toBe(1);
    expect(child.getParentRow()?.id).toBe('1000');
    expect(light.getCoreRowModel().flatRows.map((row) => row.id)).toEqual(
      theirs.getCoreRowModel().flatRows.map((row) => row.id),
    );
  });
});

describe('light cells', () => {
  it('answer to every name a TanStack Table cell has, with the same values', () => {
    const table = withState(tableOf(true), { grouping: ['warehouse'], expanded: true });
    const rows = table.getRowModel().rows;
    for (const row of [rows[0]!, rows[1]!]) {
      for (const column of table.getAllLeafColumns()) {
        const theirs = createCell(table, row, column, column.id) as unknown as Record<string, () => unknown>;
        const light = createLightCell(table, row, column) as unknown as Record<string, () => unknown>;
        for (const key of Object.keys(theirs)) {
          expect(light[key], key).toBeDefined();
          if (typeof theirs[key] === 'function' && key !== 'getContext')
            expect(light[key]!.call(light), key).toEqual(theirs[key]!());
        }
        expect(light.id).toBe(theirs.id);
        expect(Object.keys((light.getContext as () => object).call(light)).sort()).toEqual(
          Object.keys(theirs.getContext!() as object).sort(),
        );
      }
    }
  });
});
