import { fireEvent } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { alerts } from '../../alerts/alerts';
import { createTestApi, renderWithRouter, screen, waitFor, within } from '../../test-utils/render';
import { DEMO_PERMISSIONS } from '../../test-utils/session';
import type { GridColumn } from './columns';
import { DataGrid, type DataGridProps } from './DataGrid';
import type { ViewState } from './grid-state';
import { useTableHandle } from './useTableHandle';

// The grid as a screen uses it, outside any area: rows, summary, search, the states that say what to
// do, keyboard, export and the phone cards. The tracking screen's tests cover saved views and long
// lists arriving.

const downloads = vi.hoisted(() => [] as { file: string; headers: string[]; rows: unknown[] }[]);
vi.mock('./export-xlsx', () => ({
  downloadWorkbook: async (file: string, columns: { header: string }[], rows: unknown[]) => {
    downloads.push({ file, headers: columns.map((column) => column.header), rows });
  },
}));

interface Port {
  id: number;
  name: string;
  country: string;
  berths: number;
}

const PORTS: Port[] = [
  { id: 1, name: 'Valencia', country: 'ES', berths: 12 },
  { id: 2, name: 'Santos', country: 'BR', berths: 30 },
  { id: 3, name: 'Rotterdam', country: 'NL', berths: 40 },
];

const COLUMNS: GridColumn<Port>[] = [
  { accessorKey: 'name', header: 'Port' },
  { accessorKey: 'country', header: 'Country' },
  { accessorKey: 'berths', header: 'Berths', exportAs: { type: 'number' } },
];

/** Sorted by name, so the rows' order is the grid's and not the list's. */
const BY_NAME: Partial<ViewState> = { sorting: [{ id: 'name', desc: false }] };

function renderGrid(
  queryFn: () => Promise<Port[]>,
  props: Partial<DataGridProps<Port>> = {},
  Grid: (props: DataGridProps<Port>) => ReactElement = DataGrid,
): { api: ReturnType<typeof createTestApi> } {
  const api = createTestApi({
    'GET /api/Configuracion/ObtenerPerfil': {
      body: {
        id: 3,
        usuario: 'demo',
        nombre: 'Laura Gómez',
        correo: 'demo@example.com',
        rol: 'User',
        idioma: null,
        permisos: DEMO_PERMISSIONS.demo,
        clientes: [],
      },
    },
    'GET /api/Entorno/ObtenerConfiguracionesGrid/ports': { body: [] },
    'GET /api/Entorno/ObtenerConfiguracionGridPredeterminada/ports': { body: null },
  });
  renderWithRouter(
    <Grid
      gridCode="ports"
      columns={COLUMNS}
      query={{ queryKey: ['test', 'ports'], queryFn }}
      search={{}}
      exportName="Ports"
      emptyMessage="No ports yet — add one."
      defaults={BY_NAME}
      {...props}
    />,
    { api },
  );
  return { api };
}

/** A screen with controls beside its grid (as stocks and movements have): a grouping and a quick filter. */
function PortsWithControls(props: DataGridProps<Port>) {
  const { table, watch, onTable } = useTableHandle<Port>('country');
  return (
    <>
      <output data-testid="watched">
        {watch.grouping.join(',')}|{String(watch.filter ?? '')}
      </output>
      <button type="button" onClick={() => table.current?.setGrouping(['country'])}>
        Group by country
      </button>
      <button type="button" onClick={() => table.current?.getColumn('country').setFilterValue('NL')}>
        Only NL
      </button>
      <DataGrid<Port> {...props} onTable={onTable} />
    </>
  );
}

const summary = () => screen.getByTestId('grid-summary').textContent ?? '';
const drawnRow = (index: number) =>
  document.querySelector<HTMLElement>(`[data-testid=grid-scroll] tr[data-grid-row="${index}"]`);

describe('DataGrid', () => {
  it('shows the rows sorted, counts them, and adds up what the summary asks for the rows left', async () => {
    const user = userEvent.setup();
    const totals = vi.fn((rows: Port[]) => (
      <span>{rows.reduce((sum, row) => sum + row.berths, 0)} berths</span>
    ));
    renderGrid(async () => PORTS, { summary: totals });
    await waitFor(() => expect(summary()).toContain('3 rows'));
    expect(summary()).toContain('82 berths');
    expect(screen.getByTestId('grid-ports').getAttribute('data-rows')).toBe('3');
    expect(drawnRow(0)?.textContent).toContain('Rotterdam');
    expect(drawnRow(2)?.textContent).toContain('Valencia');

    await user.type(screen.getByRole('textbox', { name: 'Search every column' }), 'br');
    await waitFor(() => expect(summary()).toContain('1 of 3 rows'));
    expect(summary()).toContain('30 berths');
    expect(drawnRow(0)?.textContent).toContain('Santos');
  });

  it('says when no row matches, and clears search and filters on request', async () => {
    const user = userEvent.setup();
    renderGrid(async () => PORTS);
    await waitFor(() => expect(summary()).toContain('3 rows'));
    await user.type(screen.getByRole('textbox', { name: 'Search every column' }), 'lisboa');
    await screen.findByText('No rows match the search and filters');
    await user.click(screen.getByRole('button', { name: 'Clear search and filters' }));
    await waitFor(() => expect(summary()).toContain('3 rows'));
    expect(screen.getByRole('textbox', { name: 'Search every column' })).toHaveProperty('value', '');
  });

  it('says once what a link held that it could not use', async () => {
    const warning = vi.spyOn(alerts, 'warning');
    renderGrid(async () => PORTS, { search: { dropped: ['filters'] } });
    await waitFor(() => expect(summary()).toContain('3 rows'));
    expect(warning.mock.calls).toEqual([
      ["The link's search or filters could not be read; showing every row."],
    ]);
  });

  it('says why an empty list is empty, with nothing to export', async () => {
    renderGrid(async () => []);
    await screen.findByText('No ports yet — add one.');
    expect(summary()).toContain('0 rows');
    expect(screen.getByTestId('grid-export').hasAttribute('disabled')).toBe(true);
  });

  it('says the list could not be loaded, and tries again on request', async () => {
    const user = userEvent.setup();
    let calls = 0;
    renderGrid(async () => {
      calls += 1;
      if (calls === 1) throw new Error('the server is away');
      return PORTS;
    });
    await screen.findByText('The list could not be loaded');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(summary()).toContain('3 rows'));
    expect(calls).toBe(2);
  });

  it('opens a row on click and on Enter, moves between rows with the arrow keys, and colours rows', async () => {
    const opened: string[] = [];
    renderGrid(async () => PORTS, {
      onRowOpen: (row) => opened.push(row.name),
      rowColor: (row) => (row.country === 'BR' ? 'rgb(255, 0, 0)' : undefined),
    });
    await waitFor(() => expect(drawnRow(0)?.textContent).toContain('Rotterdam'));
    fireEvent.click(drawnRow(2)!);
    expect(opened).toEqual(['Valencia']);

    drawnRow(0)!.focus();
    fireEvent.keyDown(drawnRow(0)!, { key: 'ArrowDown' });
    await waitFor(() => expect(document.activeElement).toBe(drawnRow(1)));
    fireEvent.keyDown(drawnRow(1)!, { key: 'Enter' });
    expect(opened).toEqual(['Valencia', 'Santos']);
    // Past the last row, the focus stays on it.
    fireEvent.keyDown(drawnRow(1)!, { key: 'PageDown' });
    await waitFor(() => expect(document.activeElement).toBe(drawnRow(2)));
    expect(drawnRow(1)!.style.backgroundColor).toBe('rgb(255, 0, 0)');
    expect(drawnRow(0)!.style.backgroundColor).toBe('');
    expect(drawnRow(0)!.style.cursor).toBe('pointer');
  });

  it('exports the visible columns and every row in the grid order', async () => {
    const user = userEvent.setup();
    downloads.length = 0;
    renderGrid(async () => PORTS);
    await waitFor(() => expect(screen.getByTestId('grid-export').hasAttribute('disabled')).toBe(false));
    await user.click(screen.getByTestId('grid-export'));
    await waitFor(() => expect(downloads).toHaveLength(1));
    expect(downloads[0]!.file).toBe('Ports.xlsx');
    expect(downloads[0]!.headers).toEqual(['Port', 'Country', 'Berths']);
    expect((downloads[0]!.rows as Port[]).map((row) => row.name)).toEqual([
      'Rotterdam',
      'Santos',
      'Valencia',
    ]);
  });

  it('shows one card per row on a phone, opened by a tap', async () => {
    const user = userEvent.setup();
    vi.spyOn(window, 'matchMedia').mockImplementation(
      (query: string) =>
        ({
          matches: query.includes('max-width: 48em'),
          media: query,
          onchange: null,
          addListener: () => {},
          removeListener: () => {},
          addEventListener: () => {},
          removeEventListener: () => {},
          dispatchEvent: () => false,
        }) as MediaQueryList,
    );
    const opened: string[] = [];
    renderGrid(async () => PORTS, {
      onRowOpen: (row) => opened.push(row.name),
      renderCard: (row) => <span>card {row.name}</span>,
    });
    const cards = await screen.findByTestId('grid-cards');
    expect(
      within(cards)
        .getAllByText(/^card /)
        .map((card) => card.textContent),
    ).toEqual(['card Rotterdam', 'card Santos', 'card Valencia']);
    expect(summary()).toContain('3 rows');
    expect(screen.queryByTestId('grid-scroll')).toBeNull();
    expect(screen.getByTestId('grid-export').getAttribute('aria-label')).toBe('Export to Excel');
    await user.click(within(cards).getByText('card Santos'));
    expect(opened).toEqual(['Santos']);
  });

  it('hands its table to the controls beside it, which change its state and show it', async () => {
    const user = userEvent.setup();
    renderGrid(async () => PORTS, {}, PortsWithControls);
    await waitFor(() => expect(summary()).toContain('3 rows'));
    expect(screen.getByTestId('watched').textContent).toBe('|');
    await user.click(screen.getByRole('button', { name: 'Only NL' }));
    await waitFor(() => expect(summary()).toContain('1 of 3 rows'));
    expect(screen.getByTestId('watched').textContent).toBe('|NL');
    await user.click(screen.getByRole('button', { name: 'Group by country' }));
    await waitFor(() => expect(screen.getByTestId('watched').textContent).toBe('country|NL'));
  });
});
