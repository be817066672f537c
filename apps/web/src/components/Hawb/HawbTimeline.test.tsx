import type { EventoHawb } from '@extranet/sdk';
import { describe, expect, it } from 'vitest';
import { loadTestCatalog, renderWithProviders, screen } from '../../test-utils/render';
import { HawbTimeline } from './HawbTimeline';

const event = (
  id: number,
  codigo: EventoHawb['codigo'],
  overrides: Partial<EventoHawb> = {},
): EventoHawb => ({
  id,
  codigo,
  descripcion: codigo,
  aeropuerto: 'VLC',
  vuelo: 'LH2319',
  piezas: 28,
  pesoKg: 392,
  fecha: `2026-11-2${id}T10:00:00Z`,
  ...overrides,
});

describe('<HawbTimeline>', () => {
  it('names each event, flags a part of the pieces and shows what comes next', async () => {
    await loadTestCatalog('en');
    renderWithProviders(
      <HawbTimeline
        events={[
          event(1, 'BKD'),
          event(2, 'RCS', { vuelo: null }),
          event(3, 'DEP', { piezas: 10, pesoKg: 140 }),
        ]}
        status="DEP"
        totalPieces={28}
      />,
    );
    const timeline = screen.getByTestId('hawb-timeline');
    expect(timeline.querySelectorAll('[data-done]')).toHaveLength(3);
    expect(screen.getByText('Received from shipper')).toBeTruthy();
    expect(screen.getAllByText('VLC · flight LH2319')).toHaveLength(2);
    expect(screen.getByText('VLC')).toBeTruthy();
    expect(screen.getByText('10 of 28 pieces · 140 kg')).toBeTruthy();
    // After DEP: ARR is next, then the rest up to delivery, none reported yet.
    const next = timeline.querySelector('[data-next]');
    expect(next?.textContent).toContain('Arrived');
    expect(screen.getAllByText('Not reported yet')).toHaveLength(6);
  });

  it('speaks Spanish', async () => {
    await loadTestCatalog('es');
    renderWithProviders(<HawbTimeline events={[event(1, 'DLV')]} status="DLV" totalPieces={28} />, {
      locale: 'es',
    });
    expect(screen.getByText('Entregado')).toBeTruthy();
    expect(screen.queryByText('Aún no comunicado')).toBeNull();
    await loadTestCatalog('en');
  });
});
