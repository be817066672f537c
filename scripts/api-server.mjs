// The API as the benches start it: a child process of its own, in production mode, on a free port
// (or the one given), ready once /api/health answers. Its output stays off the bench's report
// except for errors. bench-load.mjs and bench-grid.mjs start it so.
import { execFileSync, spawn } from 'node:child_process';
import { join } from 'node:path';
import { freePort } from './free-port.mjs';

/**
 * The server the benches measure: by default the build `pnpm start` runs (apps/api/build.mjs, made
 * here first: a few seconds); with BENCH_API_ENTRY, another server module run from source through
 * tsx (e.g. an older commit's, for a before/after).
 */
export function apiToMeasure(root) {
  if (process.env.BENCH_API_ENTRY) {
    return {
      nodeArgs: ['--conditions=@extranet/source', '--import', 'tsx'],
      entry: process.env.BENCH_API_ENTRY,
    };
  }
  execFileSync(process.execPath, ['build.mjs'], { cwd: join(root, 'apps/api'), stdio: 'inherit' });
  return { nodeArgs: [], entry: 'apps/api/dist/server.js' };
}

const POLL_MS = 50;

/**
 * Resolves once `${base}/api/health` answers 2xx; rejects when `child` exits first or after
 * `timeoutSeconds` (the first start of an empty data directory migrates and seeds a year of data).
 */
export async function waitForHealth(base, child, timeoutSeconds) {
  const deadline = performance.now() + timeoutSeconds * 1000;
  for (;;) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {}
    if (child.exitCode !== null) throw new Error(`the API exited (exit code ${child.exitCode})`);
    if (performance.now() > deadline)
      throw new Error(`the API did not answer ${base}/api/health within ${timeoutSeconds} s`);
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

/**
 * Starts `entry` (the API's server module, run through tsx) with `env` over the bench's own
 * environment. `nodeArgs`: Node's flags before the entry (e.g. the SDK's source condition). A start
 * that fails stops the child before rejecting, so no server outlives its bench.
 */
export async function startApi({
  root,
  env = {},
  nodeArgs = ['--import', 'tsx'],
  entry = 'apps/api/src/server.ts',
  port,
  timeoutSeconds = 150,
}) {
  const chosen = port ?? (await freePort());
  const child = spawn(process.execPath, [...nodeArgs, entry], {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'production', PORT: String(chosen), LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${chosen}`;
  try {
    await waitForHealth(base, child, timeoutSeconds);
  } catch (error) {
    child.kill('SIGTERM');
    throw error;
  }
  return { base, child, port: chosen };
}

/** Stops an API started by `startApi`; resolves once its process has exited. */
export const stopApi = (api) =>
  new Promise((resolve) => {
    if (api.child.exitCode !== null || api.child.signalCode !== null) return resolve();
    api.child.once('exit', resolve);
    api.child.kill('SIGTERM');
  });
