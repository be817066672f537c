import { describe, expect, it } from 'vitest';
import {
  filtersToSearch,
  fromEstadoGrid,
  restoreFilter,
  storeFilter,
  toEstadoGrid,
  type ViewState,
} from './grid-state';
import { EMPTY_VIEW_STATE } from './useGridState';

const variants = new Map([
  ['numero', 'text'],
  ['estado', 'multi-select'],
  ['bultos', 'range'],
  ['etd', 'date-range'],
]);
const columns = [...variants.keys()];

const state: ViewState = {
  ...EMPTY_VIEW_STATE,
  columnOrder: ['estado', 'numero', 'etd', 'bultos'],
  columnVisibility: { bultos: false },
  columnSizing: { numero: 151.6 },
  columnPinning: { left: ['numero'], right: [] },
  sorting: [{ id: 'etd', desc: true }],
  columnFilters: [
    { id: 'estado', value: ['EN_TRANSITO'] },
    { id: 'bultos', value: ['10', ''] },
    { id: 'etd', value: [new Date(2026, 0, 5), undefined] },
    { id: 'numero', value: '' },
  ],
  globalFilter: 'valencia',
  density: 'xs',
  grouping: ['estado'],
};

describe('grid state as a saved view and as a URL', () => {
  it('saves what a view keeps, dates as days and empty filters left out', () => {
    expect(toEstadoGrid(state)).toEqual({
      columnOrder: ['estado', 'numero', 'etd', 'bultos'],
      columnVisibility: { bultos: false },
      columnSizing: { numero: 152 },
      columnPinning: { left: ['numero'], right: [] },
      sorting: [{ id: 'etd', desc: true }],
      columnFilters: [
        { id: 'estado', value: ['EN_TRANSITO'] },
        { id: 'bultos', value: [10, null] },
        { id: 'etd', value: ['2026-01-05', null] },
      ],
      globalFilter: 'valencia',
      density: 'xs',
      grouping: ['estado'],
    });
  });

  it('reads the saved view back into the same table state', () => {
    const back = fromEstadoGrid(toEstadoGrid(state), columns, variants);
    expect(back.columnFilters).toEqual([
      { id: 'estado', value: ['EN_TRANSITO'] },
      { id: 'bultos', value: [10, null] },
      { id: 'etd', value: [new Date(2026, 0, 5), null] },
    ]);
    expect(back.sorting).toEqual(state.sorting);
    expect(back.grouping).toEqual(['estado']);
    expect(back.columnPinning).toEqual({ left: ['numero'], right: [] });
  });

  it('survives columns renamed or added since the view was saved', () => {
    const old = {
      ...toEstadoGrid(state),
      columnOrder: ['gone', 'estado'],
      sorting: [{ id: 'gone', desc: false }],
    };
    const back = fromEstadoGrid(old, columns, variants);
    expect(back.columnOrder).toEqual(['estado', 'numero', 'bultos', 'etd']);
    expect(back.sorting).toEqual([]);
  });

  it('drops a filter value that does not fit its column instead of breaking the grid', () => {
    expect(restoreFilter('estado', 'EN_TRANSITO', variants)).toEqual(['EN_TRANSITO']);
    expect(restoreFilter('bultos', 'many', variants)).toBeUndefined();
    expect(restoreFilter('numero', ['a', 'b'], variants)).toBeUndefined();
    expect(restoreFilter('unknown', 'x', variants)).toBeUndefined();
    expect(storeFilter([undefined, ''])).toBeUndefined();
  });

  it('puts only real filters in the URL', () => {
    expect(filtersToSearch(state.columnFilters)).toEqual({
      estado: ['EN_TRANSITO'],
      bultos: [10, null],
      etd: ['2026-01-05', null],
    });
    expect(filtersToSearch([{ id: 'numero', value: '' }])).toBeUndefined();
  });
});
