import type { EstadoGrid } from '@extranet/sdk';
import type {
  MRT_ColumnFiltersState,
  MRT_ColumnOrderState,
  MRT_ColumnPinningState,
  MRT_ColumnSizingState,
  MRT_DensityState,
  MRT_GroupingState,
  MRT_SortingState,
  MRT_VisibilityState,
} from 'mantine-react-table';
import { filterValue, type GridFilterValue } from './grid-search';

// The grid's state in three forms: mantine-react-table's (live), a saved view's (`EstadoGrid`, the
// SDK's schema) and the URL's (global search and column filters). Dates in filters travel as
// `YYYY-MM-DD` text and are `Date`s in the table.

/** The parts of the table state a saved view keeps. */
export interface ViewState {
  columnOrder: MRT_ColumnOrderState;
  columnVisibility: MRT_VisibilityState;
  columnSizing: MRT_ColumnSizingState;
  columnPinning: MRT_ColumnPinningState;
  sorting: MRT_SortingState;
  columnFilters: MRT_ColumnFiltersState;
  globalFilter: string;
  density: MRT_DensityState;
  grouping: MRT_GroupingState;
}

const pad = (n: number) => String(n).padStart(2, '0');
const dayOf = (date: Date) => `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;

/** A table filter value in its stored form (dates as days, empty range ends as null). */
export function storeFilter(value: unknown): GridFilterValue | undefined {
  if (Array.isArray(value) && value.length === 2) {
    const bounds = value.map((bound: unknown) => {
      if (bound instanceof Date) return Number.isNaN(bound.getTime()) ? null : dayOf(bound);
      if (bound === '' || bound === undefined || bound === null) return null;
      if (typeof bound === 'string' && bound.trim() !== '' && !Number.isNaN(Number(bound)))
        return Number(bound);
      return bound;
    });
    if (bounds.every((bound) => bound === null)) return undefined;
    if (bounds.every((bound) => bound === null || typeof bound === 'number' || typeof bound === 'string'))
      return filterValue(bounds);
  }
  if (value === '' || value === undefined || value === null) return undefined;
  if (Array.isArray(value) && value.length === 0) return undefined;
  return filterValue(value);
}

/** The filter control of each column (mantine-react-table's `filterVariant`, `text` when unset). */
export type FilterVariants = ReadonlyMap<string, string>;

const toDate = (bound: unknown) => {
  if (typeof bound !== 'string') return null;
  const [y, m, d] = bound.split('-').map(Number);
  return y && m && d ? new Date(y, m - 1, d) : null;
};

/**
 * A stored filter value as the column's filter control holds it, or undefined when it does not fit
 * that control (an old saved view, a hand-edited link): a mismatch is dropped, never a crash.
 */
export function restoreFilter(id: string, value: GridFilterValue, variants: FilterVariants): unknown {
  const variant = variants.get(id);
  if (variant === undefined) return undefined;
  const pair = Array.isArray(value) && value.length === 2 ? (value as unknown[]) : undefined;
  switch (variant) {
    case 'date-range':
      return pair ? pair.map(toDate) : undefined;
    case 'date':
      return typeof value === 'string' ? toDate(value) : undefined;
    case 'range':
    case 'range-slider':
      return pair?.every((bound) => bound === null || typeof bound === 'number') ? pair : undefined;
    case 'multi-select':
      if (typeof value === 'string') return [value];
      return Array.isArray(value) && value.every((item) => typeof item === 'string') ? value : undefined;
    case 'checkbox':
      return typeof value === 'boolean' ? value : undefined;
    default:
      return typeof value === 'string' || typeof value === 'number' ? String(value) : undefined;
  }
}

export function toStoredFilters(filters: MRT_ColumnFiltersState): { id: string; value: GridFilterValue }[] {
  const stored: { id: string; value: GridFilterValue }[] = [];
  for (const filter of filters) {
    const value = storeFilter(filter.value);
    if (value !== undefined) stored.push({ id: filter.id, value });
  }
  return stored;
}

export function fromStoredFilters(
  filters: readonly { id: string; value: GridFilterValue }[],
  variants: FilterVariants,
): MRT_ColumnFiltersState {
  return filters.flatMap(({ id, value }) => {
    const restored = restoreFilter(id, value, variants);
    return restored === undefined ? [] : [{ id, value: restored }];
  });
}

/** The URL's `filters` object of a table state (undefined when there are none). */
export function filtersToSearch(
  filters: MRT_ColumnFiltersState,
): Record<string, GridFilterValue> | undefined {
  const stored = toStoredFilters(filters);
  return stored.length > 0 ? Object.fromEntries(stored.map(({ id, value }) => [id, value])) : undefined;
}

export function filtersFromSearch(
  filters: Record<string, GridFilterValue> | undefined,
  variants: FilterVariants,
): MRT_ColumnFiltersState {
  return fromStoredFilters(
    Object.entries(filters ?? {}).map(([id, value]) => ({ id, value })),
    variants,
  );
}

/** A saved view's body from the table state. */
export function toEstadoGrid(state: ViewState): EstadoGrid {
  return {
    columnOrder: state.columnOrder,
    columnVisibility: state.columnVisibility,
    columnSizing: Object.fromEntries(
      Object.entries(state.columnSizing).map(([id, size]) => [id, Math.round(size)]),
    ),
    columnPinning: { left: state.columnPinning.left ?? [], right: state.columnPinning.right ?? [] },
    sorting: state.sorting,
    columnFilters: toStoredFilters(state.columnFilters),
    globalFilter: state.globalFilter?.trim() ? state.globalFilter : null,
    density: state.density,
    grouping: state.grouping,
  };
}

/**
 * The table state of a saved view. Columns the grid no longer has are dropped, and columns added
 * since the view was saved keep their place at the end, so an old view never breaks a screen.
 */
export function fromEstadoGrid(
  estado: EstadoGrid,
  columnIds: readonly string[],
  variants: FilterVariants,
): ViewState {
  const known = new Set(columnIds);
  const keep = <T>(record: Record<string, T>) =>
    Object.fromEntries(Object.entries(record).filter(([id]) => known.has(id)));
  const order = estado.columnOrder.filter((id) => known.has(id));
  return {
    columnOrder: order.length > 0 ? [...order, ...columnIds.filter((id) => !order.includes(id))] : [],
    columnVisibility: keep(estado.columnVisibility),
    columnSizing: keep(estado.columnSizing),
    columnPinning: {
      left: (estado.columnPinning?.left ?? []).filter((id) => known.has(id)),
      right: (estado.columnPinning?.right ?? []).filter((id) => known.has(id)),
    },
    sorting: estado.sorting.filter((sort) => known.has(sort.id)),
    columnFilters: fromStoredFilters(estado.columnFilters, variants),
    globalFilter: estado.globalFilter ?? '',
    density: estado.density,
    grouping: (estado.grouping ?? []).filter((id) => known.has(id)),
  };
}
