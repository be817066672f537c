import type { EstadoGrid } from '@extranet/sdk/schemas';

/** A saved grid view's state with nothing chosen: the fixture of every test that saves a view. */
export const EMPTY_GRID_STATE: EstadoGrid = {
  columnOrder: [],
  columnVisibility: {},
  columnSizing: {},
  sorting: [],
  columnFilters: [],
  globalFilter: null,
  density: 'md',
};
