import { manifest } from '@extranet/routes-manifest';
import { describe, expect, it } from 'vitest';
import { can } from '../../session/can';
import { DEMO_PERMISSIONS, tokenValidFor } from '../../test-utils/session';
import { buildNavigation, isActivePath } from './nav-sections';

const token = tokenValidFor(3600);
const navFor = (account: keyof typeof DEMO_PERMISSIONS) =>
  buildNavigation((flag) => can(flag, { token, permissions: DEMO_PERMISSIONS[account] }).can);
const paths = (sections: ReturnType<typeof navFor>) =>
  sections.flatMap((section) => section.areas.map((a) => a.path));

describe('navigation from the manifest', () => {
  it('shows the admin every area, grouped in manifest order', () => {
    const sections = navFor('admin');
    expect(paths(sections)).toEqual(manifest.map((area) => area.path));
    expect(sections.map((section) => section.group)).toEqual([
      'overview',
      'shipments',
      'warehouse',
      'air',
      'finance',
      'admin',
    ]);
  });

  it('hides the administration group from a user without isAdmin', () => {
    const sections = navFor('demo');
    expect(sections.map((section) => section.group)).not.toContain('admin');
    expect(paths(sections)).toHaveLength(
      manifest.length - manifest.filter((area) => area.permission === 'isAdmin').length,
    );
  });

  it('shows the tracking account only the monitor, tracking and carbon footprint', () => {
    const sections = navFor('tracking');
    expect(paths(sections)).toEqual(['/', '/tracking', '/carbon-footprint']);
    expect(sections.map((section) => section.group)).toEqual(['overview', 'shipments']);
  });

  it('marks an area active on its own path and below it', () => {
    expect(isActivePath('/tracking/42', '/tracking')).toBe(true);
    expect(isActivePath('/trackingx', '/tracking')).toBe(false);
    expect(isActivePath('/tracking', '/')).toBe(false);
    expect(isActivePath('/', '/')).toBe(true);
  });
});
