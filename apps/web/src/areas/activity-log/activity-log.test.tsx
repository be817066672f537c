import type { RegistroAuditoria } from '@extranet/sdk';
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createAppSetup } from '../../app-setup';
import { writePermissions } from '../../session/permissions';
import { writeToken } from '../../session/token';
import { fakeFetch, renderWithProviders, screen, testApiOptions, waitFor } from '../../test-utils/render';
import { DEMO_PERMISSIONS, tokenValidFor } from '../../test-utils/session';
import { changeText } from './changes';

// The activity log screen through the real router and DataGrid, against a fake server: actions in
// words, the period, user and action filters sent to the server.

const row = (id: number, overrides: Partial<RegistroAuditoria> = {}): RegistroAuditoria => ({
  id,
  fecha: '2026-11-20T10:00:00.000Z',
  accion: 'LOGIN_OK',
  usuario: 'demo',
  idUsuario: 3,
  ip: '203.0.113.7',
  detalle: null,
  idCliente: null,
  entidad: null,
  idEntidad: null,
  antes: null,
  despues: null,
  ...overrides,
});

const SLOW = { timeout: 8000 };

function start(path: string) {
  writeToken(tokenValidFor(3600));
  writePermissions(DEMO_PERMISSIONS.admin);
  const asked: URL[] = [];
  const fetch = fakeFetch({
    'GET /api/Configuracion/ObtenerPerfil': {
      body: {
        id: 1,
        usuario: 'admin',
        nombre: 'Administrator',
        correo: 'admin@example.com',
        rol: 'Administrator',
        idioma: null,
        permisos: DEMO_PERMISSIONS.admin,
        clientes: [],
      },
    },
    'GET /api/Entorno/ObtenerEstilo': {
      body: { tema: 'light', colorPrimario: 'blue', densidad: 'comfortable', idioma: null },
    },
    'GET /api/Configuracion/ObtenerAuditoria': {
      body: [
        row(2, {
          accion: 'ROLE_CHANGED',
          usuario: 'admin',
          detalle: 'role Sales',
          entidad: 'rol',
          idEntidad: '4',
          antes: { nombre: 'Sales' },
          despues: { nombre: 'Sales team' },
        }),
        row(1),
      ],
    },
    'GET /api/Entorno/ObtenerConfiguracionesGrid/activity-log': { body: [] },
    'GET /api/Entorno/ObtenerConfiguracionGridPredeterminada/activity-log': { body: null },
  });
  const recording = ((input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://test');
    if (url.pathname === '/api/Configuracion/ObtenerAuditoria') asked.push(url);
    return fetch(input, init);
  }) as typeof globalThis.fetch;
  const { router, api } = createAppSetup({
    api: testApiOptions(recording),
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  renderWithProviders(<RouterProvider router={router} />, { api });
  return { asked, router };
}

describe('the activity log', () => {
  it('lists who did what in words, and sends the period, user and action filters to the server', async () => {
    const { asked, router } = start('/activity-log?from=2026-11-01&to=2026-11-30');
    await screen.findByText('Role changed', {}, SLOW);
    expect(screen.getByText('Signed in')).toBeTruthy();
    expect(screen.queryByText('ROLE_CHANGED')).toBeNull();
    const first = asked[0]!;
    expect(new Date(first.searchParams.get('fechainicio')!).getDate()).toBe(1);
    expect(new Date(first.searchParams.get('fechafin')!).getDate()).toBe(30);
    expect(first.searchParams.has('usuario')).toBe(false);

    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'User' }), 'adm');
    await waitFor(() => expect(asked.at(-1)!.searchParams.get('usuario')).toBe('adm'), SLOW);
    expect(router.state.location.search).toMatchObject({ usuario: 'adm', from: '2026-11-01' });

    await user.click(screen.getByRole('textbox', { name: 'Action' }));
    await user.click(await screen.findByRole('option', { name: 'Role deleted' }, SLOW));
    await waitFor(() => expect(asked.at(-1)!.searchParams.get('accion')).toBe('ROLE_DELETED'), SLOW);
    expect(asked.at(-1)!.searchParams.get('usuario')).toBe('adm');
  });

  it('writes a change as the fields that differ, before and after', () => {
    expect(changeText({ antes: null, despues: null })).toBe('');
    expect(
      changeText({
        antes: { nombre: 'Sales', permisos: { isAdmin: false, accesoPowerBI: false } },
        despues: { nombre: 'Sales', permisos: { isAdmin: false, accesoPowerBI: true } },
      }),
    ).toBe('permisos.accesoPowerBI: false → true');
    expect(changeText({ antes: null, despues: { url: 'https://x.example/hook' } })).toBe(
      'url: https://x.example/hook',
    );
    expect(changeText({ antes: { idsClientes: [1] }, despues: { idsClientes: [1, 4] } })).toBe(
      'idsClientes: [1] → [1,4]',
    );
  });
});
