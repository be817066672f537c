import type { Notificacion } from '@extranet/sdk';
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
import { NOTIFICATIONS } from './fixtures';
import { NotificationBell } from './NotificationBell';

const LIST = 'GET /api/Notificaciones/ObtenerNotificaciones';
const MARK = 'POST /api/Notificaciones/MarcarLeidas';

async function start(routes: FakeRoutes, locale: 'en' | 'es' = 'en') {
  await loadTestCatalog(locale);
  const api = createTestApi(routes);
  renderWithRouter(<NotificationBell />, { api, locale });
  return api;
}

describe('the notification bell', () => {
  it('shows the unread count and lists the notifications, newest first, as sentences with links', async () => {
    await start({ [LIST]: { body: { noLeidas: 2, notificaciones: NOTIFICATIONS } } });
    const bell = await screen.findByRole('button', { name: 'Notifications: 2 unread' });
    expect(screen.getByTestId('notification-count').textContent).toContain('2');
    await userEvent.click(bell);
    const list = await screen.findByRole('list', { name: 'Notifications' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(NOTIFICATIONS.length);
    expect(items[0]!.textContent).toContain('Shipment M26-000123 departed Valencia');
    expect(within(items[0]!).getByRole('link').getAttribute('href')).toBe('/tracking/12');
    expect(items[1]!.textContent).toMatch(/Invoice F26-000045 is \d+ days? overdue/);
    expect(items[0]!.hasAttribute('data-unread')).toBe(true);
    expect(items[2]!.hasAttribute('data-unread')).toBe(false);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByTestId('notification-panel')).toBeNull());
  });

  it('marks one read, and the count follows the server', async () => {
    const api = await start({
      [LIST]: { body: { noLeidas: 2, notificaciones: NOTIFICATIONS } },
      [MARK]: { body: { marcadas: 1, noLeidas: 1 } },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Notifications: 2 unread' }));
    await userEvent.click(
      await screen.findByRole('button', { name: 'Mark as read: Shipment M26-000123 departed Valencia' }),
    );
    await screen.findByRole('button', { name: 'Notifications: 1 unread' });
    expect(api.fetch.bodies[MARK]).toEqual({ ids: [9] });
    const first = screen.getAllByRole('listitem')[0]!;
    expect(first.hasAttribute('data-unread')).toBe(false);
  });

  it('marks all read', async () => {
    const api = await start({
      [LIST]: { body: { noLeidas: 2, notificaciones: NOTIFICATIONS } },
      [MARK]: { body: { marcadas: 2, noLeidas: 0 } },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Notifications: 2 unread' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Mark all as read' }));
    await screen.findByText('All read');
    expect(api.fetch.bodies[MARK]).toEqual({ todas: true });
    expect(screen.getByRole('button', { name: 'Notifications' })).toBeTruthy();
    expect(document.querySelectorAll('[data-unread]')).toHaveLength(0);
  });

  it('says when there is nothing, in Spanish', async () => {
    await start({ [LIST]: { body: { noLeidas: 0, notificaciones: [] } } }, 'es');
    await userEvent.click(await screen.findByRole('button', { name: 'Notificaciones' }));
    expect(await screen.findByTestId('notifications-empty')).toBeTruthy();
    expect(screen.getByText('Nada nuevo')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Marcar todas como leídas' }).hasAttribute('disabled')).toBe(
      true,
    );
  });

  it('says when the notifications could not be loaded, and tries again on request', async () => {
    const api = await start({ [LIST]: { status: 503, body: { code: 'UNAVAILABLE', message: 'down' } } });
    await userEvent.click(await screen.findByRole('button', { name: 'Notifications' }));
    await screen.findByText('Notifications could not be loaded.');
    const before = api.fetch.calls.filter((call) => call === LIST).length;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(api.fetch.calls.filter((call) => call === LIST).length).toBe(before + 1));
  });

  it('holds what arrives while the panel is open behind "1 new", so the rows under the pointer stay put', async () => {
    const routes: FakeRoutes = { [LIST]: { body: { noLeidas: 2, notificaciones: NOTIFICATIONS } } };
    const api = await start(routes);
    await userEvent.click(await screen.findByRole('button', { name: 'Notifications: 2 unread' }));
    const list = await screen.findByRole('list', { name: 'Notifications' });
    const arrived: Notificacion = { ...NOTIFICATIONS[0]!, id: 10, fecha: '2026-11-27T09:00:00.000Z' };
    routes[LIST] = { body: { noLeidas: 3, notificaciones: [arrived, ...NOTIFICATIONS] } };
    await api.queryClient.refetchQueries();
    const showNew = await screen.findByRole('button', { name: 'Show 1 new' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(NOTIFICATIONS.length);
    expect(within(list).getAllByRole('listitem')[0]!.textContent).toContain('M26-000123 departed');
    await userEvent.click(showNew);
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(NOTIFICATIONS.length + 1));
    expect(screen.getByRole('button', { name: 'Notifications: 3 unread' })).toBeTruthy();
    expect(screen.queryByTestId('notifications-waiting')).toBeNull();
  });

  it('lists older notifications on request when a full page was shown', async () => {
    const page = (from: number): Notificacion[] =>
      Array.from({ length: 30 }, (_, i) => ({ ...NOTIFICATIONS[4]!, id: from - i, leida: true }));
    const routes: FakeRoutes = { [LIST]: { body: { noLeidas: 0, notificaciones: page(100) } } };
    const api = await start(routes);
    await userEvent.click(await screen.findByRole('button', { name: 'Notifications' }));
    const list = await screen.findByRole('list', { name: 'Notifications' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(30);
    routes[LIST] = { body: { noLeidas: 0, notificaciones: page(70).slice(0, 5) } };
    await userEvent.click(screen.getByRole('button', { name: 'Show older' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(35));
    // The last page was not full: nothing older to ask for.
    expect(screen.queryByRole('button', { name: 'Show older' })).toBeNull();
    expect(api.fetch.calls.filter((call) => call === LIST)).toHaveLength(2);
  });
});
