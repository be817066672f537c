import { i18n } from '@lingui/core';
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { createAppSetup } from '../app-setup';
import { writePermissions } from '../session/permissions';
import { readToken, writeToken } from '../session/token';
import {
  type FakeRoutes,
  fakeFetch,
  renderWithProviders,
  screen,
  testApiOptions,
  waitFor,
} from '../test-utils/render';
import { DEMO_PERMISSIONS, tokenValidFor } from '../test-utils/session';

// The real route tree, guard and pages against a fake server (the browser tests use the real one).

const profile = (account: keyof typeof DEMO_PERMISSIONS) => ({
  id: 3,
  usuario: account,
  nombre: 'Ana Pérez',
  correo: 'ana@example.com',
  rol: account === 'admin' ? 'Administrator' : 'User',
  idioma: null,
  permisos: DEMO_PERMISSIONS[account],
  clientes: [{ id: 1, codigo: 'C001', nombre: 'Naviera Demo' }],
});

const signedInRoutes = (account: keyof typeof DEMO_PERMISSIONS): FakeRoutes => ({
  'GET /api/Configuracion/ObtenerPerfil': { body: profile(account) },
  'GET /api/Entorno/ObtenerEstilo': {
    body: { tema: 'light', colorPrimario: 'blue', densidad: 'comfortable', idioma: null },
  },
  'GET /api/Monitor/ObtenerMetricasMonitor': { body: [] },
});

/** The app as main.tsx wires it (error routing included), on a memory history and a fake server. */
function start(path: string, routes: FakeRoutes) {
  const fetch = fakeFetch(routes);
  const { router, api } = createAppSetup({
    api: testApiOptions(fetch),
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  renderWithProviders(<RouterProvider router={router} />, { api });
  return { api: { fetch }, router };
}

async function signInAs(usuario: string) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText(/User name/), usuario);
  await user.type(screen.getByLabelText(/Password/), 'secret-password');
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

afterEach(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));

describe('guards through the router', () => {
  it('sends a visitor without a session from a guarded path to /login, remembering it', async () => {
    const { router } = start('/stocks', {});
    await screen.findByRole('heading', { name: 'Sign in' });
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.search).toEqual({ redirect: '/stocks' });
  });

  it('sends a signed-in user without the flag to /', async () => {
    writeToken(tokenValidFor(3600));
    writePermissions(DEMO_PERMISSIONS.tracking);
    const { router } = start('/stocks', signedInRoutes('tracking'));
    await screen.findByRole('heading', { level: 1, name: 'Monitor' });
    expect(router.state.location.pathname).toBe('/');
    expect(await screen.findByTestId('monitor-empty')).toBeTruthy();
  });

  it('redirects an unknown path to /not-found', async () => {
    const { router } = start('/no/such/page', {});
    await screen.findByRole('heading', { name: 'Page not found' });
    expect(router.state.location.pathname).toBe('/not-found');
  });
});

describe('API failures', () => {
  const signedIn = () => {
    writeToken(tokenValidFor(3600));
    writePermissions(DEMO_PERMISSIONS.demo);
  };

  it('5xx → /error, and "Try again" goes back to where the user was', async () => {
    signedIn();
    const routes = signedInRoutes('demo');
    const { router } = start('/', {
      ...routes,
      'GET /api/Monitor/ObtenerMetricasMonitor': {
        status: 503,
        body: { code: 'UNAVAILABLE', message: 'down' },
      },
    });
    await screen.findByRole('heading', { name: 'Something went wrong' });
    expect(router.state.location.pathname).toBe('/error');
    expect(router.state.location.search).toEqual({ from: '/' });
  });

  it('403 → /access-denied', async () => {
    signedIn();
    const { router } = start('/', {
      ...signedInRoutes('demo'),
      'GET /api/Monitor/ObtenerMetricasMonitor': { status: 403, body: { code: 'FORBIDDEN', message: 'no' } },
    });
    await screen.findByRole('heading', { name: 'Access denied' });
    expect(router.state.location.pathname).toBe('/access-denied');
  });

  it('401 → /login, session cleared, back here afterwards', async () => {
    signedIn();
    const { router } = start('/tracking', {
      'GET /api/Configuracion/ObtenerPerfil': {
        status: 401,
        body: { code: 'UNAUTHORIZED', message: 'expired' },
      },
    });
    await screen.findByRole('heading', { name: 'Sign in' });
    expect(router.state.location.search).toEqual({ redirect: '/tracking' });
    expect(readToken()).toBeNull();
  });

  it('network loss → /no-connection', async () => {
    signedIn();
    const { router } = start('/', {
      ...signedInRoutes('demo'),
      'GET /api/Monitor/ObtenerMetricasMonitor': new TypeError('Failed to fetch'),
    });
    await screen.findByRole('heading', { name: 'No connection' });
    expect(router.state.location.search).toEqual({ from: '/' });
  });
});

describe('the layout', () => {
  it('reads the theme back from the server and saves a change with GuardarEstilo', async () => {
    writeToken(tokenValidFor(3600));
    writePermissions(DEMO_PERMISSIONS.demo);
    const { api } = start('/', {
      ...signedInRoutes('demo'),
      'GET /api/Entorno/ObtenerEstilo': {
        body: { tema: 'dark', colorPrimario: 'blue', densidad: 'comfortable', idioma: null },
      },
      'POST /api/Entorno/GuardarEstilo': {
        body: { tema: 'light', colorPrimario: 'blue', densidad: 'comfortable', idioma: null },
      },
    });
    const toggle = await screen.findByRole('button', { name: 'Switch to light theme' });
    expect(document.documentElement.getAttribute('data-mantine-color-scheme')).toBe('dark');
    await userEvent.setup().click(toggle);
    await waitFor(() =>
      expect(api.fetch.bodies['POST /api/Entorno/GuardarEstilo']).toMatchObject({ tema: 'light' }),
    );
    expect(document.documentElement.getAttribute('data-mantine-color-scheme')).toBe('light');
  });
});

describe('sign-in', () => {
  it('says so when the credentials are wrong', async () => {
    start('/login', {
      'POST /api/Validacion': { status: 401, body: { code: 'UNAUTHORIZED', message: 'x' } },
    });
    await signInAs('demo');
    expect((await screen.findByRole('alert')).textContent).toContain(
      'The user name or the password is not correct',
    );
    expect(readToken()).toBeNull();
  });

  it('gives the wait time when rate limited', async () => {
    start('/login', {
      'POST /api/Validacion': {
        status: 429,
        headers: { 'retry-after': '891' },
        body: { code: 'RATE_LIMITED', message: 'Too many attempts' },
      },
    });
    await signInAs('demo');
    // In minutes, rounded up: never "Wait 891 seconds".
    expect((await screen.findByRole('alert')).textContent).toContain('Try again in 15 minutes.');
  });

  it('tells a server that is down from a wrong password', async () => {
    start('/login', { 'POST /api/Validacion': new TypeError('fetch failed') });
    await signInAs('demo');
    expect((await screen.findByRole('alert')).textContent).toContain('The server is not responding');
  });

  it('stores the session and returns to the page the guard came from', async () => {
    const { router, api } = start('/login?redirect=%2Ftracking', {
      'POST /api/Validacion': { body: { token: tokenValidFor(3600) } },
      ...signedInRoutes('tracking'),
    });
    await signInAs('tracking');
    await screen.findByRole('heading', { level: 1, name: 'Shipment tracking' });
    expect(router.state.location.pathname).toBe('/tracking');
    expect(readToken()).toBeTruthy();
    expect(JSON.parse(localStorage.getItem('permissions') ?? '{}').accesoPartidas).toBe(true);
    await waitFor(() => expect(api.fetch.calls).toContain('GET /api/Entorno/ObtenerEstilo'));
    const nav = screen.getByRole('navigation', { name: 'Areas' });
    expect([...nav.querySelectorAll('a')].map((link) => link.getAttribute('href'))).toEqual([
      '/',
      '/tracking',
      '/carbon-footprint',
    ]);
  });
});
