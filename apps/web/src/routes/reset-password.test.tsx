import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createAppSetup } from '../app-setup';
import {
  type FakeRoutes,
  fakeFetch,
  renderWithProviders,
  screen,
  testApiOptions,
} from '../test-utils/render';

// The page an e-mailed link opens (recovery or invitation), through the real router, on a fake server.

const WHO = 'GET /api/Validacion/ObtenerUsuarioCodigoRecuperacion';
const refused = (code: string) => ({
  status: 400,
  body: { code, message: 'token: refused', field: 'token' },
});

function start(path: string, routes: FakeRoutes) {
  const fetch = fakeFetch(routes);
  const { router, api } = createAppSetup({
    api: testApiOptions(fetch),
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  renderWithProviders(<RouterProvider router={router} />, { api });
  return { fetch, router };
}

describe('/reset-password', () => {
  it('welcomes an invited user, and after the password is set sends them to sign in with their name filled in', async () => {
    const { fetch, router } = start('/reset-password?token=abc&invitation=1', {
      [WHO]: { body: { usuario: 'ines', nombre: 'Inés Invitada', caducidad: '2030-01-01T00:00:00.000Z' } },
      'POST /api/Validacion/CambiarContrasena': { body: { ok: true } },
    });
    await screen.findByText(/Welcome, Inés Invitada\. Your user name is ines/);
    expect(screen.getByRole('heading', { name: 'Choose your password' })).toBeTruthy();
    const user = userEvent.setup();
    const [password, repeated] = document.querySelectorAll<HTMLInputElement>('input[type="password"]');
    await user.type(password!, 'Naranjas-de-Valencia-2026');
    await user.type(repeated!, 'Naranjas-de-Valencia-2026');
    await user.click(screen.getByRole('button', { name: 'Save my password' }));
    await screen.findByLabelText(/User name/);
    expect(router.state.location.pathname).toBe('/login');
    expect(screen.getByLabelText(/User name/)).toHaveProperty('value', 'ines');
    expect(fetch.bodies['POST /api/Validacion/CambiarContrasena']).toEqual({
      token: 'abc',
      claveNueva: 'Naranjas-de-Valencia-2026',
    });
  });

  it('says a used link was used, and offers to sign in', async () => {
    start('/reset-password?token=abc&invitation=1', { [WHO]: refused('RECOVERY_TOKEN_USED') });
    await screen.findByRole('heading', { name: 'This link was already used' });
    expect(screen.getByRole('link', { name: 'Sign in' })).toBeTruthy();
  });

  it('says an expired invitation expired, and how to get a new link', async () => {
    start('/reset-password?token=abc&invitation=1', { [WHO]: refused('RECOVERY_TOKEN_EXPIRED') });
    await screen.findByRole('heading', { name: 'This link has expired' });
    expect(screen.getByText(/Invitations work for 72 hours/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Request a new link' })).toBeTruthy();
  });

  it('says an unknown link does not work', async () => {
    start('/reset-password?token=abc', { [WHO]: refused('INVALID_RECOVERY_TOKEN') });
    await screen.findByRole('heading', { name: 'This link does not work' });
  });
});
