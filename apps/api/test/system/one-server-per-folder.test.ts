import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { SOURCE_NODE_ARGS } from '../../source-conditions';
import { type ApiProcess, startApi } from './support/api-process';
import { freePort } from './support/ports';

// Issue 32, one server per data folder: with a server running, a second one on the same DATA_DIR
// is refused (non-zero exit, a message naming the folder and the first server's pid) and the first
// goes on answering; once the first is killed with -9 its stale lock does not block the next start.

const apiRoot = fileURLToPath(new URL('../..', import.meta.url));
const dataDir = mkdtempSync(join(tmpdir(), 'extranet-lock-'));
const servers: ApiProcess[] = [];
afterAll(async () => {
  await Promise.all(servers.map((s) => s.stop('SIGKILL')));
  rmSync(dataDir, { recursive: true, force: true });
});

/** Runs the server to its exit (a refused start exits by itself), with its output. */
async function runToExit(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, [...SOURCE_NODE_ARGS, 'src/server.ts'], {
    cwd: apiRoot,
    env: { ...process.env, NODE_ENV: 'production', HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const timer = setTimeout(() => child.kill('SIGKILL'), 60_000);
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  clearTimeout(timer);
  return { code, output };
}

describe('one server per data folder', () => {
  it('refuses a second server on the folder and leaves the first untouched', async () => {
    const first = await startApi({ DATA_DIR: dataDir, SEED_DEMO: '0' });
    servers.push(first);
    const second = await runToExit({ DATA_DIR: dataDir, SEED_DEMO: '0', PORT: String(await freePort()) });
    expect(second.code, second.output).not.toBe(0);
    expect(second.output).toContain(dataDir);
    expect(second.output).toContain(`pid ${first.child.pid}`);
    expect(first.child.exitCode).toBeNull();
    expect((await fetch(`${first.url}/api/health`)).status).toBe(200);
    expect(existsSync(join(dataDir, 'server.lock'))).toBe(true);
  });

  it('takes over the stale lock of a server killed with -9', async () => {
    const killed = servers.pop()!;
    await killed.stop('SIGKILL');
    expect(existsSync(join(dataDir, 'server.lock'))).toBe(true);
    const next = await startApi({ DATA_DIR: dataDir, SEED_DEMO: '0' });
    servers.push(next);
    expect((await fetch(`${next.url}/api/health`)).status).toBe(200);
    // A clean stop removes the lock.
    expect((await next.stop('SIGTERM')).code).toBe(0);
    expect(existsSync(join(dataDir, 'server.lock'))).toBe(false);
  });
});
