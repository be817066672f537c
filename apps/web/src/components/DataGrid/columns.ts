import { getColumnId, type MRT_Cell, type MRT_ColumnDef, type MRT_RowData } from 'mantine-react-table';
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

/** `2026-02-04` as a local Date at midnight: the calendar day, not the UTC instant a bare `new Date` makes. */
export const calendarDay = (iso: string): Date => new Date(`${iso}T00:00:00`);

export type DateColumnOptions<T extends MRT_RowData> = Omit<GridColumn<T>, 'accessorKey' | 'accessorFn'> & {
  id: string;
  header: string;
  /** The row's date, or null without one: what the column sorts, filters, searches and exports. */
  date: (row: T) => Date | null;
  /** How a cell writes the date (`format.date`, `format.dateTime`), unless the column gives its own `Cell`. */
  text?: (date: Date) => string;
  /** What a cell of a row without a date shows. */
  empty?: string;
};

/**
 * A date column: sorted as dates, filtered by a date range and exported as real Excel dates, its
 * cell the date as text (plain text is the lightest cell a long list can draw). Any of those can be
 * overridden (`filterVariant: undefined` where a date range makes no sense).
 */
export function dateColumn<T extends MRT_RowData>({
  date,
  text,
  empty = '',
  ...column
}: DateColumnOptions<T>): GridColumn<T> {
  // The accessor's Date, which the table has already read once per row.
  const written =
    text &&
    (({ cell }: { cell: MRT_Cell<T> }) => {
      const value = cell.getValue<Date | null>();
      return value ? text(value) : empty;
    });
  return {
    sortingFn: 'datetime',
    filterVariant: 'date-range',
    exportAs: { type: 'date' },
    ...(written && { Cell: written }),
    ...column,
    accessorFn: date,
  };
}
