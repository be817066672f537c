import { PERMISSION_FLAGS } from '@extranet/routes-manifest';
import { PERMISOS } from '@extranet/sdk/schemas';
import { describe, expect, it } from 'vitest';
import { DEMO_PERMISSIONS, permissionsWith } from '../test-utils/session';
import { clearPermissions, PERMISSIONS_KEY, readPermissions, writePermissions } from './permissions';

describe('permissions in local storage', () => {
  it('uses the key `permissions` and round-trips every flag', () => {
    writePermissions(DEMO_PERMISSIONS.tracking);
    expect(PERMISSIONS_KEY).toBe('permissions');
    expect(JSON.parse(localStorage.getItem('permissions') ?? '{}')).toMatchObject({
      accesoPartidas: true,
      isAdmin: false,
    });
    expect(readPermissions()).toEqual(permissionsWith('accesoPartidas'));
    clearPermissions();
    expect(readPermissions()).toBeNull();
  });

  it('reads a corrupt or partial entry as missing', () => {
    localStorage.setItem(PERMISSIONS_KEY, '{not json');
    expect(readPermissions()).toBeNull();
    localStorage.setItem(PERMISSIONS_KEY, JSON.stringify({ accesoPartidas: true }));
    expect(readPermissions()).toBeNull();
  });

  it('knows the same flags as the SDK and the server', () => {
    expect([...PERMISSION_FLAGS]).toEqual([...PERMISOS]);
  });
});
