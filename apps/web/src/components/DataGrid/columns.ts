import { getColumnId, type MRT_ColumnDef, type MRT_RowData } from 'mantine-react-table';
import type { ExportCellType, ExportColumn, ExportValue } from './export-xlsx';

/** A column of a DataGrid: mantine-react-table's definition plus how it goes to Excel. */
export type GridColumn<T extends MRT_RowData> = MRT_ColumnDef<T> & {
  /**
   * The Excel cell: its type and value (default: the column's value as text). `false` leaves the
   * column out of the export (actions, icons that repeat another column).
   */
  exportAs?: { type: ExportCellType; value?: (row: T) => ExportValue; numFmt?: string } | false;
  /**
   * What the search box matches in this column, when it is not the value itself: the words a status
   * code is shown as, say. Default: the text export's value and the raw value (dates and numbers
   * as displayed).
   */
  searchAs?: (row: T) => string;
};

export const columnIdOf = <T extends MRT_RowData>(column: GridColumn<T>): string =>
  getColumnId(column as MRT_ColumnDef<T>);

/** The filter control of each column, by column id (`text` unless the column says otherwise). */
export const filterVariantsOf = <T extends MRT_RowData>(
  columns: readonly GridColumn<T>[],
): Map<string, string> =>
  new Map(columns.map((column) => [columnIdOf(column), column.filterVariant ?? 'text']));

/** The export definition of a column, or undefined when it stays out of the file. */
export function exportColumnOf<T extends MRT_RowData>(column: GridColumn<T>): ExportColumn<T> | undefined {
  if (column.exportAs === false || typeof column.header !== 'string') return undefined;
  const read = column.accessorFn
    ? (row: T) => column.accessorFn!(row) as ExportValue
    : column.accessorKey
      ? (row: T) => row[column.accessorKey as keyof T] as ExportValue
      : undefined;
  const value = column.exportAs?.value ?? read;
  if (!value) return undefined;
  return {
    header: column.header,
    type: column.exportAs?.type ?? 'text',
    value,
    numFmt: column.exportAs?.numFmt,
  };
}
