import { i18n } from '@lingui/core';
import { afterEach, describe, expect, it } from 'vitest';
import { loadTestCatalog, renderWithProviders, screen } from '../test-utils/render';
import { useCounts } from './useCounts';

function Counts({ values }: { values: number[] }) {
  const counts = useCounts();
  return (
    <ul>
      {values.map((value) => (
        <li key={value}>
          {[counts.shipments, counts.packages, counts.pallets, counts.pieces, counts.customers]
            .map((count) => count(value))
            .join(' | ')}
        </li>
      ))}
    </ul>
  );
}

const lines = () => screen.getAllByRole('listitem').map((item) => item.textContent);

describe('useCounts', () => {
  afterEach(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));

  it('agrees the English noun with its number and groups thousands', () => {
    renderWithProviders(<Counts values={[1, 0, 2, 1234]} />);
    expect(lines()).toEqual([
      '1 shipment | 1 package | 1 pallet | 1 piece | 1 customer',
      '0 shipments | 0 packages | 0 pallets | 0 pieces | 0 customers',
      '2 shipments | 2 packages | 2 pallets | 2 pieces | 2 customers',
      '1,234 shipments | 1,234 packages | 1,234 pallets | 1,234 pieces | 1,234 customers',
    ]);
  });

  it('says "1 partida", not "1 partidas", in Spanish', async () => {
    await loadTestCatalog('es');
    renderWithProviders(<Counts values={[1, 3, 1234]} />, { locale: 'es' });
    expect(lines()).toEqual([
      '1 partida | 1 bulto | 1 palé | 1 pieza | 1 cliente',
      '3 partidas | 3 bultos | 3 palés | 3 piezas | 3 clientes',
      '1.234 partidas | 1.234 bultos | 1.234 palés | 1.234 piezas | 1.234 clientes',
    ]);
  });
});
