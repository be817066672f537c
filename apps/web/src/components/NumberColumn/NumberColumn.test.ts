import { describe, expect, it } from 'vitest';
import { createFormatter } from '../../i18n/format';
import type { GridColumn } from '../DataGrid';
import { moneyColumn, numberColumn } from './NumberColumn';

type Row = { bultos: number; pesoKg: number; debe: number; moneda: string };
const row: Row = { bultos: 1200, pesoKg: 12, debe: 0, moneda: 'USD' };
const format = createFormatter('es-ES');

/** What a column's cell shows for the row (MRT calls `Cell` with the row among other things). */
const shown = (column: GridColumn<Row>, of: Row = row) =>
  (column.Cell as (props: { row: { original: Row } }) => unknown)({ row: { original: of } });

describe('numberColumn', () => {
  it('writes a count in the locale, right-aligned, filtered by range, exported as a whole number', () => {
    const column = numberColumn<Row>(format, { accessorKey: 'bultos', header: 'Bultos', size: 100 });
    expect(shown(column)).toBe('1.200');
    expect(column).toMatchObject({
      filterVariant: 'range',
      size: 100,
      mantineTableBodyCellProps: { align: 'right' },
      exportAs: { type: 'number', numFmt: '#,##0' },
    });
    expect(column.aggregationFn).toBeUndefined();
  });

  it('keeps a fixed number of decimals when asked, in Excel too, and sums groups', () => {
    const column = numberColumn<Row>(format, {
      accessorKey: 'pesoKg',
      header: 'Peso',
      decimals: 1,
      fixed: true,
      aggregate: 'sum',
    });
    expect(shown(column)).toBe('12,0');
    expect(column.exportAs).toEqual({ type: 'number', numFmt: '#,##0.0' });
    expect(column.aggregationFn).toBe('sum');
    expect(column.AggregatedCell).toBeTypeOf('function');
  });
});

describe('moneyColumn', () => {
  it("writes the amount in the row's currency, or nothing for zero when asked", () => {
    const column = moneyColumn<Row>(format, { accessorKey: 'debe', header: 'Debe' });
    expect(shown(column, { ...row, debe: 1234.5 })).toBe('1.234,50\u00a0US$');
    expect(shown(column)).toBe('0,00\u00a0US$');
    expect(shown(moneyColumn<Row>(format, { accessorKey: 'debe', header: 'Debe', blankZero: true }))).toBe(
      '',
    );
    expect(column.exportAs).toEqual({ type: 'number', numFmt: '#,##0.00' });
  });
});
