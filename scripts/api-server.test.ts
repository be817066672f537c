import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
// @ts-expect-error: a plain ES module of the repo scripts, without types
import { startApi, stopApi } from './api-server.mjs';

// A stand-in for the API: answers /api/health once it has "started" (after a pause, as the API
// migrates first), or exits at once, as an API with a broken configuration does.
const dir = mkdtempSync(join(tmpdir(), 'extranet-api-server-test-'));
const healthy = join(dir, 'healthy.mjs');
writeFileSync(
  healthy,
  `import http from 'node:http';
   setTimeout(() => http.createServer((req, res) => {
     res.writeHead(req.url === '/api/health' ? 200 : 404, { 'content-type': 'application/json' });
     res.end(JSON.stringify({ mode: process.env.NODE_ENV, data: process.env.DATA_DIR ?? null }));
   }).listen(Number(process.env.PORT), '127.0.0.1'), 300);`,
);
const broken = join(dir, 'broken.mjs');
writeFileSync(broken, 'process.exit(3);');
const silent = join(dir, 'silent.mjs');
const silentPid = join(dir, 'silent.pid');
writeFileSync(
  silent,
  `import { writeFileSync } from 'node:fs';
   writeFileSync(${JSON.stringify(silentPid)}, String(process.pid));
   setInterval(() => {}, 1000);`,
);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('startApi', () => {
  it('resolves once the health check answers, in production mode with the given environment', async () => {
    const api = await startApi({ root: dir, entry: healthy, nodeArgs: [], env: { DATA_DIR: '/data' } });
    try {
      expect(api.base).toBe(`http://127.0.0.1:${api.port}`);
      expect(await (await fetch(`${api.base}/api/health`)).json()).toEqual({
        mode: 'production',
        data: '/data',
      });
    } finally {
      await stopApi(api);
    }
    expect(api.child.exitCode !== null || api.child.signalCode !== null).toBe(true);
    // Stopping a stopped API resolves at once.
    await stopApi(api);
  });

  it('rejects when the process exits before answering', async () => {
    await expect(startApi({ root: dir, entry: broken, nodeArgs: [] })).rejects.toThrow(
      'the API exited (exit code 3)',
    );
  });

  it('rejects after the timeout, and stops the process it started', async () => {
    const before = Date.now();
    await expect(startApi({ root: dir, entry: silent, nodeArgs: [], timeoutSeconds: 1 })).rejects.toThrow(
      /did not answer http:\/\/127\.0\.0\.1:\d+\/api\/health within 1 s/,
    );
    expect(Date.now() - before).toBeLessThan(10_000);
    const pid = Number(readFileSync(silentPid, 'utf8'));
    const alive = () => {
      try {
        process.kill(pid, 0);
        return true;
      } catch {
        return false;
      }
    };
    for (let i = 0; i < 60 && alive(); i++) await new Promise((resolve) => setTimeout(resolve, 50));
    expect(alive()).toBe(false);
  });
});
