import { getCoreRowModel, getFilteredRowModel, getSortedRowModel } from '@tanstack/table-core';
import { describe, expect, it } from 'vitest';
import type { GridTableOptions } from './table-options';

// A type-level test: `tsc --noEmit -p apps/web` checks it (a `@ts-expect-error` that no longer meets
// an error is itself an error), vitest only runs it.

interface Row {
  id: number;
  name: string;
}

/** Each option alone, so one expected error cannot hide another. */
const options = (value: GridTableOptions<Row>) => value;

describe('GridTableOptions', () => {
  it('takes the options the grid honours', () => {
    const honoured = options({
      enableGrouping: true,
      groupedColumnMode: 'remove',
      enableColumnPinning: true,
      initialState: { columnPinning: { left: ['name'] } },
      mantineTableHeadCellProps: { style: { fontWeight: 600 } },
      renderEmptyRowsFallback: () => null,
    });
    expect(honoured.enableGrouping).toBe(true);
  });

  it('refuses the body options the grid’s own rows ignore', () => {
    const refused = [
      // @ts-expect-error GridBody's cells are read-only
      options({ enableEditing: true }),
      // @ts-expect-error GridBody's cells are read-only
      options({ editDisplayMode: 'cell' }),
      // @ts-expect-error GridBody's cells are read-only
      options({ onEditingRowSave: () => {} }),
      // @ts-expect-error GridBody draws no copy buttons
      options({ enableClickToCopy: true }),
      // @ts-expect-error GridBody draws no detail panels
      options({ renderDetailPanel: () => null }),
      // @ts-expect-error GridBody draws its own rows
      options({ mantineTableBodyRowProps: { style: { color: 'red' } } }),
      // @ts-expect-error GridBody draws its own cells
      options({ mantineTableBodyCellProps: { style: { color: 'red' } } }),
      // @ts-expect-error GridBody is the grid's <tbody> content
      options({ mantineTableBodyProps: {} }),
      // @ts-expect-error GridBody windows the rows itself
      options({ enableRowVirtualization: true }),
      // @ts-expect-error GridBody highlights no search matches
      options({ enableFilterMatchHighlighting: true }),
      // @ts-expect-error GridBody has no drag handles
      options({ enableRowOrdering: true }),
    ];
    expect(refused).toHaveLength(11);
  });

  it('refuses replacing the row models, the data, the columns and the state', () => {
    const refused = [
      // @ts-expect-error the grid's light row models (row-model.ts)
      options({ getCoreRowModel: getCoreRowModel() }),
      // @ts-expect-error the grid's light row models (row-model.ts)
      options({ getSortedRowModel: getSortedRowModel() }),
      // @ts-expect-error the grid's light row models (row-model.ts)
      options({ getFilteredRowModel: getFilteredRowModel() }),
      // @ts-expect-error the grid's facets (facets.ts)
      options({ getFacetedUniqueValues: () => () => new Map() }),
      // @ts-expect-error DataGrid's `query`
      options({ data: [] }),
      // @ts-expect-error DataGrid's `columns`
      options({ columns: [] }),
      // @ts-expect-error the grid's state (saved views, URL)
      options({ state: { grouping: [] } }),
    ];
    expect(refused).toHaveLength(7);
  });
});
