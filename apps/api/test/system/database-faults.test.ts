import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiProcess, startApi, tokenFor } from './support/api-process';
import { type Cluster, startCluster, whyNoPostgres } from './support/postgres';

// PostgreSQL stopped (pg_ctl stop) and frozen (SIGSTOP): data calls answer 503 with Retry-After
// within 2 s instead of 500s and hangs, /api/health answers at once, /api/ready reports the
// database, and calls succeed again within 5 s of the database's return. A throwaway cluster on a
// free port of loopback, so the shared server is never touched.

const skip = whyNoPostgres();
if (skip) console.warn(`[database faults] ${skip}`);

let cluster: Cluster | undefined;
let api: ApiProcess | undefined;
let token = '';
beforeAll(async () => {
  if (skip) return;
  cluster = await startCluster();
  api = await startApi({ DATABASE_URL: cluster.url, SEED_DEMO: '1' });
  token = await tokenFor(api.url, 'demo', 'Demo#2026');
});
afterAll(async () => {
  await api?.stop('SIGKILL');
  cluster?.destroy();
});

async function call(path: string) {
  const started = performance.now();
  const res = await fetch(`${api!.url}${path}`, {
    headers: { authorization: `Bearer ${token}` },
    signal: AbortSignal.timeout(15_000),
  });
  const body = (await res.json()) as { code?: string };
  return {
    status: res.status,
    retryAfter: res.headers.get('retry-after'),
    code: body.code,
    ms: performance.now() - started,
  };
}

const DATA_CALL = '/api/Configuracion/ObtenerPerfil';

/** Asks a data call every 100 ms until it succeeds; returns how long that took. */
async function msUntilServed(): Promise<number> {
  const started = performance.now();
  while (performance.now() - started < 30_000) {
    if ((await call(DATA_CALL).catch(() => ({ status: 0 }))).status === 200)
      return performance.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return Number.POSITIVE_INFINITY;
}

async function expectUnavailableFast() {
  const answers = await Promise.all(Array.from({ length: 4 }, () => call(DATA_CALL)));
  for (const answer of answers) {
    expect(answer).toMatchObject({ status: 503, code: 'DATABASE_UNAVAILABLE', retryAfter: '5' });
    expect(answer.ms, JSON.stringify(answers)).toBeLessThan(2_000);
  }
  const live = await call('/api/health');
  expect(live.status).toBe(200);
  expect(live.ms).toBeLessThan(1_000);
  expect((await call('/api/ready')).status).toBe(503);
}

describe.skipIf(skip)('PostgreSQL faults', () => {
  it('stopped: 503 with Retry-After within 2 s, liveness at once, served again within 5 s of its return', async () => {
    expect((await call(DATA_CALL)).status).toBe(200);
    cluster!.stop();
    await expectUnavailableFast();
    cluster!.start();
    expect(await msUntilServed()).toBeLessThan(5_000);
    expect((await call('/api/ready')).status).toBe(200);
  });

  it('frozen (connections open, nothing answers): the same', async () => {
    expect((await call(DATA_CALL)).status).toBe(200);
    cluster!.freeze();
    try {
      await expectUnavailableFast();
    } finally {
      cluster!.thaw();
    }
    expect(await msUntilServed()).toBeLessThan(5_000);
  });
});
