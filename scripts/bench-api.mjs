#!/usr/bin/env node
// Measures the reference server on this machine: first start (migrate + full demo seed), restart,
// and the latency of the heaviest list calls for the `demo` user. Loopback only, bounded loops.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const port = 3900 + Math.floor(Math.random() * 90);
const base = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(join(tmpdir(), 'extranet-bench-'));
const ROUNDS = 20;

function start() {
  const t0 = performance.now();
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
    cwd: root,
    // Production mode, as deployed: responses are not re-validated against the schemas.
    env: { ...process.env, NODE_ENV: 'production', PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const ready = (async () => {
    for (let i = 0; i < 1200; i++) {
      try {
        if ((await fetch(`${base}/api/health`)).ok) return performance.now() - t0;
      } catch {}
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error('server did not become healthy within 60 s');
  })();
  return { child, ready };
}

const stop = (child) =>
  new Promise((resolve) => {
    child.once('exit', resolve);
    child.kill('SIGTERM');
  });

const pct = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

try {
  let server = start();
  const first = await server.ready;
  await stop(server.child);
  server = start();
  const restart = await server.ready;
  console.log(`first start (migrate + seed): ${(first / 1000).toFixed(1)} s   (budget 30 s)`);
  console.log(`restart:                      ${(restart / 1000).toFixed(1)} s   (budget 3 s)`);

  const login = await fetch(`${base}/api/Validacion`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ usuario: 'demo', clave: 'Demo#2026' }),
  });
  const { token } = await login.json();
  const to = new Date();
  const from = new Date(to.getTime() - 548 * 86_400_000);
  const period = `fechainicio=${from.toISOString()}&fechafin=${to.toISOString()}`;
  const calls = [
    `/api/Tracking/ObtenerSeguimientoEnviosPeriodo?${period}`,
    '/api/Tracking/ObtenerSeguimientoEnvios',
    `/api/Factura/ObtenerSeguimientoFacturasPeriodo?${period}`,
    `/api/Distribucion/ObtenerSeguimientoAlbaranesPeriodo?${period}`,
    `/api/Almacen/ObtenerMovimientosPeriodo?${period}`,
  ];
  console.log(`\n${'call (demo user, 18 months)'.padEnd(52)} rows   JSON KB   p50 ms   p95 ms`);
  for (const path of calls) {
    const times = [];
    let rows = 0;
    let bytes = 0;
    for (let i = 0; i < ROUNDS; i++) {
      const t0 = performance.now();
      const res = await fetch(`${base}${path}`, {
        headers: { authorization: `Bearer ${token}`, 'accept-encoding': 'gzip' },
      });
      const text = await res.text();
      times.push(performance.now() - t0);
      const body = JSON.parse(text);
      rows = Array.isArray(body) ? body.length : -res.status;
      bytes = text.length;
    }
    times.sort((a, b) => a - b);
    console.log(
      `${path.split('?')[0].padEnd(52)} ${String(rows).padStart(6)}  ${(bytes / 1024).toFixed(0).padStart(8)}  ${pct(times, 50).toFixed(0).padStart(7)}  ${pct(times, 95).toFixed(0).padStart(7)}`,
    );
  }
  await stop(server.child);
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
