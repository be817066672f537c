import type { PermissionFlag } from '@extranet/routes-manifest';
import { type Permissions, readPermissions } from './permissions';
import { isTokenValid, readToken } from './token';

/** Why access is refused: no valid session, or the session lacks the flag. */
export type DenialReason = 'signed-out' | 'missing-permission';

/** A permission answer is data, not an exception (STYLE habit 4). */
export type CanResult = { can: true; reason?: undefined } | { can: false; reason: DenialReason };

export interface CanContext {
  token?: string | null;
  permissions?: Permissions | null;
  now?: number;
}

/**
 * May the current user open something guarded by `flag`? `null` needs only a valid session.
 * Reads the session from storage unless `context` supplies it (tests, the guard).
 */
export function can(flag: PermissionFlag | null, context: CanContext = {}): CanResult {
  const token = context.token !== undefined ? context.token : readToken();
  if (!isTokenValid(token, context.now)) return { can: false, reason: 'signed-out' };
  if (flag === null) return { can: true };
  const permissions = context.permissions !== undefined ? context.permissions : readPermissions();
  return permissions?.[flag] === true ? { can: true } : { can: false, reason: 'missing-permission' };
}
