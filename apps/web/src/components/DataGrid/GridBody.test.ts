import { createTable, getCoreRowModel } from '@tanstack/table-core';
import type { MRT_Row, MRT_TableInstance } from 'mantine-react-table';
import { describe, expect, it } from 'vitest';
import { placement, visibleCells, visibleRange } from './GridBody';

describe('visibleRange', () => {
  it('draws the rows in view, a few beyond, and always a full window, never past either end', () => {
    // 50 px rows, a 500 px viewport (10 rows): a window of 10 + 2 × 6 + 2 = 24 slots.
    expect(visibleRange(5_000, 500, 50, 1_000, 6)).toMatchObject({ start: 94, end: 118, slots: 24 });
    expect(visibleRange(5_020, 500, 50, 1_000, 6)).toMatchObject({ start: 94, end: 118 });
    expect(visibleRange(0, 500, 50, 1_000, 6)).toMatchObject({ start: 0, end: 24 });
    // At the end the window reaches back, keeping its size.
    expect(visibleRange(49_500, 500, 50, 1_000, 6)).toMatchObject({ start: 976, end: 1_000 });
    expect(visibleRange(0, 500, 50, 3, 6)).toMatchObject({ start: 0, end: 3 });
  });

  it('keeps the number of rows drawn constant while scrolling, so no row is added or removed', () => {
    const sizes = new Set<number>();
    for (let scrollTop = 0; scrollTop <= 49_500; scrollTop += 17) {
      const { start, end } = visibleRange(scrollTop, 500, 50, 1_000, 6);
      sizes.add(end - start);
      // The rows in view are always drawn.
      expect(start).toBeLessThanOrEqual(Math.floor(scrollTop / 50));
      expect(end).toBeGreaterThanOrEqual(Math.min(1_000, Math.ceil((scrollTop + 500) / 50)));
    }
    expect([...sizes]).toEqual([24]);
  });

  it('assumes a screenful before the container has a size', () => {
    expect(visibleRange(0, 0, 50, 1_000, 6).end).toBe(30);
  });

  it('gives every row of any window its own slot, so recycled rows never share a key', () => {
    for (const scrollTop of [0, 37, 1_234, 20_000, 33_333]) {
      const { start, end, slots } = visibleRange(scrollTop, 537, 42.7, 2_000, 6);
      const keys = new Set(Array.from({ length: end - start }, (_, i) => (start + i) % slots));
      expect(keys.size).toBe(end - start);
    }
  });
});

describe('placement', () => {
  it('puts every row at its index × row height, written as the page offset plus a translation', () => {
    for (const scrollTop of [0, 37, 1_234, 20_000, 33_333, 99_950]) {
      const { start, end, slots } = visibleRange(scrollTop, 537, 42.7, 2_000, 6);
      const { offset, top } = placement(start, slots, 42.7);
      for (let index = start; index < end; index++) expect(offset + top(index)).toBeCloseTo(index * 42.7, 6);
    }
  });

  it('translates rows by a few recurring distances, however far the list scrolls', () => {
    const distances = new Set<number>();
    const offsets = new Set<number>();
    for (let scrollTop = 0; scrollTop <= 85_000; scrollTop += 23) {
      const { start, end, slots } = visibleRange(scrollTop, 537, 42.7, 2_000, 6);
      const { offset, top } = placement(start, slots, 42.7);
      offsets.add(offset);
      for (let index = start; index < end; index++) distances.add(top(index));
    }
    const { slots } = visibleRange(0, 537, 42.7, 2_000, 6);
    expect(distances.size).toBeLessThanOrEqual(2 * slots);
    // The window moves a page at a time: one offset per page of the list, not one per row.
    expect(offsets.size).toBeLessThanOrEqual(Math.ceil(2_000 / slots));
  });
});

describe('visibleCells', () => {
  type Movement = { id: number; sku: string; qty: number; warehouse: string };
  const table = createTable<Movement>({
    data: [{ id: 1, sku: 'ABC', qty: 4, warehouse: 'VLC' }],
    columns: ['id', 'sku', 'qty', 'warehouse'].map((key) => ({ id: key, accessorKey: key })),
    getCoreRowModel: getCoreRowModel(),
    state: {
      columnPinning: { left: ['warehouse'], right: ['id'] },
      columnVisibility: { qty: false },
      columnOrder: [],
    },
    onStateChange: () => {},
    renderFallbackValue: null,
  });
  const row = table.getRowModel().rows[0]!;
  const cells = () =>
    visibleCells(row as unknown as MRT_Row<Movement>, table as unknown as MRT_TableInstance<Movement>);

  it("are the row's visible cells in TanStack's order: pinned left, centre, pinned right", () => {
    expect(cells().map((cell) => cell.column.id)).toEqual(
      row.getVisibleCells().map((cell) => cell.column.id),
    );
    expect(cells().map((cell) => cell.column.id)).toEqual(['warehouse', 'sku', 'id']);
    expect(cells().map((cell) => cell.getValue())).toEqual(['VLC', 'ABC', 1]);
  });

  it('are made anew, not kept on the row as TanStack Table keeps its own (a long scroll would pile them up)', () => {
    expect(row.getVisibleCells()).toBe(row.getVisibleCells());
    const [first] = cells();
    expect(cells()[0]).not.toBe(first);
  });
});
