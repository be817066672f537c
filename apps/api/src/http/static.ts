import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Hono } from 'hono';
import type { AppEnv } from './context';

/** The languages of the web app's interface; English is its fallback (apps/web/src/i18n/locales.ts). */
const SHELL_LOCALES = ['en', 'es'] as const;
type ShellLocale = (typeof SHELL_LOCALES)[number];

/**
 * The interface language a browser gets on its first visit, from Accept-Language: the most
 * preferred language the app has, else English (the app's own rule, detectUiLocale, on the same
 * list: navigator.languages is what the browser sends here).
 */
export function shellLocale(acceptLanguage: string | undefined): ShellLocale {
  const tags = (acceptLanguage ?? '')
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = Number(params.find((param) => param.trim().startsWith('q='))?.split('=')[1] ?? 1);
      return { base: tag.split('-')[0]?.toLowerCase() ?? '', q: Number.isNaN(q) ? 0 : q, index };
    })
    .filter((tag) => tag.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return (tags.find((tag) => (SHELL_LOCALES as readonly string[]).includes(tag.base))?.base ??
    'en') as ShellLocale;
}

/**
 * index.html, and on /login the sign-in page as static HTML in front of #root, in the visitor's
 * language (the web build's shell/login.<locale>.html): a phone draws it with the HTML instead of
 * seconds later, after the JavaScript; the app removes it when it draws its first page. The sign-in
 * page styles itself, so there the app's stylesheets are preloaded instead of blocking its first
 * paint; the app applies them before it draws (apps/web/src/deferred-styles.ts).
 */
function pageHtml(webDist: string, path: string, acceptLanguage: string | undefined): string {
  const index = readFileSync(join(webDist, 'index.html'), 'utf8');
  if (path.replace(/\/$/, '') !== '/login') return index;
  const locale = shellLocale(acceptLanguage);
  const shellFile = join(webDist, 'shell', `login.${locale}.html`);
  if (!existsSync(shellFile)) return index;
  return index
    .replace(/<html lang="[^"]*"/, `<html lang="${locale}"`)
    .replace(/<link rel="stylesheet"([^>]*)>/g, '<link rel="preload" as="style" data-deferred-style$1>')
    .replace('<div id="root">', () => `${readFileSync(shellFile, 'utf8')}<div id="root">`);
}

/**
 * Serves the built web app (WEB_DIST): files as they are, their brotli or gzip copy when the build
 * wrote one and the browser takes it; hashed assets (`/assets/…`) cached for a year, everything
 * else revalidated; a GET for a client-side route (no file extension) gets index.html. API paths
 * never reach this (they end in the JSON 404 before).
 */
export function mountWebApp(app: Hono<AppEnv>, webDist: string): void {
  const indexFile = join(webDist, 'index.html');
  app.use('*', async (c, next) => {
    await next();
    if (!c.res.ok) return;
    c.header(
      'Cache-Control',
      c.req.path.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
    );
  });
  if (existsSync(webDist)) app.use('*', serveStatic({ root: webDist, precompressed: true }));
  app.get('*', (c) => {
    if (/\.[A-Za-z0-9]+$/.test(c.req.path)) return c.json({ code: 'NOT_FOUND', message: 'Not found' }, 404);
    if (!existsSync(indexFile)) {
      return c.text(`The web app is not built (no ${indexFile}); run pnpm build.`, 404);
    }
    c.header('Vary', 'Accept-Language', { append: true });
    // A shared shipment's page (`/s/{token}`): kept out of search engines, its token out of Referers.
    if (c.req.path.startsWith('/s/')) {
      c.header('X-Robots-Tag', 'noindex, nofollow');
      c.header('Referrer-Policy', 'no-referrer');
    }
    return c.html(pageHtml(webDist, c.req.path, c.req.header('accept-language')));
  });
}
