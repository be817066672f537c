import type { ModoTransporte } from '@extranet/sdk';
import {
  MantineReactTable,
  type MRT_ColumnDef,
  type MRT_Row,
  type MRT_TableInstance,
  useMantineReactTable,
} from 'mantine-react-table';
import { useMemo, useRef } from 'react';
import { describe, expect, it } from 'vitest';
import { createFormatter, type Formatter } from '../../i18n/format';
import { renderWithProviders, screen, waitFor } from '../../test-utils/render';
import { moneyColumn, numberColumn } from '../NumberColumn';
import { shipmentLinkColumn, transportModeColumn } from '../Shipment/columns';
import { CellBadge, CellText } from './cells';
import { dateColumn, type GridColumn, type LinkRouter } from './columns';
import { GridBody, type RowProps } from './GridBody';
import { getLightCoreRowModel, getLightSortedRowModel } from './row-model';

// The grid draws its rows itself (GridBody) instead of through mantine-react-table's cells: this
// test draws the same table both ways, for every kind of column the screens use, and checks that a
// user reads the same thing in each cell, aligned the same way, in plain and in grouped rows.

interface Shipment {
  id: number;
  numeroPartida: string;
  cliente: string;
  modo: ModoTransporte;
  estado: 'OPEN' | 'CLOSED';
  pesoKg: number;
  importe: number;
  moneda: string;
  llegada: string | null;
}

const ROWS: Shipment[] = [
  {
    id: 1,
    numeroPartida: 'P-001',
    cliente: 'Acme',
    modo: 'MARITIMO',
    estado: 'OPEN',
    pesoKg: 1250.5,
    importe: 980,
    moneda: 'USD',
    llegada: '2026-02-04',
  },
  {
    id: 2,
    numeroPartida: 'P-002',
    cliente: 'Acme',
    modo: 'AEREO',
    estado: 'CLOSED',
    pesoKg: 12,
    importe: 45.25,
    moneda: 'EUR',
    llegada: null,
  },
  {
    id: 3,
    numeroPartida: 'P-003',
    cliente: 'Globex',
    modo: 'TERRESTRE',
    estado: 'OPEN',
    pesoKg: 0,
    importe: 0,
    moneda: 'USD',
    llegada: '2025-12-31',
  },
];

/** Links without a router: the hrefs the cells carry. */
const router = {
  buildLocation: (options: { params: { id: string } }) => ({ href: `/tracking/${options.params.id}` }),
  navigate: async () => {},
} as unknown as LinkRouter;

const STATUS_COLOR = { OPEN: 'blue', CLOSED: 'gray' } as const;
const statusCell = ({ row }: { row: MRT_Row<Shipment> }) => (
  <CellBadge color={STATUS_COLOR[row.original.estado]}>{row.original.estado.toLowerCase()}</CellBadge>
);
const customerCell = ({ row }: { row: MRT_Row<Shipment> }) => (
  <CellText weight={600}>{row.original.cliente}</CellText>
);

/** One column of each kind: plain text, light text, number, money, date, status badge, link, icon. */
function columnsOf(format: Formatter): GridColumn<Shipment>[] {
  return [
    shipmentLinkColumn<Shipment>('Shipment', router),
    { accessorKey: 'cliente', header: 'Customer' },
    { id: 'customerBold', accessorFn: (row) => row.cliente, header: 'Customer (bold)', Cell: customerCell },
    transportModeColumn<Shipment>('Mode', (modo) => modo.toLowerCase()),
    { accessorKey: 'estado', header: 'Status', Cell: statusCell },
    numberColumn<Shipment>(format, {
      accessorKey: 'pesoKg',
      header: 'Weight',
      decimals: 1,
      fixed: true,
      aggregate: 'sum',
    }),
    moneyColumn<Shipment>(format, { accessorKey: 'importe', header: 'Amount', blankZero: true }),
    dateColumn<Shipment>({
      id: 'llegada',
      header: 'Arrival',
      date: (row) => (row.llegada ? new Date(`${row.llegada}T00:00:00`) : null),
      text: format.date,
      empty: '—',
    }),
  ];
}

const format = createFormatter('en-US');
const COLUMNS = columnsOf(format) as MRT_ColumnDef<Shipment>[];
const NO_ROW_PROPS = (): RowProps => ({ onClick: () => {}, onKeyDown: () => {}, style: {} });

/** The light rows (GridBody) under mantine-react-table's own, from one table as DataGrid sets it up. */
function BothRenderings({ grouping }: { grouping: string[] }) {
  const state = useMemo(() => ({ grouping, expanded: true as const }), [grouping]);
  const table = useMantineReactTable<Shipment>({
    columns: COLUMNS,
    data: ROWS,
    getRowId: (row) => String(row.id),
    getCoreRowModel: getLightCoreRowModel(),
    getSortedRowModel: getLightSortedRowModel(),
    enableRowVirtualization: false,
    enablePagination: false,
    enableFilterMatchHighlighting: false,
    enableGrouping: true,
    layoutMode: 'grid',
    state,
  });
  const scroller = useRef<HTMLDivElement | null>(null);
  const body = useRef<HTMLTableSectionElement | null>(null);
  return (
    <>
      <div data-testid="own">
        <MantineReactTable table={table} />
      </div>
      <div data-testid="light" ref={scroller}>
        <table>
          <tbody ref={body}>
            <GridBody
              table={table as MRT_TableInstance<Shipment>}
              rows={table.getRowModel().rows}
              scroller={scroller}
              body={body}
              rowHeight={37}
              rowProps={NO_ROW_PROPS}
            />
          </tbody>
        </table>
      </div>
    </>
  );
}

interface ShownCell {
  text: string;
  align: string;
}

/** What each cell of each row shows, and which way it is aligned. */
function shown(rows: NodeListOf<Element>, align: (cell: HTMLElement) => string): ShownCell[][] {
  return [...rows].map((row) =>
    [...row.querySelectorAll<HTMLElement>(':scope > td')].map((cell) => ({
      text: cell.textContent ?? '',
      align: align(cell) || 'left',
    })),
  );
}

const ownCells = () =>
  shown(screen.getByTestId('own').querySelectorAll('tbody > tr'), (cell) =>
    cell.style.getPropertyValue('--mrt-cell-align'),
  );
const lightCells = () =>
  shown(screen.getByTestId('light').querySelectorAll('tr.grid-row'), (cell) => cell.style.textAlign);

describe('the grid’s light cells', () => {
  it('show what mantine-react-table’s own cells show, aligned the same way, for every kind of column', async () => {
    renderWithProviders(<BothRenderings grouping={[]} />);
    await waitFor(() => expect(lightCells()).toHaveLength(ROWS.length));
    const own = ownCells();
    expect(own).toHaveLength(ROWS.length);
    expect(lightCells()).toEqual(own);
    // The comparison is about something: every kind drew its text, figures on the right.
    expect(own[0]!.map((cell) => cell.text)).toEqual([
      'P-001',
      'Acme',
      'Acme',
      '',
      'open',
      '1,250.5',
      '$980.00',
      format.date(new Date('2026-02-04T00:00:00')),
    ]);
    expect(own[0]!.map((cell) => cell.align)).toEqual([
      'left',
      'left',
      'left',
      'left',
      'left',
      'right',
      'right',
      'left',
    ]);
    expect(own[2]![6]!.text).toBe('');
    expect(own[1]![7]!.text).toBe('—');
  });

  it('draw the link, the mode icon and the badge as the same elements', async () => {
    renderWithProviders(<BothRenderings grouping={[]} />);
    await waitFor(() => expect(lightCells()).toHaveLength(ROWS.length));
    const inner = (root: string, rows: string, index: number) =>
      [...screen.getByTestId(root).querySelectorAll(rows)].map(
        (row) => row.querySelectorAll(':scope > td')[index]!.innerHTML,
      );
    // The link (a real href) and the icon (its label) are the same elements both ways.
    for (const index of [0, 3, 4]) {
      expect(inner('light', 'tr.grid-row', index)).toEqual(inner('own', 'tbody > tr', index));
    }
    expect(inner('light', 'tr.grid-row', 0)[1]).toContain('href="/tracking/2"');
  });

  it('show the same group rows, counts and subtotals', async () => {
    renderWithProviders(<BothRenderings grouping={['cliente']} />);
    // Two groups, each followed by its rows.
    await waitFor(() => expect(lightCells()).toHaveLength(ROWS.length + 2));
    const own = ownCells();
    expect(lightCells()).toEqual(own);
    // The grouped column first, with its count; the weights' subtotal in bold under their column.
    expect(own.map((row) => row[0]!.text)).toEqual(['Acme (2)', '', '', 'Globex (1)', '']);
    expect(own[0]!.map((cell) => cell.text)).toContain('1,262.5');
  });
});
