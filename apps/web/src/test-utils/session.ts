import { PERMISSION_FLAGS, type PermissionFlag } from '@extranet/routes-manifest';
import type { Permissions } from '../session/permissions';

const base64url = (value: string) => btoa(value).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');

/** An unsigned JWT with the claims the web reads (the signature is the server's business). */
export function fakeJwt(claims: { exp: number; sub?: string; role?: string }): string {
  return [
    base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' })),
    base64url(JSON.stringify(claims)),
    'signature',
  ].join('.');
}

/** A token valid for `seconds` more (negative: already expired). */
export const tokenValidFor = (seconds: number, now = Date.now()) =>
  fakeJwt({ exp: Math.floor(now / 1000) + seconds, sub: '7', role: 'User' });

export function permissionsWith(...flags: PermissionFlag[]): Permissions {
  return Object.fromEntries(PERMISSION_FLAGS.map((flag) => [flag, flags.includes(flag)])) as Permissions;
}

/** The demo accounts (README). */
export const DEMO_PERMISSIONS = {
  admin: permissionsWith(...PERMISSION_FLAGS),
  demo: permissionsWith(...PERMISSION_FLAGS.filter((flag) => flag !== 'isAdmin')),
  tracking: permissionsWith('accesoPartidas'),
};
