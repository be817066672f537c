export type { GridColumn } from './columns';
export { DataGrid, type DataGridProps } from './DataGrid';
export { cleanGridSearch, type GridFilterValue, type GridSearch, validateGridSearch } from './grid-search';
export type { GridTableOptions } from './table-options';
export { type TableWatch, useTableHandle } from './useTableHandle';
