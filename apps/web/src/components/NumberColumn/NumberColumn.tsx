import { Text } from '@mantine/core';
import type {
  MRT_AggregationFn,
  MRT_AggregationOption,
  MRT_Cell,
  MRT_Row,
  MRT_RowData,
} from 'mantine-react-table';
import type { Formatter } from '../../i18n/format';
import type { GridColumn } from '../DataGrid';

// The columns of a figure, as every grid writes them: right-aligned, filtered by a range, written in
// the user's number format and exported to Excel as a number.

/** Excel's number format of an amount of money. */
export const MONEY_FORMAT = '#,##0.00';

/** The keys of a row whose values are numbers. */
type NumberKey<T> = { [K in keyof T]: T[K] extends number ? K : never }[keyof T] & string;

type FigureOptions<T extends MRT_RowData> = Omit<
  GridColumn<T>,
  'accessorKey' | 'header' | 'Cell' | 'exportAs'
> & {
  accessorKey: NumberKey<T>;
  header: string;
};

export type NumberColumnOptions<T extends MRT_RowData> = FigureOptions<T> & {
  /** Digits after the decimal point at most, on screen and in Excel (none for counts). */
  decimals?: number;
  /** Always that many decimals, so that a column of weights lines up (`12.0`). */
  fixed?: boolean;
  /** How a group's rows add up (`'sum'`, or the column's own); the group's figure is in bold. */
  aggregate?: MRT_AggregationOption | MRT_AggregationFn<T>;
};

/** A column of counts or measures: `format.number` with at most `decimals` decimals. */
export function numberColumn<T extends MRT_RowData>(
  format: Formatter,
  { accessorKey, decimals = 0, fixed = false, aggregate, ...column }: NumberColumnOptions<T>,
): GridColumn<T> {
  const digits = { maximumFractionDigits: decimals, ...(fixed ? { minimumFractionDigits: decimals } : {}) };
  const text = (value: number) => format.number(value, digits);
  // Cell renderers as values (MRT calls them with the cell), not components of this factory.
  const cell = ({ row }: { row: MRT_Row<T> }) => text(row.original[accessorKey]);
  const subtotal = ({ cell: group }: { cell: MRT_Cell<T> }) => (
    <Text size="sm" fw={600}>
      {text(group.getValue<number>())}
    </Text>
  );
  return {
    accessorKey,
    filterVariant: 'range',
    mantineTableBodyCellProps: { align: 'right' },
    Cell: cell,
    ...(aggregate !== undefined && { aggregationFn: aggregate, AggregatedCell: subtotal }),
    exportAs: { type: 'number', numFmt: decimals > 0 ? `#,##0.${'0'.repeat(decimals)}` : '#,##0' },
    ...column,
  };
}

export type MoneyColumnOptions<T extends MRT_RowData> = FigureOptions<T> & {
  /** An empty cell for zero (a statement's debit or credit column). */
  blankZero?: boolean;
};

/** A column of amounts in the row's own currency (`moneda`), header and figures on the right. */
export function moneyColumn<T extends MRT_RowData & { moneda: string }>(
  format: Formatter,
  { accessorKey, blankZero = false, ...column }: MoneyColumnOptions<T>,
): GridColumn<T> {
  const cell = ({ row }: { row: MRT_Row<T> }) => {
    const amount: number = row.original[accessorKey];
    return blankZero && !amount ? '' : format.currency(amount, row.original.moneda);
  };
  return {
    accessorKey,
    size: 130,
    filterVariant: 'range',
    mantineTableBodyCellProps: { align: 'right' },
    mantineTableHeadCellProps: { align: 'right' },
    Cell: cell,
    exportAs: { type: 'number', numFmt: MONEY_FORMAT },
    ...column,
  };
}
