import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { SOURCE_NODE_ARGS } from '../source-conditions';

// The `pnpm start` entry point as a process: starts on a fresh DATA_DIR, answers, drains and exits
// cleanly on SIGTERM, and reuses its data on restart. (Demo data off: the seeds have their own tests.)

const apiRoot = fileURLToPath(new URL('..', import.meta.url));
const dataDir = mkdtempSync(join(tmpdir(), 'extranet-server-'));

function start(): { child: ChildProcess; url: Promise<string>; output: () => string } {
  const child = spawn(process.execPath, [...SOURCE_NODE_ARGS, 'src/server.ts'], {
    cwd: apiRoot,
    env: {
      ...process.env,
      PORT: '0',
      DATA_DIR: dataDir,
      SEED_DEMO: '0',
      NODE_ENV: 'development',
      LOG_LEVEL: 'info',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const url = new Promise<string>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /ready in \d+ ms: (http:\/\/\S+)/.exec(output);
      if (match) resolve(match[1]!);
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) =>
      reject(new Error(`server exited (${code}) before it was ready:\n${output}`)),
    );
  });
  return { child, url, output: () => output };
}

const stop = (child: ChildProcess) =>
  new Promise<number | null>((resolve) => {
    child.once('exit', (code) => resolve(code));
    child.kill('SIGTERM');
  });

afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe.skipIf(process.env.API_TEST_DB === 'pg')('server entry point', () => {
  it('starts, serves, drains on SIGTERM and starts again on the same data', async () => {
    for (const round of [1, 2]) {
      const server = start();
      const url = await server.url;
      const health = await fetch(`${url}/api/health`);
      expect(health.status, `round ${round}`).toBe(200);
      expect(await health.json()).toMatchObject({ status: 'ok' });
      expect((await fetch(`${url}/api/Configuracion/ObtenerPerfil`)).status).toBe(401);
      expect(await stop(server.child)).toBe(0);
      expect(server.output()).toContain('Stopped');
    }
  }, 120_000);
});
