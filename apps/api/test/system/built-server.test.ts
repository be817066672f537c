import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiProcess, startApi } from './support/api-process';

// `pnpm start` runs the built server (build.mjs: one bundle of plain JavaScript, the SDK inside),
// while every other suite runs the source through tsx. This one builds it and starts it on a new data
// folder: a path resolved from the wrong folder, a module left out of the bundle or an SDK import
// that only resolves from source would fail here, not on a user's first `pnpm start`.

const apiRoot = fileURLToPath(new URL('../..', import.meta.url));
let api: ApiProcess | undefined;

beforeAll(async () => {
  execFileSync(process.execPath, ['build.mjs'], { cwd: apiRoot, stdio: 'inherit' });
  api = await startApi({}, ['dist/server.js']);
}, 180_000);
afterAll(async () => {
  await api?.stop();
});

describe('the built server', () => {
  it('migrates, seeds and answers a signed-in call from the demo data', async () => {
    const health = (await (await fetch(`${api!.url}/api/health`)).json()) as Record<string, unknown>;
    expect(health).toMatchObject({ status: 'ok', database: 'ok' });
    const signIn = await fetch(`${api!.url}/api/Validacion`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ usuario: 'demo', clave: 'Demo#2026' }),
    });
    expect(signIn.status).toBe(200);
    const { token } = (await signIn.json()) as { token: string };
    const profile = await fetch(`${api!.url}/api/Configuracion/ObtenerPerfil`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(profile.status).toBe(200);
    expect(await profile.json()).toMatchObject({ usuario: 'demo' });
    // The reference data (apps/api/data) and the OpenAPI document come from the API's folder.
    const openapi = (await (await fetch(`${api!.url}/api/openapi.json`)).json()) as {
      info: { version: string };
    };
    expect(openapi.info.version).toMatch(/^\d+\.\d+\.\d+/);
  });

  it('stops on SIGTERM with exit code 0', async () => {
    expect((await api!.stop()).code).toBe(0);
  });
});
