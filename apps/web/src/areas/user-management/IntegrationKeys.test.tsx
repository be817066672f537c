import type { ClaveIntegracion } from '@extranet/sdk';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  createTestApi,
  type FakeRoutes,
  loadTestCatalog,
  renderWithRouter,
  screen,
  waitFor,
  within,
} from '../../test-utils/render';
import { IntegrationKeys } from './IntegrationKeys';

const LIST = 'GET /api/Configuracion/ObtenerClavesIntegracion';
const CREATE = 'POST /api/Configuracion/GuardarClaveIntegracion';

const KEY: ClaveIntegracion = {
  id: 2,
  nombre: 'Operations system',
  prefijo: 'exk_AbCd',
  creadaPor: 'admin',
  fechaAlta: '2026-11-01T10:00:00.000Z',
  ultimoUso: null,
  fechaRevocacion: null,
};

async function start(routes: FakeRoutes, locale: 'en' | 'es' = 'en') {
  await loadTestCatalog(locale);
  const api = createTestApi({ [LIST]: { body: [KEY] }, ...routes });
  renderWithRouter(<IntegrationKeys />, { api, locale });
  return api;
}

describe('integration keys', () => {
  it('lists keys with name, creator, created and last used', async () => {
    await start({});
    const row = await screen.findByTestId('integration-key');
    expect(row.textContent).toContain('Operations system');
    expect(row.textContent).toContain('exk_AbCd');
    expect(row.textContent).toContain('admin');
    expect(row.textContent).toContain('Never');
  });

  it('creates a key from a name and shows it once with a copy button', async () => {
    const api = await start({
      [CREATE]: { body: { id: 3, nombre: 'Carrier feed', clave: 'exk_Zx9_secret_value' } },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'New integration key' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create key' }));
    expect(await within(dialog).findByText('Required')).toBeTruthy();
    expect(api.fetch.calls).not.toContain(CREATE);
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'Carrier feed');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create key' }));
    expect((await screen.findByTestId('integration-key-value')).textContent).toBe('exk_Zx9_secret_value');
    expect(api.fetch.bodies[CREATE]).toEqual({ nombre: 'Carrier feed' });
    expect(screen.getByRole('button', { name: 'Copy' })).toBeTruthy();
    await waitFor(() => expect(api.fetch.calls.filter((call) => call === LIST)).toHaveLength(2));
    await userEvent.click(screen.getByRole('button', { name: 'I have kept it' }));
    await waitFor(() => expect(screen.queryByTestId('integration-key-value')).toBeNull());
  });

  it('revokes a key only after a confirmation, in Spanish', async () => {
    const api = await start(
      {
        'DELETE /api/Configuracion/RevocarClaveIntegracion/2': {
          body: { ...KEY, fechaRevocacion: '2026-11-27T10:00:00.000Z' },
        },
      },
      'es',
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Revocar Operations system' }));
    const dialog = await screen.findByRole('dialog');
    expect(api.fetch.calls).not.toContain('DELETE /api/Configuracion/RevocarClaveIntegracion/2');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Revocar clave' }));
    await waitFor(() =>
      expect(api.fetch.calls).toContain('DELETE /api/Configuracion/RevocarClaveIntegracion/2'),
    );
  });

  it('says when the keys could not be loaded', async () => {
    await start({ [LIST]: { status: 500, body: { code: 'INTERNAL', message: 'boom' } } });
    expect(await screen.findByText('The integration keys could not be loaded')).toBeTruthy();
  });
});
