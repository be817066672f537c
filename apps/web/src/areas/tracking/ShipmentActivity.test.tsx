import type { ActividadPartida } from '@extranet/sdk';
import { describe, expect, it } from 'vitest';
import {
  createTestApi,
  type FakeRoutes,
  loadTestCatalog,
  renderWithRouter,
  screen,
  waitFor,
} from '../../test-utils/render';
import { ShipmentActivity } from './ShipmentActivity';

const ACTIVITY = 'GET /api/Tracking/ObtenerActividadPartida/1201';

const rows: ActividadPartida[] = [
  { id: 41, fecha: '2026-11-21T08:30:00.000Z', accion: 'SHARE_LINK_OPENED', usuario: null, detalle: null },
  {
    id: 40,
    fecha: '2026-11-20T10:00:00.000Z',
    accion: 'DOCUMENT_UPLOADED',
    usuario: 'demo',
    detalle: 'packing-list.pdf',
  },
];

async function start(routes: FakeRoutes, locale: 'en' | 'es' = 'en') {
  await loadTestCatalog(locale);
  renderWithRouter(<ShipmentActivity id={1201} />, { api: createTestApi(routes), locale });
}

describe('the shipment activity', () => {
  it('lists who did what, newest first, in words', async () => {
    await start({ [ACTIVITY]: { body: rows } });
    const list = await screen.findByTestId('shipment-activity');
    expect(list.textContent).toMatch(
      /Shared link opened.*Someone with the link.*Document uploaded.*demo.*packing-list\.pdf/,
    );
  });

  it('speaks Spanish', async () => {
    await start({ [ACTIVITY]: { body: rows } }, 'es');
    const list = await screen.findByTestId('shipment-activity');
    expect(list.textContent).toContain('Enlace compartido abierto');
    expect(list.textContent).toContain('Documento subido');
  });

  it('reads the activity again when something is done on the page', async () => {
    const api = createTestApi({ [ACTIVITY]: { body: [] } });
    await loadTestCatalog('en');
    renderWithRouter(<ShipmentActivity id={1201} />, { api });
    await screen.findByTestId('shipment-activity-empty');
    const before = api.fetch.calls.filter((call) => call === ACTIVITY).length;
    await api.queryClient
      .getMutationCache()
      .build(api.queryClient, { mutationFn: async () => 'ok' })
      .execute(undefined);
    await waitFor(() => expect(api.fetch.calls.filter((call) => call === ACTIVITY).length).toBe(before + 1));
  });

  it('says when nothing happened yet', async () => {
    await start({ [ACTIVITY]: { body: [] } });
    expect((await screen.findByTestId('shipment-activity-empty')).textContent).toContain('Nothing yet');
  });

  it('offers to try again when the activity could not be loaded', async () => {
    await start({ [ACTIVITY]: { status: 503, body: { code: 'UNAVAILABLE', message: 'down' } } });
    expect(await screen.findByText('The activity could not be loaded.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
