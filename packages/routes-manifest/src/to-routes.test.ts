import { existsSync } from 'node:fs';
import path from 'node:path';
import type { VirtualRouteNode } from '@tanstack/virtual-file-routes';
import { describe, expect, it } from 'vitest';
import { manifest, PUBLIC_PAGES } from './manifest';
import { APP_LAYOUT, CATCH_ALL, ROOT_FILE, toRoutes } from './to-routes';

const webSrc = path.resolve(import.meta.dirname, '../../../apps/web/src');

describe('toRoutes', () => {
  const tree = toRoutes();
  const children = tree.children ?? [];

  it('roots the tree in __root with the public pages', () => {
    expect(tree.file).toBe(ROOT_FILE);
    const paths = children.flatMap((node) => (node.type === 'route' ? [node.path] : []));
    expect(paths).toEqual([
      '/login',
      '/signup',
      '/error',
      '/access-denied',
      '/not-found',
      '/no-connection',
      '/reset-password',
      '/recuperarcontrasena',
      '/s/$token',
      '/$',
    ]);
  });

  it('puts every manifest area under the one guarded layout, / as its index', () => {
    const layout = children.find((node) => node.type === 'layout');
    expect(layout).toMatchObject({ type: 'layout', id: APP_LAYOUT.id, file: APP_LAYOUT.file });
    const areas = (layout?.type === 'layout' ? layout.children : []) as VirtualRouteNode[];
    const details = manifest.filter((area) => 'detail' in area).length;
    expect(areas).toHaveLength(manifest.length + details);
    expect(areas[0]).toEqual({ type: 'index', file: 'areas/monitor/screen.tsx' });
    for (const area of manifest.filter((entry) => entry.path !== '/')) {
      expect(areas).toContainEqual({ type: 'route', path: area.path, file: area.screen });
      if ('detail' in area)
        expect(areas).toContainEqual({ type: 'route', path: `${area.path}/$id`, file: area.detail });
    }
  });

  it('points only at files that exist', () => {
    const files = [ROOT_FILE, APP_LAYOUT.file, CATCH_ALL.file, ...PUBLIC_PAGES.map((page) => page.file)];
    for (const file of files) expect(existsSync(path.join(webSrc, file)), file).toBe(true);
  });
});
