import type { MRT_Cell } from 'mantine-react-table';
import { describe, expect, it } from 'vitest';
import { createFormatter } from '../../i18n/format';
import { calendarDay, dateColumn, exportColumnOf, type GridColumn } from './columns';
import { rowSearchText } from './search-text';

interface Row {
  fecha: string;
  fechaCierre: string | null;
}

const format = createFormatter('en-US');
const CustomCell = () => 'custom';
const row: Row = { fecha: '2026-02-04', fechaCierre: null };

/** What the grid's cell shows for this column and row (the accessor's value through `Cell`). */
const shown = (column: GridColumn<Row>, of: Row) => {
  const value = column.accessorFn!(of);
  const cell = { getValue: () => value } as unknown as MRT_Cell<Row>;
  return (column.Cell as (args: { cell: MRT_Cell<Row> }) => unknown)({ cell });
};

describe('dateColumn', () => {
  const opened = dateColumn<Row>({
    id: 'fecha',
    header: 'Opened',
    size: 120,
    date: (r) => calendarDay(r.fecha),
    text: format.date,
  });

  it('sorts, filters and exports the row as a date', () => {
    expect(opened).toMatchObject({
      id: 'fecha',
      header: 'Opened',
      size: 120,
      sortingFn: 'datetime',
      filterVariant: 'date-range',
      exportAs: { type: 'date' },
    });
    expect(opened.accessorFn!(row)).toEqual(new Date(2026, 1, 4));
    expect(exportColumnOf(opened)).toMatchObject({ header: 'Opened', type: 'date' });
  });

  it('writes the cell, and searches, as the date the column holds', () => {
    expect(shown(opened, row)).toBe('02/04/2026');
    expect(rowSearchText([opened], format)(row)).toBe('02/04/2026');
  });

  it('shows what the column says for a row without a date', () => {
    const closed = dateColumn<Row>({
      id: 'fechaCierre',
      header: 'Closed',
      date: (r) => (r.fechaCierre ? calendarDay(r.fechaCierre) : null),
      text: format.date,
      empty: '—',
    });
    expect(shown(closed, row)).toBe('—');
    expect(shown(closed, { ...row, fechaCierre: '2026-03-01' })).toBe('03/01/2026');
  });

  it('lets the column override any part', () => {
    const column = dateColumn<Row>({
      id: 'fecha',
      header: 'Opened',
      date: (r) => new Date(r.fecha),
      text: format.date,
      Cell: CustomCell,
      filterVariant: undefined,
    });
    expect(column.Cell).toBe(CustomCell);
    expect(column.filterVariant).toBeUndefined();
  });
});

describe('calendarDay', () => {
  it('is local midnight of the day, whatever the time zone', () => {
    const day = calendarDay('2026-02-04');
    expect([day.getFullYear(), day.getMonth(), day.getDate(), day.getHours()]).toEqual([2026, 1, 4, 0]);
  });
});
