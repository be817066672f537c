import { index, layout, rootRoute, route, type VirtualRootRoute } from '@tanstack/virtual-file-routes';
import { type AreaEntry, manifest, PUBLIC_PAGES } from './manifest';

// Turns the manifest into TanStack Router virtual file routes. The router plugin (apps/web/vite.config.ts)
// reads the result and writes apps/web/src/routeTree.gen.ts; `scripts/check-routes.mjs` fails when
// that file is stale. File paths are relative to apps/web/src (the plugin's `routesDirectory`).

export const ROOT_FILE = 'routes/__root.tsx';
/** The guarded, pathless layout; its `beforeLoad` is the only guard. */
export const APP_LAYOUT = { id: '_app', file: 'routes/_app.tsx' } as const;
/** Any other path: redirects to `/not-found`. */
export const CATCH_ALL = { path: '/$', file: 'routes/$.tsx' } as const;

export function toRoutes(areas: readonly AreaEntry[] = manifest): VirtualRootRoute {
  return rootRoute(ROOT_FILE, [
    ...PUBLIC_PAGES.map((page) => route(page.path, page.file)),
    layout(
      APP_LAYOUT.id,
      APP_LAYOUT.file,
      areas.flatMap((area) => [
        area.path === '/' ? index(area.screen) : route(area.path, area.screen),
        ...(area.detail ? [route(`${area.path}/$id`, area.detail)] : []),
      ]),
    ),
    route(CATCH_ALL.path, CATCH_ALL.file),
  ]);
}
