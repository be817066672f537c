import type { AnyRouter, RegisteredRouter, ValidateNavigateOptions } from '@tanstack/react-router';
import type { MRT_Cell, MRT_ColumnDef, MRT_Row, MRT_RowData } from 'mantine-react-table';
import { CellLink } from './cells';
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

/**
 * A column's id as mantine-react-table gives it (its `getColumnId`: the id, else the accessor key,
 * else the header). Written here because that package is one module: importing the function put
 * all of it in every list screen's own chunk, so a screen's title waited for the grid's code.
 */
export const columnIdOf = <T extends MRT_RowData>(column: GridColumn<T>): string =>
  column.id ?? column.accessorKey?.toString() ?? (column.header as string);

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

/** What a link column needs of the router: hrefs for its cells, navigation on a click. */
export type LinkRouter = Pick<AnyRouter, 'buildLocation' | 'navigate'>;

export type LinkColumnOptions<T extends MRT_RowData, TOptions> = Omit<GridColumn<T>, 'Cell'> & {
  /**
   * Where a row's link goes, as the router's navigation options, checked against the route tree:
   * `(row) => ({ to: '/dossier/$id', params: { id: String(row.id) } })`.
   */
  link: (row: T) => ValidateNavigateOptions<RegisteredRouter, TOptions>;
  /** The link's tooltip, when its text needs one. */
  title?: (row: T) => string;
};

/**
 * A column whose cell is the value as a link to a record or a filtered list: a light `CellLink`
 * with a real href (new tab, copy link) that opens in the app on a plain click without also
 * opening the row. Not hideable, as the row's way in.
 */
export function linkColumn<T extends MRT_RowData, TOptions>(
  router: LinkRouter,
  { link, title, ...column }: LinkColumnOptions<T, TOptions>,
): GridColumn<T> {
  // `link`'s type checks the options against the registered route tree; the router's own
  // signature cannot follow a generic `TOptions` through, hence `never`.
  const target = (row: T) => link(row) as never;
  // Building a location costs some microseconds and a long list redraws its cells as it scrolls:
  // each row's href is built once.
  const hrefs = new WeakMap<T, string>();
  const hrefOf = (row: T) => {
    let href = hrefs.get(row);
    if (href === undefined) {
      href = router.buildLocation(target(row)).href;
      hrefs.set(row, href);
    }
    return href;
  };
  const drawLink = ({ cell, row }: { cell: MRT_Cell<T>; row: MRT_Row<T> }) => {
    const anchor = (
      <CellLink href={hrefOf(row.original)} onOpen={() => void router.navigate(target(row.original))}>
        {String(cell.getValue() ?? '')}
      </CellLink>
    );
    return title ? <span title={title(row.original)}>{anchor}</span> : anchor;
  };
  return { enableHiding: false, ...column, Cell: drawLink };
}
