import { manifest } from '@extranet/routes-manifest';
import { describe, expect, it } from 'vitest';
import { DEMO_PERMISSIONS, permissionsWith, tokenValidFor } from '../test-utils/session';
import { decideAccess, requiredPermission, safeReturnPath } from './guard';

describe('the _app guard', () => {
  const token = tokenValidFor(3600);

  it.each(manifest.map((area) => [area.path]))('%s without a valid token → /login', (path) => {
    expect(decideAccess(path, { token: null })).toEqual({ action: 'login' });
    expect(decideAccess(path, { token: tokenValidFor(-1) })).toEqual({ action: 'login' });
  });

  it.each(manifest.filter((area) => area.permission).map((area) => [area.path, area.permission] as const))(
    '%s without %s → /',
    (path, flag) => {
      const everythingElse = permissionsWith(
        ...(Object.keys(DEMO_PERMISSIONS.admin).filter((f) => f !== flag) as never[]),
      );
      expect(decideAccess(path, { token, permissions: everythingElse })).toEqual({ action: 'root', flag });
      expect(decideAccess(path, { token, permissions: permissionsWith(flag!) })).toEqual({ action: 'allow' });
    },
  );

  it('lets every signed-in user see the monitor at /', () => {
    expect(decideAccess('/', { token, permissions: permissionsWith() })).toEqual({ action: 'allow' });
  });

  it('guards sub-paths of an area with its flag', () => {
    expect(requiredPermission('/tracking/42')).toBe('accesoPartidas');
    expect(requiredPermission('/user-management/')).toBe('isAdmin');
    expect(decideAccess('/stocks/9', { token, permissions: DEMO_PERMISSIONS.tracking }).action).toBe('root');
  });

  it('matches the demo accounts: tracking sees tracking and carbon footprint only', () => {
    const allowed = manifest
      .filter(
        (area) =>
          decideAccess(area.path, { token, permissions: DEMO_PERMISSIONS.tracking }).action === 'allow',
      )
      .map((area) => area.path);
    expect(allowed).toEqual(['/', '/tracking', '/carbon-footprint']);
  });
});

describe('safeReturnPath', () => {
  it('keeps same-site paths with their query', () => {
    expect(safeReturnPath('/tracking?x=1')).toBe('/tracking?x=1');
  });
  it('refuses other sites, status pages and odd values', () => {
    for (const value of [
      'https://evil.example',
      '//evil.example',
      '/\\evil',
      'tracking',
      42,
      undefined,
      '/error',
    ]) {
      expect(safeReturnPath(value)).toBe('/');
    }
  });
  it('returns to /login only when asked (after a network loss, not after signing in)', () => {
    expect(safeReturnPath('/login')).toBe('/');
    expect(safeReturnPath('/login?redirect=%2Fstocks', { allowLogin: true })).toBe(
      '/login?redirect=%2Fstocks',
    );
  });
});
