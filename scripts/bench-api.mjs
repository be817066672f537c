#!/usr/bin/env node
// Measures the reference server on this machine: first start (migrate + full demo seed), restart,
// the latency of the heaviest list calls (a year, the longest period allowed), how long a cheap call
// waits while four year-long lists are being answered, and the server's peak memory. Loopback
// only, bounded loops.
//
//   node scripts/bench-api.mjs [--quick] [--json out.json] [--keep-data dir] [--data dir]
//
// --quick: one round of each list call and none of the cheap call under load; --keep-data: leave a
// copy of the seeded database there (bench.mjs hands it to the other benches so that they do not
// seed their own); --data: start from a copy of such a database instead of seeding one (no first
// start measured: for comparing two builds' calls where a first start takes longer than its wait).
import { spawn } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { apiToMeasure } from './api-server.mjs';
import { freePort } from './free-port.mjs';
import { memoryOf } from './process-memory.mjs';

// The API as `pnpm start` runs it, built first (apiToMeasure in api-server.mjs).
const root = fileURLToPath(new URL('..', import.meta.url));
const api = apiToMeasure(root);
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(join(tmpdir(), 'extranet-bench-'));
const args = process.argv.slice(2);
const option = (name) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
const quick = args.includes('--quick');
const jsonOut = option('--json');
const keepData = option('--keep-data');
const seededData = option('--data');
const ROUNDS = quick ? 1 : 20;
const results = {
  firstStartMs: null,
  restartMs: null,
  calls: [],
  cheapCallDuringLoad: null,
  peakMemoryMb: null,
  /** The first start's process: its peak (initdb, migrations, seed: VmHWM), and what it holds once ready (MB). */
  firstStartMemory: null,
  // What --quick leaves to the full run; the table shows each as "skipped in --quick".
  skippedInQuick: quick
    ? ['profile call while four year-long lists are answered (each list takes seconds)']
    : [],
};

function start() {
  const t0 = performance.now();
  const child = spawn(process.execPath, [...api.nodeArgs, api.entry], {
    cwd: root,
    // Production mode, as deployed: responses are not re-validated against the schemas.
    env: { ...process.env, NODE_ENV: 'production', PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const ready = (async () => {
    // The first start seeds a year of demo data: 20–30 s on an idle machine, over a minute on a
    // shared one, where a shorter wait failed the bench and every bench after it that needs the data.
    for (let i = 0; i < 3600; i++) {
      try {
        if ((await fetch(`${base}/api/health`)).ok) return performance.now() - t0;
      } catch {}
      if (child.exitCode !== null) throw new Error(`the API exited (${child.exitCode})`);
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error('server did not become healthy within 180 s');
  })();
  return { child, ready };
}

const stop = (child) =>
  new Promise((resolve) => {
    child.once('exit', resolve);
    child.kill('SIGTERM');
  });

const pct = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

let server;
try {
  let first = null;
  if (seededData) cpSync(seededData, dataDir, { recursive: true });
  else {
    server = start();
    first = await server.ready;
    const { peakMb, residentMb } = memoryOf(server.child.pid);
    results.firstStartMemory = { peakMb: Math.round(peakMb), residentMb: Math.round(residentMb) };
    await stop(server.child);
  }
  if (keepData) cpSync(dataDir, keepData, { recursive: true });
  server = start();
  const restart = await server.ready;
  results.firstStartMs = first === null ? null : Math.round(first);
  results.restartMs = Math.round(restart);
  if (first === null) console.log(`first start: not measured (--data ${seededData})`);
  else {
    console.log(`first start (migrate + seed): ${(first / 1000).toFixed(1)} s   (budget 30 s)`);
    const { peakMb, residentMb } = results.firstStartMemory;
    console.log(
      `first start memory: peak ${peakMb} MB (initdb, migrations, seed), ${residentMb} MB once ready   (budget 600 MB)`,
    );
  }
  console.log(`restart:                      ${(restart / 1000).toFixed(1)} s   (budget 3 s)`);

  const signIn = async (usuario, clave) => {
    const login = await fetch(`${base}/api/Validacion`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ usuario, clave }),
    });
    return (await login.json()).token;
  };
  const token = await signIn('demo', 'Demo#2026');
  const adminToken = await signIn('admin', 'Admin#2026');
  const to = new Date();
  const from = new Date(to.getTime() - 366 * 86_400_000);
  const period = `fechainicio=${from.toISOString()}&fechafin=${to.toISOString()}`;
  const calls = [
    `/api/Tracking/ObtenerSeguimientoEnviosPeriodo?${period}`,
    '/api/Tracking/ObtenerSeguimientoEnvios',
    `/api/Factura/ObtenerSeguimientoFacturasPeriodo?${period}`,
    `/api/Distribucion/ObtenerSeguimientoAlbaranesPeriodo?${period}`,
    `/api/Almacen/ObtenerMovimientosPeriodo?${period}`,
  ];
  console.log(`\n${'call (demo user, 366 days)'.padEnd(52)} rows   JSON KB   p50 ms   p95 ms`);
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
    results.calls.push({
      call: path.split('?')[0],
      rows,
      jsonKb: Math.round(bytes / 1024),
      p50Ms: Math.round(pct(times, 50)),
      p95Ms: Math.round(pct(times, 95)),
    });
    console.log(
      `${path.split('?')[0].padEnd(52)} ${String(rows).padStart(6)}  ${(bytes / 1024).toFixed(0).padStart(8)}  ${pct(times, 50).toFixed(0).padStart(7)}  ${pct(times, 95).toFixed(0).padStart(7)}`,
    );
  }

  // A cheap call while four year-long lists of every customer (the row cap: 50,000) are answered.
  const timed = async (path, bearer) => {
    const t0 = performance.now();
    const res = await fetch(`${base}${path}`, {
      headers: { authorization: `Bearer ${bearer}`, 'accept-encoding': 'gzip' },
    });
    await res.arrayBuffer();
    return performance.now() - t0;
  };
  const waits = [];
  for (let round = 0; round < (quick ? 0 : 3); round++) {
    let heavyDone = false;
    const heavy = Promise.all(
      Array.from({ length: 4 }, () => timed(`/api/Almacen/ObtenerMovimientosPeriodo?${period}`, adminToken)),
    ).then((times) => {
      heavyDone = true;
      return times;
    });
    while (!heavyDone) waits.push(await timed('/api/Configuracion/ObtenerPerfil', token));
    await heavy;
  }
  waits.sort((a, b) => a - b);
  if (waits.length) {
    results.cheapCallDuringLoad = {
      calls: waits.length,
      p50Ms: Math.round(pct(waits, 50)),
      p95Ms: Math.round(pct(waits, 95)),
      maxMs: Math.round(waits.at(-1)),
    };
    console.log(
      `\ncheap call (ObtenerPerfil) during 4 year-long admin lists: ${waits.length} calls, p50 ${pct(waits, 50).toFixed(0)} ms, p95 ${pct(waits, 95).toFixed(0)} ms, max ${waits.at(-1).toFixed(0)} ms`,
    );
  }
  results.peakMemoryMb = Math.round(memoryOf(server.child.pid).peakMb);
  console.log(`server peak memory (VmHWM): ${results.peakMemoryMb} MB   (budget 600 MB)`);
  await stop(server.child);
  if (jsonOut) writeFileSync(jsonOut, JSON.stringify(results, null, 2));
} finally {
  // Also when a start timed out: a server left running would go on seeding into the removed folder.
  if (server && server.child.exitCode === null) await stop(server.child);
  rmSync(dataDir, { recursive: true, force: true });
}
