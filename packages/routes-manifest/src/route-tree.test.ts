import { describe, expect, it } from 'vitest';
// @ts-expect-error — a plain .mjs script without type declarations
import { checkRoutes } from '../../../scripts/check-routes.mjs';
import { type AreaEntry, manifest } from './manifest';
import { toRoutes } from './to-routes';

type Check = (overrides?: object) => Promise<{ stale: string[] }>;
const check = checkRoutes as Check;

describe('apps/web/src/routeTree.gen.ts', () => {
  it('is what the router plugin generates from the manifest (regenerate: pnpm --filter @extranet/web build)', async () => {
    expect((await check()).stale).toEqual([]);
  });

  it('is reported stale when the manifest changes and the tree is not regenerated', async () => {
    const withoutPowerBi = manifest.filter((area) => area.path !== '/powerbi');
    const { stale } = await check({ virtualRouteConfig: toRoutes(withoutPowerBi) });
    expect(stale).toContain('apps/web/src/routeTree.gen.ts');
  });

  it('fails when an entry points at a missing screen', async () => {
    const ghost: AreaEntry = { ...manifest[1], path: '/ghost', screen: 'areas/ghost/screen.tsx' };
    await expect(check({ virtualRouteConfig: toRoutes([...manifest, ghost]) })).rejects.toThrow(/ghost/);
  });
});
