import { fireEvent, render } from '@testing-library/react';
import { getColumnId, type MRT_Cell, type MRT_ColumnDef, type MRT_Row } from 'mantine-react-table';
import { createElement, type ReactElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { createFormatter } from '../../i18n/format';
import {
  calendarDay,
  columnIdOf,
  dateColumn,
  exportColumnOf,
  type GridColumn,
  type LinkRouter,
  linkColumn,
} from './columns';
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

describe('linkColumn', () => {
  interface Note {
    id: number;
    numero: string;
  }
  const note: Note = { id: 7, numero: 'ALB-0007' };
  const fakeRouter = () => {
    const buildLocation = vi.fn((options: { to: string; params: { id: string } }) => ({
      href: options.to.replace('$id', options.params.id),
    }));
    const navigate = vi.fn(async () => undefined);
    return { buildLocation, navigate, router: { buildLocation, navigate } as unknown as LinkRouter };
  };
  /** The column's cell for `of`, inside a row that counts its own clicks. */
  const draw = (column: GridColumn<Note>, of: Note, rowClick = () => {}) => {
    const cell = { getValue: () => of.numero } as unknown as MRT_Cell<Note>;
    const row = { original: of } as unknown as MRT_Row<Note>;
    const Cell = column.Cell as (args: { cell: MRT_Cell<Note>; row: MRT_Row<Note> }) => ReactElement;
    return render(createElement('div', { onClick: rowClick }, Cell({ cell, row }))).container;
  };

  it('draws the value as a link to the row’s page and opens it in the app on a plain click', () => {
    const { router, navigate, buildLocation } = fakeRouter();
    const column = linkColumn<Note, unknown>(router, {
      accessorKey: 'numero',
      header: 'Delivery note',
      link: (row) => ({ to: '/distribution/$id', params: { id: String(row.id) } }) as never,
      title: (row) => `Open ${row.numero}`,
    });
    expect(column).toMatchObject({ accessorKey: 'numero', header: 'Delivery note', enableHiding: false });
    const rowClick = vi.fn();
    const container = draw(column, note, rowClick);
    const anchor = container.querySelector('a')!;
    expect(anchor.getAttribute('href')).toBe('/distribution/7');
    expect(anchor.textContent).toBe('ALB-0007');
    expect(anchor.parentElement!.getAttribute('title')).toBe('Open ALB-0007');

    fireEvent.click(anchor);
    expect(navigate).toHaveBeenCalledWith({ to: '/distribution/$id', params: { id: '7' } });
    expect(rowClick).not.toHaveBeenCalled();
    // A modified click is the browser's (new tab): the app does not navigate.
    fireEvent.click(anchor, { ctrlKey: true });
    expect(navigate).toHaveBeenCalledTimes(1);

    // Redrawn as the list scrolls, a row keeps the href built the first time.
    draw(column, note);
    expect(buildLocation).toHaveBeenCalledTimes(1);
  });
});

describe('columnIdOf', () => {
  it("names a column as mantine-react-table's getColumnId does", () => {
    const columns: GridColumn<{ numero: string }>[] = [
      { id: 'own', accessorKey: 'numero', header: 'Number' },
      { accessorKey: 'numero', header: 'Number' },
      { accessorFn: (row) => row.numero, header: 'Number' },
    ];
    for (const column of columns)
      expect(columnIdOf(column)).toBe(getColumnId(column as MRT_ColumnDef<{ numero: string }>));
  });
});
