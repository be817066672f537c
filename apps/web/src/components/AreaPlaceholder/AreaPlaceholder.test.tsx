import { i18n } from '@lingui/core';
import { afterEach, describe, expect, it } from 'vitest';
import { loadTestCatalog, renderWithProviders, screen } from '../../test-utils/render';
import { AreaPlaceholder } from './AreaPlaceholder';

describe('<AreaPlaceholder>', () => {
  afterEach(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));

  it('shows the area title from the manifest and an honest empty state', () => {
    renderWithProviders(<AreaPlaceholder path="/tracking" />);
    expect(screen.getByRole('heading', { level: 1, name: 'Shipment tracking' })).toBeTruthy();
    expect(screen.getByText('This area is being built')).toBeTruthy();
    expect(document.title).toBe('Shipment tracking · Freight Extranet');
  });

  it('speaks Spanish', async () => {
    await loadTestCatalog('es');
    renderWithProviders(<AreaPlaceholder path="/stocks" />, { locale: 'es' });
    expect(screen.getByRole('heading', { level: 1, name: 'Existencias en almacén' })).toBeTruthy();
    expect(screen.getByText('Esta área está en construcción')).toBeTruthy();
  });
});
