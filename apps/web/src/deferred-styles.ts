// On /login the server sends the app's stylesheets as preloads (`data-deferred-style`) instead of
// render-blocking links: its static sign-in page styles itself, so a phone paints it with the HTML
// rather than after the CSS. The app turns them into stylesheets, already downloaded, and draws
// once they apply (apps/api/src/http/static.ts).

/** Applies the deferred stylesheets; resolves when each has loaded (or failed: the app draws anyway). */
export function applyDeferredStyles(): Promise<void> {
  const links = [...document.querySelectorAll<HTMLLinkElement>('link[data-deferred-style]')];
  return Promise.all(
    links.map(
      (link) =>
        new Promise<void>((resolve) => {
          link.addEventListener('load', () => resolve(), { once: true });
          link.addEventListener('error', () => resolve(), { once: true });
          link.removeAttribute('data-deferred-style');
          link.rel = 'stylesheet';
        }),
    ),
  ).then(() => undefined);
}
