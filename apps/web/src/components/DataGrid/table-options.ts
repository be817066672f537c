import type { MRT_RowData, MRT_TableOptions } from 'mantine-react-table';

/**
 * Options of mantine-react-table the grid draws or decides itself. Its rows are its own (GridBody:
 * plain cells in a fixed-height window), so mantine-react-table's body options would do nothing
 * there; its row models are the light ones of row-model.ts, and its data, columns, state and row ids
 * come from DataGrid's own props. Passed in `tableOptions`, any of them is a type error rather than
 * a silent no-op.
 */
type GridOwnedOption =
  // What DataGrid builds from its props.
  | 'columns'
  | 'data'
  | 'state'
  | 'getRowId'
  // The rows: GridBody inside the grid's <tbody>, windowed by the grid, no pagination.
  | 'mantineTableBodyProps'
  | 'mantineTableBodyRowProps'
  | 'mantineTableBodyCellProps'
  | 'memoMode'
  | 'enablePagination'
  | 'enableRowVirtualization'
  | 'rowVirtualizerOptions'
  | 'rowVirtualizerInstanceRef'
  | 'enableColumnVirtualization'
  | 'columnVirtualizerOptions'
  | 'columnVirtualizerInstanceRef'
  | 'rowPinningDisplayMode'
  // Editing and creating rows in place: GridBody's cells are read-only.
  | 'enableEditing'
  | 'editDisplayMode'
  | 'createDisplayMode'
  | 'positionCreatingRow'
  | 'onEditingCellChange'
  | 'onEditingRowChange'
  | 'onEditingRowSave'
  | 'onEditingRowCancel'
  | 'onCreatingRowChange'
  | 'onCreatingRowSave'
  | 'onCreatingRowCancel'
  | 'renderEditRowModalContent'
  | 'renderCreateRowModalContent'
  | 'mantineEditTextInputProps'
  | 'mantineEditSelectProps'
  | 'mantineEditRowModalProps'
  | 'mantineCreateRowModalProps'
  // Decorations of mantine-react-table's own cells and rows.
  | 'enableClickToCopy'
  | 'mantineCopyButtonProps'
  | 'renderDetailPanel'
  | 'mantineDetailPanelProps'
  | 'enableFilterMatchHighlighting'
  | 'mantineHighlightProps'
  | 'enableRowDragging'
  | 'enableRowOrdering'
  | 'mantineRowDragHandleProps'
  | 'onDraggingRowChange'
  | 'onHoveredRowChange'
  // The row models (getCoreRowModel, getSortedRowModel, getFilteredRowModel …) and the facets.
  | `get${string}RowModel`
  | `getFaceted${string}`;

/** What a screen may add to its DataGrid's table: everything mantine-react-table offers that the grid honours. */
export type GridTableOptions<T extends MRT_RowData> = Omit<Partial<MRT_TableOptions<T>>, GridOwnedOption>;
