import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { SOURCE_NODE_ARGS } from '../../../source-conditions';
import { freePort } from './ports';

// The API as its own process (`node --import tsx src/server.ts`), as `pnpm start` runs it but with
// the SDK read from source (source-conditions.ts): for the suites that need a real socket, signals or
// several processes.

const apiRoot = fileURLToPath(new URL('../../..', import.meta.url));

export interface ApiProcess {
  url: string;
  child: ChildProcess;
  /** Everything it printed so far. */
  output(): string;
  /** Sends `signal` and resolves with the exit code and how long the exit took. */
  stop(signal?: NodeJS.Signals): Promise<{ code: number | null; ms: number }>;
}

/**
 * Starts the API with `env` on a free port of loopback and a fresh DATA_DIR unless given; resolves
 * when /api/health answers. `SEED_SCALE=small` keeps a first start to a few seconds. `nodeArgs`:
 * what Node runs, by default the server from source (the built one is `['dist/server.js']`).
 */
export async function startApi(
  env: Record<string, string> = {},
  nodeArgs: readonly string[] = [...SOURCE_NODE_ARGS, 'src/server.ts'],
): Promise<ApiProcess> {
  const dataDir = env.DATA_DIR ?? mkdtempSync(join(tmpdir(), 'extranet-system-'));
  const port = await freePort();
  const child = spawn(process.execPath, nodeArgs, {
    cwd: apiRoot,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED_SCALE: 'small',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  void exited.then(() => {
    if (!env.DATA_DIR) rmSync(dataDir, { recursive: true, force: true });
  });
  const onData = (chunk: Buffer) => {
    output += chunk.toString();
  };
  child.stdout?.on('data', onData);
  child.stderr?.on('data', onData);
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (let ready = false; !ready; ) {
    if (child.exitCode !== null)
      throw new Error(`the API exited (${child.exitCode}) before it was ready:\n${output}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the API was not ready within 120 s:\n${output}`);
    }
    ready = await fetch(`${url}/api/health`).then(
      (res) => res.ok,
      () => false,
    );
    if (!ready) await sleep(100);
  }
  return {
    url,
    child,
    output: () => output,
    stop: async (signal = 'SIGTERM') => {
      const started = performance.now();
      if (child.exitCode === null) child.kill(signal);
      const code = await exited;
      return { code, ms: performance.now() - started };
    },
  };
}

/** Signs in through the API and returns the bearer token. */
export async function tokenFor(url: string, usuario: string, clave: string): Promise<string> {
  const res = await fetch(`${url}/api/Validacion`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ usuario, clave }),
  });
  if (!res.ok) throw new Error(`sign-in of ${usuario}: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { token: string }).token;
}
