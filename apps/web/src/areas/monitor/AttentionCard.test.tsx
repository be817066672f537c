import type { Incidencia } from '@extranet/sdk';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  createTestApi,
  type FakeRoutes,
  loadTestCatalog,
  renderWithRouter,
  screen,
  within,
} from '../../test-utils/render';
import { AttentionCard } from './AttentionCard';

const CALL = 'GET /api/Monitor/ObtenerIncidencias';

const item = (n: number, overrides: Partial<Incidencia> = {}): Incidencia => ({
  tipo: 'RETRASO',
  motivo: `${n} days late: departure planned on 20 Nov`,
  enlace: `/tracking/${n}`,
  fecha: `2026-11-${String(10 + n).padStart(2, '0')}T10:00:00.000Z`,
  idCliente: 1,
  idPartida: n,
  numeroPartida: `M26-00000${n}`,
  ...overrides,
});

async function start(routes: FakeRoutes, locale: 'en' | 'es' = 'en') {
  await loadTestCatalog(locale);
  renderWithRouter(<AttentionCard />, { api: createTestApi(routes), locale });
}

describe('the attention card', () => {
  it('lists what needs attention with its reason and a link to the record', async () => {
    await start({
      [CALL]: {
        body: [
          item(2),
          item(1, {
            tipo: 'FACTURA_VENCIDA',
            motivo: 'Due 3 days ago',
            enlace: '/invoices?numeroFactura=F26-000045',
            idPartida: undefined,
            numeroPartida: undefined,
            idFactura: 45,
            numeroFactura: 'F26-000045',
          }),
        ],
      },
    });
    const card = await screen.findByTestId('attention-card');
    expect(within(card).getByText('Needs attention')).toBeTruthy();
    const links = within(card).getAllByRole('link');
    // In the server's order (what matters most first), not re-sorted here.
    expect(links.map((link) => link.textContent)).toEqual(['M26-000002', 'F26-000045']);
    expect(links[1]!.getAttribute('href')).toBe('/invoices?numeroFactura=F26-000045');
    expect(card.textContent).toContain('Due 3 days ago');
    expect(card.textContent).toContain('Invoice overdue');
  });

  it('shows five, then all on request', async () => {
    await start({ [CALL]: { body: [1, 2, 3, 4, 5, 6, 7].map((n) => item(n)) } });
    const card = await screen.findByTestId('attention-card');
    expect(within(card).getAllByRole('listitem')).toHaveLength(5);
    await userEvent.click(within(card).getByRole('button', { name: 'Show all 7' }));
    expect(within(card).getAllByRole('listitem')).toHaveLength(7);
  });

  it('says when nothing needs attention, in Spanish', async () => {
    await start({ [CALL]: { body: [] } }, 'es');
    expect(await screen.findByText('Nada requiere su atención ahora.')).toBeTruthy();
  });

  it('says when the list could not be loaded', async () => {
    await start({ [CALL]: { status: 501, body: { code: 'NOT_IMPLEMENTED', message: 'later' } } });
    expect(await screen.findByText('What needs your attention could not be loaded.')).toBeTruthy();
  });
});
