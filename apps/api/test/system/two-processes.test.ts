import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMPTY_GRID_STATE } from '../../src/testing/grid-state';
import { type ApiProcess, startApi, tokenFor } from './support/api-process';
import { type Cluster, startCluster, whyNoPostgres } from './support/postgres';

// Scale-out: two API processes on one PostgreSQL database, as behind a load balancer. Sign-in
// limits are counted once across both, a session closed on one is refused by the other, and what
// one writes the other reads.

const skip = whyNoPostgres();
if (skip) console.warn(`[two processes] ${skip}`);

let cluster: Cluster | undefined;
let a: ApiProcess | undefined;
let b: ApiProcess | undefined;
beforeAll(async () => {
  if (skip) return;
  cluster = await startCluster();
  const env = {
    DATABASE_URL: cluster.url,
    SEED_DEMO: '1',
    JWT_SECRET: randomBytes(32).toString('base64url'),
    TRUST_PROXY: '1',
  };
  // Started together: one migrates and seeds, the other waits for it (advisory lock).
  [a, b] = await Promise.all([startApi(env), startApi(env)]);
});
afterAll(async () => {
  await Promise.all([a?.stop('SIGKILL'), b?.stop('SIGKILL')]);
  cluster?.destroy();
});

let address = 0;
const signIn = async (api: ApiProcess, usuario: string, clave: string) =>
  (
    await fetch(`${api.url}/api/Validacion`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': `192.0.2.${++address}` },
      body: JSON.stringify({ usuario, clave }),
    })
  ).status;

const call = async (api: ApiProcess, token: string, path: string, init: RequestInit = {}) => {
  const res = await fetch(`${api.url}${path}`, {
    ...init,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', ...init.headers },
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
};

describe.skipIf(skip)('two API processes on one database', () => {
  it('count sign-in failures once across both', async () => {
    const answers: number[] = [];
    for (let i = 0; i < 5; i++) answers.push(await signIn(i % 2 ? b! : a!, 'tracking', `wrong-${i}`));
    expect(answers).toEqual([401, 401, 401, 401, 401]);
    // Five failures in all (three here, two there): the account now refuses unknown addresses on both.
    expect(await signIn(a!, 'tracking', 'wrong-again')).toBe(429);
    expect(await signIn(b!, 'tracking', 'wrong-again')).toBe(429);
  });

  it('refuse on one a session closed on the other', async () => {
    const token = await tokenFor(a!.url, 'demo', 'Demo#2026');
    expect((await call(b!, token, '/api/Configuracion/ObtenerPerfil')).status).toBe(200);
    expect((await call(b!, token, '/api/Validacion/CerrarSesion', { method: 'POST' })).status).toBe(200);
    const refused = await call(a!, token, '/api/Configuracion/ObtenerPerfil');
    expect(refused).toMatchObject({ status: 401, body: { code: 'TOKEN_REVOKED' } });
  });

  it('read back on either what the other wrote', async () => {
    const token = await tokenFor(b!.url, 'admin', 'Admin#2026');
    const view = (nombre: string) => ({
      codigoGrid: 'scale-out',
      nombre,
      predeterminada: true,
      estado: EMPTY_GRID_STATE,
    });
    const saved = await call(a!, token, '/api/Entorno/GuardarConfiguracionGrid', {
      method: 'POST',
      body: JSON.stringify(view('written on A')),
    });
    expect(saved.status).toBe(200);
    const id = saved.body.id as number;
    expect((await call(b!, token, `/api/Entorno/ObtenerConfiguracionGrid/${id}`)).body).toMatchObject({
      nombre: 'written on A',
    });
    const updated = await call(b!, token, `/api/Entorno/GuardarConfiguracionGrid/${id}`, {
      method: 'PUT',
      body: JSON.stringify(view('rewritten on B')),
    });
    expect(updated.status).toBe(200);
    expect((await call(a!, token, `/api/Entorno/ObtenerConfiguracionGrid/${id}`)).body).toMatchObject({
      nombre: 'rewritten on B',
    });
    const pinned = await call(b!, token, '/api/Monitor/GuardarMetricasMonitor', {
      method: 'POST',
      body: JSON.stringify({ metricas: [{ codigo: 'PARTIDAS', orden: 1 }] }),
    });
    expect(pinned.status).toBe(200);
    const unassigned = await fetch(`${a!.url}/api/Monitor/ObtenerMetricasNoAsignadas`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(((await unassigned.json()) as { codigo: string }[]).map((m) => m.codigo)).not.toContain(
      'PARTIDAS',
    );
  });
});
