import { describe, expect, it } from 'vitest';
import { DEMO_PERMISSIONS, tokenValidFor } from '../test-utils/session';
import { can } from './can';
import { writePermissions } from './permissions';
import { writeToken } from './token';

describe('can(flag)', () => {
  it('answers data, not exceptions: signed out', () => {
    expect(can('accesoPartidas', { token: null })).toEqual({ can: false, reason: 'signed-out' });
    expect(can(null, { token: tokenValidFor(-1) })).toEqual({ can: false, reason: 'signed-out' });
  });

  it('lets any signed-in user through a null flag', () => {
    expect(can(null, { token: tokenValidFor(600), permissions: null })).toEqual({ can: true });
  });

  it('needs the flag set in the permissions', () => {
    const token = tokenValidFor(600);
    expect(can('accesoPartidas', { token, permissions: DEMO_PERMISSIONS.tracking })).toEqual({ can: true });
    expect(can('accesoStock', { token, permissions: DEMO_PERMISSIONS.tracking })).toEqual({
      can: false,
      reason: 'missing-permission',
    });
    expect(can('isAdmin', { token, permissions: DEMO_PERMISSIONS.demo }).can).toBe(false);
    expect(can('isAdmin', { token, permissions: DEMO_PERMISSIONS.admin }).can).toBe(true);
    expect(can('accesoStock', { token, permissions: null }).reason).toBe('missing-permission');
  });

  it('reads the stored session by default', () => {
    writeToken(tokenValidFor(600));
    writePermissions(DEMO_PERMISSIONS.demo);
    expect(can('accesoDossieres').can).toBe(true);
    expect(can('isAdmin').can).toBe(false);
  });
});
