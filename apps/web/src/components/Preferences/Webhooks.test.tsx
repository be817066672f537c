import type { EntregaWebhook, Webhook } from '@extranet/sdk';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  createTestApi,
  type FakeRoutes,
  loadTestCatalog,
  renderWithRouter,
  screen,
  waitFor,
  within,
} from '../../test-utils/render';
import { Webhooks } from './Webhooks';

const LIST = 'GET /api/Notificaciones/ObtenerWebhooks';
const SAVE = 'POST /api/Notificaciones/GuardarWebhook';

const WEBHOOK: Webhook = {
  id: 4,
  url: 'https://erp.example.com/hooks',
  eventos: ['SALIDA', 'LLEGADA'],
  fechaAlta: '2026-11-20T10:00:00.000Z',
  fallandoDesde: null,
  fechaDesactivacion: null,
};

const DELIVERY: EntregaWebhook = {
  id: 31,
  idMensaje: 'msg_2b',
  tipo: 'SALIDA',
  intento: 2,
  estado: 'FALLIDA',
  fecha: '2026-11-27T08:00:00.000Z',
  codigoHttp: 502,
  duracionMs: 840,
  error: null,
  proximoIntento: '2026-11-27T08:05:00.000Z',
};

async function start(routes: FakeRoutes, locale: 'en' | 'es' = 'en') {
  await loadTestCatalog(locale);
  const api = createTestApi({ [LIST]: { body: [WEBHOOK] }, ...routes });
  renderWithRouter(<Webhooks onDirtyChange={vi.fn()} />, { api, locale });
  return api;
}

describe('webhooks', () => {
  it('adds a webhook and shows its signing secret once, with a copy button', async () => {
    const api = await start({ [SAVE]: { body: { id: 5, secreto: 'whsec_c2VjcmV0LXZhbHVl' } } });
    await userEvent.type(
      await screen.findByRole('textbox', { name: 'Address (URL)' }),
      'https://ops.example.com/in',
    );
    await userEvent.click(screen.getByRole('checkbox', { name: 'Delay' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Invoice overdue' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add webhook' }));
    const secret = await screen.findByTestId('webhook-secret');
    expect(secret.textContent).toContain('whsec_c2VjcmV0LXZhbHVl');
    expect(within(secret).getByRole('button', { name: 'Copy' })).toBeTruthy();
    expect(api.fetch.bodies[SAVE]).toEqual({
      url: 'https://ops.example.com/in',
      eventos: ['RETRASO', 'FACTURA_VENCIDA'],
    });
    // The list is asked again, and the form is empty for the next one.
    expect(api.fetch.calls.filter((call) => call === LIST)).toHaveLength(2);
    expect((screen.getByRole('textbox', { name: 'Address (URL)' }) as HTMLInputElement).value).toBe('');
    await userEvent.click(within(secret).getByRole('button', { name: 'I have kept it' }));
    expect(screen.queryByText('whsec_c2VjcmV0LXZhbHVl')).toBeNull();
  });

  it('says what is missing before sending, in Spanish', async () => {
    const api = await start({}, 'es');
    await userEvent.type(await screen.findByRole('textbox', { name: 'Dirección (URL)' }), 'not a url');
    await userEvent.click(screen.getByRole('button', { name: 'Añadir webhook' }));
    await screen.findByText('Elija al menos un tipo de evento');
    expect(screen.getByText(/Escriba una dirección completa/)).toBeTruthy();
    expect(api.fetch.calls).not.toContain(SAVE);
  });

  it('lists deliveries per webhook and deletes one after a confirmation', async () => {
    const api = await start({
      'GET /api/Notificaciones/ObtenerEntregasWebhook/4': { body: [DELIVERY] },
      'DELETE /api/Notificaciones/EliminarWebhook/4': { body: { id: 4, eliminado: true } },
    });
    const row = await screen.findByTestId('webhook');
    await userEvent.click(within(row).getByRole('button', { name: 'Deliveries' }));
    const table = await within(row).findByRole('table', { name: 'Deliveries' });
    expect(table.textContent).toContain('Failed, will retry');
    expect(table.textContent).toContain('502');
    await userEvent.click(within(row).getByRole('button', { name: 'Delete' }));
    expect(api.fetch.calls).not.toContain('DELETE /api/Notificaciones/EliminarWebhook/4');
    await userEvent.click(within(row).getByRole('button', { name: 'Delete webhook' }));
    await waitFor(() => expect(api.fetch.calls).toContain('DELETE /api/Notificaciones/EliminarWebhook/4'));
  });
});
