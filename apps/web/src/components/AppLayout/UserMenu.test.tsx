import type { Perfil } from '@extranet/sdk';
import { describe, expect, it } from 'vitest';
import { createTestApi, loadTestCatalog, renderWithRouter, screen } from '../../test-utils/render';
import { DEMO_PERMISSIONS } from '../../test-utils/session';
import { UserMenu } from './UserMenu';

const PROFILE: Perfil = {
  id: 2,
  usuario: 'demo',
  nombre: 'Demo User',
  correo: 'demo@example.com',
  rol: 'User',
  idioma: 'en',
  permisos: DEMO_PERMISSIONS.demo,
  clientes: [],
};

describe('user menu', () => {
  it("opens the notification preferences from an e-mail's preferences link", async () => {
    await loadTestCatalog('en');
    const api = createTestApi({
      'GET /api/Notificaciones/ObtenerPreferencias': {
        body: { eventos: [], umbrales: { retrasoDias: 1, cambioEtaHoras: 12, caducidadDias: 14 } },
      },
      'GET /api/Notificaciones/ObtenerWebhooks': { body: [] },
    });
    renderWithRouter(<UserMenu profile={PROFILE} />, { api, path: '/?preferencias=notificaciones' });
    expect(await screen.findByRole('dialog')).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Save preferences' })).toBeTruthy();
  });

  it('keeps them closed otherwise', async () => {
    await loadTestCatalog('en');
    renderWithRouter(<UserMenu profile={PROFILE} />, { api: createTestApi({}), path: '/' });
    expect(await screen.findByTestId('user-menu')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
