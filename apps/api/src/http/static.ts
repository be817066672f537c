import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Hono } from 'hono';
import type { AppEnv } from './context';

/**
 * Serves the built web app (WEB_DIST): files as they are, hashed assets (`/assets/…`) cached for a
 * year, everything else revalidated; a GET for a client-side route (no file extension) gets
 * index.html. API paths never reach this (they end in the JSON 404 before).
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
  if (existsSync(webDist)) app.use('*', serveStatic({ root: webDist }));
  app.get('*', (c) => {
    if (/\.[A-Za-z0-9]+$/.test(c.req.path)) return c.json({ code: 'NOT_FOUND', message: 'Not found' }, 404);
    if (!existsSync(indexFile)) {
      return c.text(`The web app is not built (no ${indexFile}); run pnpm build.`, 404);
    }
    return c.html(readFileSync(indexFile, 'utf8'));
  });
}
