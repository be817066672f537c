import { PUBLIC_PAGES } from '@extranet/routes-manifest';
import type { AnyRouter } from '@tanstack/react-router';
import { errorPageFor } from './api/error-routing';
import { endSession } from './session/session';

// Where API failures take the user (issue 4): 401 → /login (back here after sign-in), 403 →
// /access-denied, network loss → /no-connection, 5xx → /error — the last two remember where the user
// was (`from`) to go back there by themselves or on "Try again".

const PUBLIC_PATHS: ReadonlySet<string> = new Set(PUBLIC_PAGES.map((page) => page.path));

export const isPublicPath = (pathname: string): boolean => PUBLIC_PATHS.has(pathname);
const STATUS_PATHS = new Set(['/error', '/access-denied', '/not-found', '/no-connection']);
/** `from` for a status page: where the user was, unless that was a status page itself. */
const fromHere = (pathname: string, href: string) => (STATUS_PATHS.has(pathname) ? {} : { from: href });

/** The session is over (401, expiry): clear it and sign in again, coming back here afterwards. */
export function goToLogin(router: AnyRouter, queryClient: { clear(): void }): void {
  const { pathname, href } = router.state.location;
  endSession();
  if (pathname === '/login') return;
  void router
    .navigate({ to: '/login', search: isPublicPath(pathname) ? {} : { redirect: href }, replace: true })
    .finally(() => queryClient.clear());
}

/** Sends the user to the page for an API failure, if it has one. */
export function routeApiError(router: AnyRouter, error: unknown): void {
  const page = errorPageFor(error);
  if (!page) return;
  const { pathname, href } = router.state.location;
  if (pathname === page) return;
  void router.navigate({ to: page, search: fromHere(pathname, href) });
}

/** The browser went offline: show /no-connection, remembering where the user was. */
export function goOffline(router: AnyRouter): void {
  const { pathname, href } = router.state.location;
  if (pathname === '/no-connection') return;
  void router.navigate({ to: '/no-connection', search: fromHere(pathname, href) });
}
