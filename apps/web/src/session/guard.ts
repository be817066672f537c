import { findArea, type PermissionFlag } from '@extranet/routes-manifest';
import { type CanContext, can } from './can';

export type GuardDecision =
  | { action: 'allow' }
  | { action: 'login' } // no valid token: /login, back here after sign-in
  | { action: 'root'; flag: PermissionFlag }; // signed in without the area's flag: `/`

/** The flag the manifest asks for the area a path belongs to (`/tracking/42` → `/tracking`'s). */
export const requiredPermission = (pathname: string): PermissionFlag | null =>
  findArea(pathname)?.permission ?? null;

/** The one guard of the app, run by the `_app` layout's `beforeLoad` for every guarded path. */
export function decideAccess(pathname: string, context: CanContext = {}): GuardDecision {
  if (!can(null, context).can) return { action: 'login' };
  const flag = requiredPermission(pathname);
  if (flag === null || can(flag, context).can) return { action: 'allow' };
  return { action: 'root', flag };
}

/** Pages that only report a state: never a place to return to. */
const STATUS_PAGES = ['/no-connection', '/error', '/access-denied', '/not-found'];

/**
 * A same-site path to return to (after sign-in, or when the network or the server is back); anything
 * else — absolute URLs, `//host`, the status pages, and `/login` after signing in — falls back to `/`.
 */
export function safeReturnPath(value: unknown, options: { allowLogin?: boolean } = {}): string {
  const fallback = '/';
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//') || value.includes('\\')) {
    return fallback;
  }
  const path = value.split(/[?#]/)[0] ?? '';
  if (STATUS_PAGES.includes(path) || (path === '/login' && !options.allowLogin)) return fallback;
  return value;
}
