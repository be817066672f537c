import type { EnlaceCompartido } from '@extranet/sdk';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createTestApi, renderWithProviders, screen, waitFor } from '../../test-utils/render';
import { ShareShipment } from './ShareShipment';

// The Share dialog of the shipment detail against a fake server: expiry, the new link once, the
// list with its opens, and revoking with a confirmation.

const TOKEN = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQ';
const link = (overrides: Partial<EnlaceCompartido> = {}): EnlaceCompartido => ({
  id: 5,
  usuario: 'demo',
  fechaAlta: '2026-03-01T10:00:00.000Z',
  caduca: '2099-03-31T10:00:00.000Z',
  revocado: null,
  revocadoPor: null,
  aperturas: 3,
  ultimaApertura: '2026-03-02T08:00:00.000Z',
  ...overrides,
});

function start() {
  const api = createTestApi({
    'POST /api/Tracking/CompartirPartida/1201': {
      body: { id: 6, token: TOKEN, url: `http://test/s/${TOKEN}`, caduca: '2026-03-08T10:00:00.000Z' },
    },
    'GET /api/Tracking/ObtenerEnlacesCompartidos/1201': { body: [link()] },
    'DELETE /api/Tracking/RevocarEnlace/5': {
      body: link({ revocado: '2026-03-03T10:00:00.000Z', revocadoPor: 'demo' }),
    },
  });
  renderWithProviders(<ShareShipment shipment={{ id: 1201, numeroPartida: 'M26-001201' }} />, { api });
  return api;
}

describe('ShareShipment', () => {
  it('creates a link with the chosen expiry and shows it once, with a copy button', async () => {
    const api = start();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Share' }));
    await user.click(await screen.findByText('7 days'));
    await user.click(screen.getByRole('button', { name: 'Create link' }));
    expect(await screen.findByDisplayValue(`http://test/s/${TOKEN}`)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Copy' })).toBeTruthy();
    expect(api.fetch.bodies['POST /api/Tracking/CompartirPartida/1201']).toEqual({ caducaDias: 7 });
  });

  it('keeps the expiry from 1 to 90 days and sends nothing without one', async () => {
    const api = start();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Share' }));
    const days = await screen.findByRole('textbox', { name: 'Days until the link expires' });
    await user.clear(days);
    await user.type(days, '120');
    await user.tab();
    await waitFor(() => expect(days).toHaveProperty('value', '90 days'));
    await user.clear(days);
    expect(await screen.findByText('From 1 to 90 days')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Create link' })).toHaveProperty('disabled', true);
    expect(api.fetch.calls).not.toContain('POST /api/Tracking/CompartirPartida/1201');
  });

  it('lists the links with their opens and revokes one after a confirmation', async () => {
    const api = start();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Share' }));
    const item = await screen.findByRole('listitem');
    expect(item.textContent).toContain('Shared by demo');
    expect(item.textContent).toMatch(/Opened 3 times, last on/);
    await user.click(screen.getByRole('button', { name: 'Revoke' }));
    await user.click(screen.getByRole('button', { name: 'Revoke link' }));
    await waitFor(() => expect(api.fetch.calls).toContain('DELETE /api/Tracking/RevocarEnlace/5'));
    // The list is read again once revoked.
    await waitFor(() =>
      expect(
        api.fetch.calls.filter((c) => c === 'GET /api/Tracking/ObtenerEnlacesCompartidos/1201').length,
      ).toBe(2),
    );
  });
});
