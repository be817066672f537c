import { describe, expect, it } from 'vitest';
import { can } from '../../session/can';
import { renderWithRouter, screen } from '../../test-utils/render';
import { DEMO_PERMISSIONS, tokenValidFor } from '../../test-utils/session';
import { Navigation } from './Navigation';
import { buildNavigation } from './nav-sections';

describe('<Navigation>', () => {
  it('links the areas of the tracking account, grouped, and marks the current one', async () => {
    const token = tokenValidFor(600);
    const sections = buildNavigation(
      (flag) => can(flag, { token, permissions: DEMO_PERMISSIONS.tracking }).can,
    );
    renderWithRouter(<Navigation sections={sections} />, { path: '/tracking' });
    const links = await screen.findAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Monitor', '/'],
      ['Shipment tracking', '/tracking'],
      ['Carbon footprint', '/carbon-footprint'],
    ]);
    expect(screen.getByText('Overview')).toBeTruthy();
    expect(screen.getByText('Shipments')).toBeTruthy();
    expect(links[1]?.hasAttribute('data-active')).toBe(true);
    expect(links[0]?.hasAttribute('data-active')).toBe(false);
  });
});
