import type { PreferenciasNotificacion } from '@extranet/sdk';
import { TIPOS_EVENTO } from '@extranet/sdk/schemas';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  createTestApi,
  loadTestCatalog,
  renderWithRouter,
  screen,
  waitFor,
  within,
} from '../../test-utils/render';
import { NotificationPreferences } from './NotificationPreferences';

const GET = 'GET /api/Notificaciones/ObtenerPreferencias';
const SAVE = 'POST /api/Notificaciones/GuardarPreferencias';

const DEFAULTS: PreferenciasNotificacion = {
  eventos: TIPOS_EVENTO.map((tipo) => ({ tipo, app: true, correo: 'NO' as const })),
  umbrales: { retrasoDias: 1, cambioEtaHoras: 12, caducidadDias: 14 },
};

async function start(locale: 'en' | 'es' = 'en', save: unknown = DEFAULTS) {
  await loadTestCatalog(locale);
  const api = createTestApi({ [GET]: { body: DEFAULTS }, [SAVE]: { body: save } });
  const onDirtyChange = vi.fn();
  renderWithRouter(<NotificationPreferences onDirtyChange={onDirtyChange} />, { api, locale });
  return { api, onDirtyChange };
}

describe('notification preferences', () => {
  it('saves the channels chosen per event type and the thresholds', async () => {
    const { api, onDirtyChange } = await start();
    const delay = await screen.findByTestId('preference-RETRASO');
    await userEvent.click(within(delay).getByRole('radio', { name: 'At once' }));
    await userEvent.click(within(screen.getByTestId('preference-ENTREGA')).getByRole('switch'));
    const days = screen.getByRole('textbox', { name: 'Delay (days)' });
    await userEvent.clear(days);
    await userEvent.type(days, '3');
    expect(onDirtyChange).toHaveBeenLastCalledWith(true);
    await userEvent.click(screen.getByRole('button', { name: 'Save preferences' }));
    await waitFor(() => expect(api.fetch.bodies[SAVE]).toBeDefined());
    const body = api.fetch.bodies[SAVE] as PreferenciasNotificacion;
    expect(body.umbrales).toEqual({ retrasoDias: 3, cambioEtaHoras: 12, caducidadDias: 14 });
    expect(body.eventos.find((e) => e.tipo === 'RETRASO')).toEqual({
      tipo: 'RETRASO',
      app: true,
      correo: 'INMEDIATO',
    });
    expect(body.eventos.find((e) => e.tipo === 'ENTREGA')).toEqual({
      tipo: 'ENTREGA',
      app: false,
      correo: 'NO',
    });
  });

  it('refuses a threshold out of range with a clear error, keeping what was typed, in Spanish', async () => {
    const { api } = await start('es');
    const hours = await screen.findByRole('textbox', { name: 'Cambio de ETA (horas)' });
    await userEvent.clear(hours);
    await userEvent.type(hours, '900');
    const expiry = screen.getByRole('textbox', { name: 'Caducidad del stock (días)' });
    await userEvent.clear(expiry);
    await userEvent.click(screen.getByRole('button', { name: 'Guardar preferencias' }));
    await screen.findByText('Como máximo 720');
    expect(screen.getByText('Obligatorio')).toBeTruthy();
    expect((hours as HTMLInputElement).value).toBe('900');
    expect(api.fetch.calls).not.toContain(SAVE);
  });
});
