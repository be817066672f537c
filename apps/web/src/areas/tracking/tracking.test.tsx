import type { ConfiguracionGrid, PartidaResumen } from '@extranet/sdk';
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createAppSetup } from '../../app-setup';
import { writePermissions } from '../../session/permissions';
import { writeToken } from '../../session/token';
import {
  type FakeRoutes,
  fakeFetch,
  renderWithProviders,
  screen,
  testApiOptions,
  waitFor,
} from '../../test-utils/render';
import { DEMO_PERMISSIONS, tokenValidFor } from '../../test-utils/session';

// The tracking screen through the real router and DataGrid, against a fake server: saved views
// round-trip through the Entorno calls.

const shipment = (id: number, overrides: Partial<PartidaResumen> = {}): PartidaResumen => ({
  id,
  numeroPartida: `M26-${String(id).padStart(6, '0')}`,
  idCliente: 1,
  cliente: 'Frutas del Sur S.L.',
  modo: 'MARITIMO',
  estado: 'EN_TRANSITO',
  referenciaCliente: `FS-${id}`,
  documentoTransporte: null,
  origen: 'Valencia',
  codigoOrigen: 'ESVLC',
  paisOrigen: 'ES',
  destino: 'Santos',
  codigoDestino: 'BRSSZ',
  paisDestino: 'BR',
  expedidor: 'Frutas del Sur S.L.',
  destinatario: 'Importadora Paulista',
  incoterm: 'FOB',
  bultos: 10,
  pesoBrutoKg: 1000,
  volumenM3: 5,
  etd: '2026-11-01T10:00:00.000Z',
  eta: '2026-11-20T10:00:00.000Z',
  atd: '2026-11-01T10:00:00.000Z',
  ata: null,
  retrasoHoras: 0,
  contenedores: [],
  idDossier: null,
  transportista: 'MSC',
  ultimoHito: null,
  ...overrides,
});

const view = (estado: Partial<ConfiguracionGrid['estado']>): ConfiguracionGrid => ({
  id: 7,
  codigoGrid: 'tracking',
  nombre: 'Late ones',
  predeterminada: false,
  fechaModificacion: '2026-11-20T10:00:00.000Z',
  estado: {
    columnOrder: [],
    columnVisibility: {},
    columnSizing: {},
    sorting: [],
    columnFilters: [],
    globalFilter: null,
    density: 'md',
    ...estado,
  },
});

/** The grid loads lazily; a busy machine may take a few seconds. */
const SLOW = { timeout: 8000 };

/** `wrap`: a fetch in front of the fake server's (to answer one call with a stream). */
function start(path: string, routes: FakeRoutes, wrap = (fetch: typeof globalThis.fetch) => fetch) {
  writeToken(tokenValidFor(3600));
  writePermissions(DEMO_PERMISSIONS.demo);
  const fetch = fakeFetch({
    'GET /api/Configuracion/ObtenerPerfil': {
      body: {
        id: 3,
        usuario: 'demo',
        nombre: 'Laura Gómez',
        correo: 'demo@example.com',
        rol: 'User',
        idioma: null,
        permisos: DEMO_PERMISSIONS.demo,
        clientes: [{ id: 1, codigo: 'FRUSUR', nombre: 'Frutas del Sur S.L.' }],
      },
    },
    'GET /api/Entorno/ObtenerEstilo': {
      body: { tema: 'light', colorPrimario: 'blue', densidad: 'comfortable', idioma: null },
    },
    'GET /api/Tracking/ObtenerSeguimientoEnvios': {
      body: [shipment(1), shipment(2, { referenciaCliente: 'LISBOA-9' })],
    },
    'GET /api/Entorno/ObtenerConfiguracionesGrid/tracking': { body: [] },
    'GET /api/Entorno/ObtenerConfiguracionGridPredeterminada/tracking': { body: null },
    ...routes,
  });
  const { router, api } = createAppSetup({
    api: testApiOptions(wrap(fetch)),
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  renderWithProviders(<RouterProvider router={router} />, { api });
  return { fetch, router };
}

describe('saved views of the tracking grid', () => {
  it('saves the current search as a named view and names it in the URL', async () => {
    const { fetch, router } = start('/tracking', {
      'POST /api/Entorno/GuardarConfiguracionGrid': { body: view({ globalFilter: 'lisboa' }) },
    });
    const user = userEvent.setup();
    const search = await screen.findByRole('textbox', { name: 'Search every column' }, SLOW);
    await user.type(search, 'lisboa');
    // The search applies after a short pause in typing.
    await waitFor(
      () => expect(screen.getByTestId('grid-summary').textContent).toContain('1 of 2 rows'),
      SLOW,
    );
    await user.click(screen.getByTestId('grid-views'));
    await user.click(await screen.findByRole('menuitem', { name: 'Save as a new view…' }, SLOW));
    await user.type(await screen.findByRole('textbox', { name: 'Name' }, SLOW), 'Late ones');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(
      () => expect(fetch.bodies['POST /api/Entorno/GuardarConfiguracionGrid']).toBeDefined(),
      SLOW,
    );
    expect(fetch.bodies['POST /api/Entorno/GuardarConfiguracionGrid']).toMatchObject({
      codigoGrid: 'tracking',
      nombre: 'Late ones',
      predeterminada: false,
      estado: { globalFilter: 'lisboa', density: 'md' },
    });
    await waitFor(() => expect(router.state.location.search).toMatchObject({ view: 7, q: 'lisboa' }), SLOW);
    expect(localStorage.getItem('extranet.grid.demo.tracking.view')).toBe('7');
  });

  it('opens the view the URL names, with its search and hidden columns', async () => {
    const { fetch } = start('/tracking?view=7', {
      'GET /api/Entorno/ObtenerConfiguracionGrid/7': {
        body: view({ globalFilter: 'lisboa', columnVisibility: { referenciaCliente: false } }),
      },
      'GET /api/Entorno/ObtenerConfiguracionesGrid/tracking': { body: [view({})] },
    });
    await waitFor(
      () =>
        expect(screen.getByRole('textbox', { name: 'Search every column' })).toHaveProperty(
          'value',
          'lisboa',
        ),
      SLOW,
    );
    await waitFor(
      () => expect(screen.getByTestId('grid-summary').textContent).toContain('1 of 2 rows'),
      SLOW,
    );
    expect(fetch.calls).toContain('GET /api/Entorno/ObtenerConfiguracionGrid/7');
    expect(screen.getByTestId('grid-views').textContent).toContain('Late ones');
    expect(screen.queryByRole('columnheader', { name: /Your reference/ })).toBeNull();
  });

  it('says so when the view of a link no longer exists, and shows the standard view', async () => {
    const { router } = start('/tracking?view=99', {
      'GET /api/Entorno/ObtenerConfiguracionGrid/99': {
        status: 404,
        body: { code: 'NOT_FOUND', message: 'x' },
      },
    });
    await waitFor(() => expect(screen.getByTestId('grid-summary').textContent).toContain('2 rows'), SLOW);
    await waitFor(() => expect(router.state.location.search).not.toHaveProperty('view'), SLOW);
    expect(screen.getByTestId('grid-views').textContent).toContain('Standard view');
  });
});

describe('a long list', () => {
  it('says how many shipments have come while the rest arrive, and shows them once the list is whole', async () => {
    // The list call answers with a stream this test writes to, as the server streams long lists.
    let answer!: ReadableStreamDefaultController<Uint8Array>;
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        answer = controller;
      },
    });
    const write = (text: string) => answer.enqueue(new TextEncoder().encode(text));
    start('/tracking', {}, (fetch) => async (input, init) => {
      const url = input instanceof Request ? input.url : String(input);
      return url.includes('/api/Tracking/ObtenerSeguimientoEnvios')
        ? new Response(stream, { headers: { 'content-type': 'application/json' } })
        : fetch(input, init);
    });
    write(`[${JSON.stringify(shipment(1))},${JSON.stringify(shipment(2))},`);
    await waitFor(
      () => expect(screen.getByTestId('grid-summary').textContent).toContain('2 rows so far'),
      SLOW,
    );
    // Sorted by arrival (the default view), a shipment still to come may belong on the first screen:
    // the grid waits rather than show rows that would then change under the pointer.
    expect(screen.queryByText('M26-000001')).toBeNull();
    expect(screen.getByTestId('grid-tracking').querySelector('[aria-busy="true"]')).toBeTruthy();
    expect(screen.getByTestId('grid-summary').textContent).not.toContain('packages');
    const grid = screen.getByTestId('grid-tracking');
    expect(grid.getAttribute('data-arriving-rows')).toBe('2');
    expect(grid.getAttribute('data-rows')).toBeNull();
    expect(screen.getByTestId('grid-export').hasAttribute('disabled')).toBe(true);

    write(`${JSON.stringify(shipment(3))}]`);
    answer.close();
    await waitFor(() => expect(grid.getAttribute('data-rows')).toBe('3'), SLOW);
    expect(grid.getAttribute('data-arriving-rows')).toBeNull();
    expect(screen.getByTestId('grid-summary').textContent).toContain('3 rows');
    expect(screen.getByTestId('grid-summary').textContent).not.toContain('so far');
    expect(screen.getByTestId('grid-summary').textContent).toContain('30 packages');
    expect(screen.getByText('M26-000001')).toBeTruthy();
    expect(screen.getByTestId('grid-export').hasAttribute('disabled')).toBe(false);
  });
});

describe('a requested shipment', () => {
  it('shows its departure and arrival as to be confirmed, not the ready date they hold', async () => {
    const ready = '2026-11-05T00:00:00.000Z';
    start('/tracking', {
      'GET /api/Tracking/ObtenerSeguimientoEnvios': {
        body: [
          shipment(1),
          shipment(2, { estado: 'SOLICITADA', etd: ready, eta: ready, atd: null, transportista: null }),
        ],
      },
    });
    await waitFor(() => expect(screen.getByTestId('grid-summary').textContent).toContain('2 rows'), SLOW);
    const row = screen.getByText('M26-000002').closest('tr')!;
    expect(row.textContent).toContain('Booking requested');
    expect(row.textContent?.match(/To be confirmed/g)).toHaveLength(2);
    // No date cell (marked estimated or actual) in the row.
    expect(row.textContent).not.toMatch(/est\.|act\./);
    expect(screen.getByText('M26-000001').closest('tr')!.textContent).toMatch(/act\..*est\./);
  });
});

describe('the needs-attention filter', () => {
  it('shows only the shipments of the attention list, and all again when turned off', async () => {
    const { router } = start('/tracking', {
      'GET /api/Monitor/ObtenerIncidencias': {
        body: [
          {
            tipo: 'RETRASO',
            motivo: '2 days late',
            enlace: '/tracking/2',
            fecha: '2026-11-20T10:00:00.000Z',
            idCliente: 1,
            idPartida: 2,
            numeroPartida: 'M26-000002',
          },
          {
            tipo: 'FACTURA_VENCIDA',
            motivo: 'Due 3 days ago',
            enlace: '/invoices?numeroFactura=F26-000045',
            fecha: '2026-11-24T00:00:00.000Z',
            idCliente: 1,
            idFactura: 45,
            numeroFactura: 'F26-000045',
          },
        ],
      },
    });
    await waitFor(() => expect(screen.getByTestId('grid-summary').textContent).toContain('2 rows'), SLOW);
    const chip = await screen.findByRole('checkbox', { name: 'Needs attention (1)' }, SLOW);
    await userEvent.click(chip);
    await waitFor(() => expect(router.state.location.search).toMatchObject({ attention: true }), SLOW);
    await waitFor(() => expect(screen.getByTestId('grid-summary').textContent).toContain('1 rows'), SLOW);
    expect(screen.getByText('M26-000002')).toBeTruthy();
    expect(screen.queryByText('M26-000001')).toBeNull();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Needs attention (1)' }));
    await waitFor(() => expect(screen.getByTestId('grid-summary').textContent).toContain('2 rows'), SLOW);
    expect(router.state.location.search).not.toHaveProperty('attention');
  });
});
