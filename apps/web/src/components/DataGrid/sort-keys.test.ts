import {
  type ColumnDef,
  createTable,
  getCoreRowModel,
  getSortedRowModel,
  type SortingState,
  sortingFns,
  type Table,
  type TableState,
} from '@tanstack/table-core';
import { describe, expect, it } from 'vitest';
import { getLightCoreRowModel, getLightSortedRowModel } from './row-model';
import { naturalSort } from './search-text';
import { columnSortKeys, sortKeys } from './sort-keys';

interface Movement {
  id: number;
  text: string | null;
  qty: number;
  day: Date | null;
  mixed: number | string;
  badDay: Date | undefined;
}

const TEXTS = ['Ávila', 'avila', 'Zaragoza', 'éclair', 'eclair', 'M26-10', 'M26-9', '', null, 'Ñandú', 'b 2'];
const DATA: Movement[] = Array.from({ length: 90 }, (_, i) => ({
  id: i,
  text: TEXTS[(i * 7) % TEXTS.length]!,
  qty: ((i * 37) % 50) - 20 + (i % 3) / 4,
  day: i % 9 === 0 ? null : new Date(Date.UTC(2026, (i * 5) % 12, (i % 27) + 1)),
  mixed: i % 4 === 0 ? `x${i % 5}` : i % 6,
  badDay: i % 10 === 0 ? undefined : new Date(Date.UTC(2026, 0, i % 11)),
}));

const COLUMNS: ColumnDef<Movement>[] = [
  { id: 'text', accessorFn: (row) => row.text },
  { id: 'qty', accessorKey: 'qty' },
  { id: 'day', accessorKey: 'day', sortingFn: 'datetime' },
  { id: 'dayNatural', accessorKey: 'day' },
  { id: 'mixed', accessorKey: 'mixed' },
  { id: 'badDay', accessorKey: 'badDay', sortingFn: 'datetime' },
];

/** A table sorted by the grid's light model (keys) or by TanStack Table's (the sorting functions). */
function tableOf(light: boolean, sorting: SortingState): Table<Movement> {
  const state = { sorting, columnPinning: { left: [], right: [] } } as unknown as TableState;
  return createTable<Movement>({
    data: DATA,
    columns: COLUMNS,
    defaultColumn: { sortingFn: naturalSort },
    getRowId: (row) => String(row.id),
    getCoreRowModel: light ? getLightCoreRowModel() : getCoreRowModel(),
    getSortedRowModel: light ? getLightSortedRowModel() : getSortedRowModel(),
    state,
    onStateChange: () => {},
    renderFallbackValue: null,
  });
}

const order = (table: Table<Movement>) => table.getRowModel().rows.map((row) => row.id);

describe('sorting by keys', () => {
  it.each<[string, SortingState]>([
    ['text with accents, codes and blanks', [{ id: 'text', desc: false }]],
    ['text, descending', [{ id: 'text', desc: true }]],
    ['numbers', [{ id: 'qty', desc: false }]],
    ['dates with empty days (datetime)', [{ id: 'day', desc: true }]],
    ['dates with empty days (natural: as text)', [{ id: 'dayNatural', desc: false }]],
    ['numbers and texts mixed', [{ id: 'mixed', desc: false }]],
    ['missing dates', [{ id: 'badDay', desc: false }]],
    [
      'two columns',
      [
        { id: 'text', desc: false },
        { id: 'qty', desc: true },
      ],
    ],
  ])('gives the order of the sorting function: %s', (_, sorting) => {
    expect(order(tableOf(true, sorting))).toEqual(order(tableOf(false, sorting)));
  });

  it('ranks texts the collator finds equal together, in natural order', () => {
    const table = tableOf(true, []);
    const rows = table.getCoreRowModel().rows.slice(0, TEXTS.length);
    const keys = sortKeys(rows, table.getColumn('text')!, naturalSort).ranks!;
    const keyOf = (text: string | null) => keys[rows.findIndex((row) => row.original.text === text)];
    expect(keyOf('Ávila')).toBe(keyOf('avila'));
    expect(keyOf('éclair')).toBe(keyOf('eclair'));
    expect(keyOf('M26-9')).toBeLessThan(keyOf('M26-10')!);
    expect(keyOf('')).toBe(keyOf(null));
    expect(keyOf('')).toBeLessThan(keyOf('avila')!);
  });

  it('leaves columns without keys to their sorting function', () => {
    const table = tableOf(true, []);
    const rows = table.getCoreRowModel().rows;
    const column = (id: string) => table.getColumn(id)!;
    expect(sortKeys(rows, column('mixed'), naturalSort).ranks).toBeUndefined();
    expect(sortKeys(rows, column('badDay'), sortingFns.datetime).ranks).toBeUndefined();
    expect(sortKeys(rows, column('qty'), sortingFns.basic).ranks).toBeUndefined();
    expect(sortKeys(rows, column('day'), sortingFns.datetime).ranks).toBeInstanceOf(Float64Array);
    // Missing values are marked for sortUndefined, whatever the function.
    expect(sortKeys(rows, column('badDay'), sortingFns.datetime).missing?.[0]).toBe(1);
    expect(sortKeys(rows, column('day'), sortingFns.datetime).missing).toBeUndefined();
  });

  it('are made once per list of rows and column, again for new rows or a new column', () => {
    const table = tableOf(true, []);
    const rows = table.getCoreRowModel().rows;
    const column = table.getColumn('text')!;
    const keys = columnSortKeys(rows, 'text', column, naturalSort);
    expect(columnSortKeys(rows, 'text', column, naturalSort)).toBe(keys);
    // A search or new data: another list of rows.
    const fewer = rows.slice(0, 10);
    expect(columnSortKeys(fewer, 'text', column, naturalSort).ranks).toHaveLength(10);
    // New column definitions (another language, say) with the same rows.
    const other = tableOf(true, []).getColumn('text')!;
    expect(columnSortKeys(rows, 'text', other, naturalSort)).not.toBe(keys);
  });
});
