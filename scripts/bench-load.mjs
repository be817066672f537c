#!/usr/bin/env node
// The API at fixed request rates (autocannon with a set overall rate, after a warm-up, on loopback):
// p50 / p97.5 / p99, errors and timeouts, and the highest rate each call holds with p99 under
// 100 ms. Beside it, in the same run, bare node:http answering the same JSON as the list call (the
// reference the list is compared with), the API's memory at rest and after the load, and — where a
// PostgreSQL server answers at 127.0.0.1:5432 — the same on PostgreSQL with one and with two API
// processes behind a small round-robin balancer. Reports; asserts nothing.
//
//   node scripts/bench-load.mjs [--quick] [--json out.json] [--help]
//
// --quick: shorter runs at the target rates only (no rate searches), PGlite only. BENCH_DATA_TEMPLATE: a seeded data
// directory to copy instead of seeding a new embedded database (bench.mjs).
import { spawn } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { apiToMeasure, startApi as startServer, stopApi as stopServer } from './api-server.mjs';
import { benchArgs } from './bench-args.mjs';
import { formatLoadReport } from './bench-load-report.mjs';
import { freePort } from './free-port.mjs';
import { memoryOf } from './process-memory.mjs';

// The API as `pnpm start` runs it, built first (apiToMeasure in api-server.mjs).
const root = fileURLToPath(new URL('..', import.meta.url));
const measured = apiToMeasure(root);
const require = createRequire(join(root, 'package.json'));
const autocannon = require('autocannon');
const { quick, option } = benchArgs(import.meta.url);
const jsonOut = option('--json');
const SECONDS = quick ? 3 : 10;
const WARMUP = quick ? 1 : 3;
const STEP_SECONDS = Math.max(3, SECONDS / 2);
const STEP_FACTOR = 1.5;
const PG_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432';
const children = new Set();

/** The API under test, from source; stopped with the bench's other children if the bench fails. */
async function startApi(env) {
  const api = await startServer({ root, env, ...measured, timeoutSeconds: 150 });
  children.add(api.child);
  return api;
}

const stopApi = (api) => {
  children.delete(api.child);
  return stopServer(api);
};

/** CPU time (user + system, every thread) a process has used so far, in ms: what a request costs,
 *  whatever else the machine is doing (latencies on a shared machine say more about the neighbours). */
const cpuMs = (pid) => {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100; // USER_HZ
};

async function signIn(base, usuario, clave) {
  const response = await fetch(`${base}/api/Validacion`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ usuario, clave }),
  });
  if (!response.ok) throw new Error(`sign-in as ${usuario}: ${response.status}`);
  return (await response.json()).token;
}

/** One autocannon run at a fixed overall rate. */
function run(url, { rate, seconds, headers = {}, method = 'GET', body }) {
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url,
        method,
        body,
        headers: { 'accept-encoding': 'gzip', ...headers },
        connections: Math.min(50, Math.max(4, Math.ceil(rate / 10))),
        overallRate: rate,
        duration: seconds,
        timeout: 10,
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
  });
}

const summary = (result, rate) => ({
  rate,
  achieved: Math.round(result.requests.average),
  p50: result.latency.p50,
  p97_5: result.latency.p97_5,
  p99: result.latency.p99,
  errors: result.errors + result.non2xx,
  timeouts: result.timeouts,
});

/**
 * Warm up, then the target rate; then rates up from `start` (×1.5 each step) to find the highest
 * rate with p99 under 100 ms, and the highest sustainable one (answered at ≥ 95 % of the rate, p99
 * under 1 s, no errors: the server keeps up without a growing queue).
 */
async function measureCall(url, options, { target, start, pid }) {
  await run(url, { ...options, rate: Math.max(1, Math.min(target, 20)), seconds: WARMUP });
  const cpuBefore = cpuMs(pid);
  const raw = await run(url, { ...options, rate: target, seconds: SECONDS });
  const atTarget = {
    ...summary(raw, target),
    cpuMsPerRequest: Math.round(((cpuMs(pid) - cpuBefore) / Math.max(1, raw.requests.total)) * 100) / 100,
  };
  // The searches take a run per rate step (most of this bench's time): left to the full run.
  if (quick) return { ...atTarget, highestRateP99Under100ms: null, sustainableRate: null };
  let fast = 0;
  let fastHeld = true;
  let sustainable = 0;
  for (let rate = start; rate <= 4000; rate = Math.ceil(rate * STEP_FACTOR)) {
    const result = summary(await run(url, { ...options, rate, seconds: STEP_SECONDS }), rate);
    const clean = result.errors === 0 && result.timeouts === 0;
    if (!(clean && result.achieved >= rate * 0.95 && result.p99 < 1000)) break;
    sustainable = rate;
    fastHeld &&= result.p99 < 100;
    if (fastHeld) fast = rate;
  }
  return { ...atTarget, highestRateP99Under100ms: fast, sustainableRate: sustainable };
}

/**
 * Bare node:http answering `rows` as the API does: JSON.stringify and gzip on every request. A child
 * process of its own, so that its CPU per request is measured like the API's.
 */
async function bareServer(rows) {
  const dir = mkdtempSync(join(tmpdir(), 'extranet-bench-bare-'));
  const file = join(dir, 'rows.json');
  writeFileSync(file, JSON.stringify(rows));
  const code = `
    const http = require('node:http');
    const { gzipSync } = require('node:zlib');
    const rows = JSON.parse(require('node:fs').readFileSync(process.argv[1], 'utf8'));
    const server = http.createServer((req, res) => {
      const json = JSON.stringify(rows);
      if (/gzip/.test(req.headers['accept-encoding'] ?? '')) {
        res.writeHead(200, { 'content-type': 'application/json', 'content-encoding': 'gzip' });
        res.end(gzipSync(json));
      } else {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(json);
      }
    });
    server.listen(Number(process.argv[2]), '127.0.0.1', () => console.log(server.address().port));`;
  const child = spawn(process.execPath, ['-e', code, file, String(await freePort())], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  children.add(child);
  const port = await new Promise((resolve) => child.stdout.once('data', (data) => resolve(Number(data))));
  return {
    base: `http://127.0.0.1:${port}`,
    pid: child.pid,
    close: () => {
      child.kill('SIGTERM');
      children.delete(child);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** A round-robin balancer over API processes (what a load balancer in front of N processes does). */
function balancer(backends) {
  let next = 0;
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
  return new Promise((resolve) => {
    const server = http.createServer((req, res) => {
      const target = backends[next++ % backends.length];
      const upstream = http.request(
        {
          host: '127.0.0.1',
          port: target.port,
          path: req.url,
          method: req.method,
          headers: req.headers,
          agent,
        },
        (answer) => {
          res.writeHead(answer.statusCode, answer.headers);
          answer.pipe(res);
        },
      );
      upstream.on('error', () => {
        res.writeHead(502);
        res.end();
      });
      req.pipe(upstream);
    });
    freePort().then((port) =>
      server.listen(port, '127.0.0.1', () =>
        resolve({ server, base: `http://127.0.0.1:${server.address().port}` }),
      ),
    );
  });
}

async function suite(label, api, { smallRate, listRate }) {
  const token = await signIn(api.base, 'demo', 'Demo#2026');
  const auth = { authorization: `Bearer ${token}` };
  const list = await (
    await fetch(`${api.base}/api/Tracking/ObtenerSeguimientoEnvios`, { headers: auth })
  ).json();
  const detailId = list[0].id;
  const rows = [];
  const add = async (call, url, options, rates) =>
    rows.push({ db: label, call, ...(await measureCall(url, options, rates)) });
  const pid = api.child.pid;
  await add(
    'profile (small, permission-checked)',
    `${api.base}/api/Configuracion/ObtenerPerfil`,
    { headers: auth },
    { target: smallRate, start: 50, pid },
  );
  await add(
    `shipment detail (ObtenerPartida)`,
    `${api.base}/api/Tracking/ObtenerPartida/${detailId}`,
    { headers: auth },
    { target: smallRate, start: 50, pid },
  );
  await add(
    `active tracking list (${list.length} rows)`,
    `${api.base}/api/Tracking/ObtenerSeguimientoEnvios`,
    { headers: auth },
    { target: listRate, start: 5, pid },
  );
  // The reference is compared by sustainable rate, which --quick does not search for.
  if (!quick) {
    const bare = await bareServer(list);
    await add(
      '  reference: bare node:http, same JSON',
      `${bare.base}/`,
      {},
      { target: listRate, start: 2, pid: bare.pid },
    );
    bare.close();
  }
  // Sign-in hashes the password (deliberately slow) and is rate-limited per account and address:
  // measured at a modest rate, as real sign-ins arrive.
  const login = JSON.stringify({ usuario: 'demo', clave: 'Demo#2026' });
  await run(`${api.base}/api/Validacion`, {
    method: 'POST',
    body: login,
    headers: { 'content-type': 'application/json' },
    rate: 2,
    seconds: 1,
  });
  rows.push({
    db: label,
    call: 'sign-in (POST Validacion) at 5 req/s',
    ...summary(
      await run(`${api.base}/api/Validacion`, {
        method: 'POST',
        body: login,
        headers: { 'content-type': 'application/json' },
        rate: 5,
        seconds: SECONDS,
      }),
      5,
    ),
    highestRateP99Under100ms: null,
    sustainableRate: null,
  });
  return { rows, token, listLength: list.length };
}

async function pgAvailable() {
  const { Client } = require(require.resolve('pg', { paths: [join(root, 'apps/api')] }));
  const client = new Client({ connectionString: `${PG_URL}/postgres`, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.query('select 1');
    return { unsafe: (text) => client.query(text), end: () => client.end() };
  } catch {
    return null;
  }
}

const results = {
  rows: [],
  memory: {},
  scaleOut: null,
  // What --quick leaves to the full run; the table shows each as "skipped in --quick".
  skippedInQuick: quick
    ? [
        'PGlite: highest rates with p99 < 100 ms and highest sustainable rates (rate searches)',
        'PostgreSQL: every call, and the scale-out to two API processes',
      ]
    : [],
};
try {
  // Embedded PGlite, the default.
  const dataDir = mkdtempSync(join(tmpdir(), 'extranet-bench-load-'));
  if (process.env.BENCH_DATA_TEMPLATE) cpSync(process.env.BENCH_DATA_TEMPLATE, dataDir, { recursive: true });
  let api = await startApi({ DATA_DIR: dataDir });
  await new Promise((resolve) => setTimeout(resolve, 2000));
  results.memory.pgliteAtRestMb = memoryOf(api.child.pid).residentMb;
  const pglite = await suite('PGlite', api, { smallRate: 200, listRate: 20 });
  results.rows.push(...pglite.rows);
  results.memory.pgliteAfterLoadMb = memoryOf(api.child.pid).residentMb;
  await stopApi(api);
  rmSync(dataDir, { recursive: true, force: true });

  // PostgreSQL server, when one answers.
  const admin = quick ? null : await pgAvailable();
  if (quick) {
    console.log('(--quick: the PostgreSQL and scale-out rows are left to the full run)');
  } else if (!admin) {
    console.log('(no PostgreSQL at 127.0.0.1:5432: the PostgreSQL rows are skipped)');
  } else {
    const database = `extranet_bench_${process.pid}`;
    await admin.unsafe(`create database ${database}`);
    const url = `${PG_URL}/${database}`;
    const pgData = mkdtempSync(join(tmpdir(), 'extranet-bench-pg-'));
    const shared = {
      DATABASE_URL: url,
      SEED_DEMO: '1',
      JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0001',
    };
    try {
      api = await startApi({ ...shared, DATA_DIR: pgData });
      const pg = await suite('PostgreSQL', api, { smallRate: 1000, listRate: 40 });
      results.rows.push(...pg.rows);
      // Scale-out: the list call through a balancer to one, then two API processes.
      const second = await startApi({ ...shared, SEED_DEMO: '0', DATA_DIR: pgData });
      const auth = { authorization: `Bearer ${pg.token}` };
      const scale = {};
      for (const [name, backends] of [
        ['one process', [api]],
        ['two processes', [api, second]],
      ]) {
        const lb = await balancer(backends);
        const url = `${lb.base}/api/Tracking/ObtenerSeguimientoEnvios`;
        await run(url, { headers: auth, rate: 10, seconds: WARMUP });
        let held = 0;
        for (let rate = 2; rate <= 2000; rate = Math.ceil(rate * 1.4)) {
          const r = summary(await run(url, { headers: auth, rate, seconds: Math.max(3, SECONDS / 2) }), rate);
          if (!(r.p99 < 1000 && r.errors === 0 && r.achieved >= rate * 0.95)) break;
          held = rate;
        }
        scale[name] = held;
        lb.server.close();
      }
      results.scaleOut = {
        ...scale,
        ratio: scale['one process'] ? scale['two processes'] / scale['one process'] : null,
      };
      await stopApi(second);
      await stopApi(api);
    } finally {
      await admin.unsafe(`drop database if exists ${database} with (force)`);
      await admin.end();
      rmSync(pgData, { recursive: true, force: true });
    }
  }

  console.log(formatLoadReport(results, cpus().length));
  if (jsonOut) writeFileSync(jsonOut, JSON.stringify(results, null, 2));
} finally {
  for (const child of children) child.kill('SIGTERM');
}
