import { useLayoutEffect } from 'react';

/**
 * The static sign-in page the API puts in front of #root on /login (login-shell.html), drawn before
 * the JavaScript has loaded. It goes in the same frame as the app's first page appears (a layout
 * effect runs before the browser paints), so that the page is never blank in between.
 */
export function removeShell(): void {
  document.getElementById('shell')?.remove();
}

/** For the pages a visit can start on (public pages, the signed-in layout): their first frame ends the shell. */
export function useRemoveShell(): void {
  useLayoutEffect(removeShell, []);
}
