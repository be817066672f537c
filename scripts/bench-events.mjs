#!/usr/bin/env node
// From a milestone to the user (issue 28): the time from sending Integracion/RegistrarHito to (a) the
// notification being visible in demo's ObtenerNotificaciones (polled every 25 ms) and (b) the webhook
// request arriving at a local receiver (its Standard Webhooks signature verified, duplicate
// `webhook-id`s counted). Milestones are posted one at a time, each waited for, for demo's open
// shipments: each post is the shipment's next milestone without an actual (SALIDA / LLEGADA /
// ENTREGA when it is the departure, arrival or delivery) with a new arrival estimate a day earlier
// than the last (CAMBIO_ETA), so every post raises at least one event. Measured on a warm server
// (PGlite, the demo seed) after two warm-up posts, which are reported apart. Reports; asserts nothing.
//
//   node scripts/bench-events.mjs [--quick] [--json out.json] [--help]
//
// --quick: 8 milestones instead of 40. BENCH_DATA_TEMPLATE: a seeded data directory to copy instead of
// seeding a new embedded database (bench.mjs).
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { startApi, stopApi } from './api-server.mjs';
import { benchArgs } from './bench-args.mjs';
import { deliveryCount, latencySummary, raisedBy } from './bench-events-stats.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
// standardwebhooks is the API's dependency; the SDK's dist is what an integrator imports.
const { Webhook } = createRequire(join(root, 'apps/api/package.json'))('standardwebhooks');
const { createExtranetClient } = await import(pathToFileURL(join(root, 'packages/sdk/dist/index.js')).href);
const { quick, option } = benchArgs(import.meta.url);
const jsonOut = option('--json');
const POSTS = quick ? 8 : 40;
const WARMUP_POSTS = 2;
const POLL_MS = 25;
// A post not seen by then counts as missing (the worker retries a failed delivery after a minute).
const WAIT_MS = 15_000;
const DAY_MS = 86_400_000;
const TARGET_P95_MS = 2000;
const FIRST_SCHEDULER_RUN_MS = 10_000;
const QUIET_MS = 3000;
// A seed whose first run raises nothing: stop waiting for a burst after this long.
const NO_BURST_MS = 60_000;
const EVENT_TYPES = ['SALIDA', 'LLEGADA', 'ENTREGA', 'CAMBIO_ETA', 'RETRASO'];
const ARRIVAL_CODES = new Set(['ARRI', 'ARR']);
const RAISING_CODES = new Set(['DEPA', 'DEP', 'ARRI', 'ARR', 'DROP', 'DLV']);

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** The receiver of demo's webhook: every request, verified once the secret is known, with its time. */
function startReceiver() {
  const received = [];
  const server = http.createServer((request, response) => {
    const at = performance.now();
    const chunks = [];
    request.on('data', (chunk) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ at, headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
      response.writeHead(204).end();
    });
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({
        url: `http://127.0.0.1:${server.address().port}/hook`,
        received,
        close: () => new Promise((done) => server.close(done)),
      }),
    ),
  );
}

async function signIn(base, usuario, clave) {
  const response = await fetch(`${base}/api/Validacion`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ usuario, clave }),
  });
  if (!response.ok) throw new Error(`sign-in as ${usuario}: ${response.status}`);
  const { token } = await response.json();
  return createExtranetClient({ baseURL: base, getToken: () => token, maxRetries: 0 });
}

/**
 * Waits out the scheduler's first run (10 s after the start: every attention event of the seed at
 * once, a burst of deliveries queued ahead of ours) until the receiver has been quiet for
 * QUIET_MS, so the figures are those of a warm server; answers the burst's size and when it ended.
 */
async function drainStartBurst(receiver, started) {
  const firstRunAt = started + FIRST_SCHEDULER_RUN_MS + QUIET_MS;
  const deadline = performance.now() + 180_000;
  for (;;) {
    const last = receiver.received.at(-1)?.at;
    const now = performance.now();
    // The run takes a while before its transaction commits: quiet counts from its first delivery.
    const quiet = last === undefined ? now > started + NO_BURST_MS : now - last > QUIET_MS;
    if ((now > firstRunAt && quiet) || now > deadline)
      return {
        deliveries: receiver.received.length,
        drainedAfterStartMs: last === undefined ? null : Math.round(last - started),
      };
    await sleep(200);
  }
}

/** The posts to make: demo's open shipments with an arrival milestone, each next unreached code in turn. */
async function plannedPosts(demo, count) {
  const open = (await demo.tracking.obtenerSeguimientoEnvios()).filter(
    (p) => p.estado !== 'ENTREGADA' && p.estado !== 'SOLICITADA' && p.estado !== 'CANCELADA',
  );
  const shipments = [];
  for (const row of open) {
    if (shipments.length >= count) break;
    const detail = await demo.tracking.obtenerPartida({ id: row.id });
    if (!detail.hitos.some((h) => ARRIVAL_CODES.has(h.codigo))) continue;
    // The departure, arrival or delivery first where one is still to come (it raises SALIDA / LLEGADA /
    // ENTREGA besides CAMBIO_ETA), then the other codes in timeline order.
    const pending = detail.hitos.filter((h) => h.real === null).map((h) => h.codigo);
    pending.sort((a, b) => Number(RAISING_CODES.has(b)) - Number(RAISING_CODES.has(a)));
    if (pending.length)
      shipments.push({ numeroPartida: row.numeroPartida, eta: Date.parse(row.eta), pending });
  }
  if (!shipments.length) throw new Error('demo has no open shipment with an arrival milestone to post');
  const posts = [];
  // Round robin over the shipments, so consecutive posts touch different shipments where there are enough.
  for (let round = 0; posts.length < count; round++) {
    let any = false;
    for (const s of shipments) {
      if (posts.length >= count || round >= s.pending.length) continue;
      any = true;
      s.eta -= DAY_MS;
      posts.push({ numeroPartida: s.numeroPartida, codigo: s.pending[round], estimada: new Date(s.eta) });
    }
    if (!any) break;
  }
  return posts;
}

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-events-'));
  if (process.env.BENCH_DATA_TEMPLATE) cpSync(process.env.BENCH_DATA_TEMPLATE, dataDir, { recursive: true });
  const receiver = await startReceiver();
  const api = await startApi({
    root,
    env: { DATA_DIR: dataDir, WEBHOOK_ALLOW_PRIVATE: '1' },
    nodeArgs: ['--conditions=@extranet/source', '--import', 'tsx'],
  });
  // The scheduler starts as the server answers: its first run is FIRST_SCHEDULER_RUN_MS later.
  const started = performance.now();
  try {
    const admin = await signIn(api.base, 'admin', 'Admin#2026');
    const demo = await signIn(api.base, 'demo', 'Demo#2026');
    const { clave } = await admin.configuracion.guardarClaveIntegracion({ body: { nombre: 'bench-events' } });
    const system = createExtranetClient({ baseURL: api.base, apiKey: clave, maxRetries: 0 });
    const { secreto } = await demo.notificaciones.guardarWebhook({
      body: { url: receiver.url, eventos: EVENT_TYPES },
    });
    const verifier = new Webhook(secreto);
    const burst = await drainStartBurst(receiver, started);
    const posts = await plannedPosts(demo, POSTS + WARMUP_POSTS);
    if (posts.length < POSTS + WARMUP_POSTS)
      console.warn(
        `bench-events: only ${posts.length} milestones to post (asked for ${POSTS + WARMUP_POSTS})`,
      );

    const measured = [];
    let invalidSignatures = 0;
    let checked = 0;
    const deliveryOf = (post) => {
      for (; checked < receiver.received.length; checked++) {
        const request = receiver.received[checked];
        try {
          request.payload = verifier.verify(request.body, request.headers);
        } catch {
          invalidSignatures++;
        }
      }
      return receiver.received.find((r) => r.payload && raisedBy(r.payload.data, post));
    };
    // Each post is waited for (both channels, or WAIT_MS) before the next: one milestone at a time.
    for (const [index, planned] of posts.entries()) {
      // Timelines keep whole seconds; a second apart per post keeps each milestone time distinct.
      const fecha = new Date(Math.floor(Date.now() / 1000) * 1000 - (posts.length - index) * 1000);
      const post = { ...planned, fecha: fecha.toISOString(), estimada: planned.estimada.toISOString() };
      const sent = performance.now();
      await system.integracion.registrarHito({
        body: { numeroPartida: post.numeroPartida, codigo: post.codigo, fecha, estimada: planned.estimada },
      });
      const answeredMs = performance.now() - sent;
      let notificationMs = null;
      let webhookMs = null;
      while (performance.now() - sent < WAIT_MS && (notificationMs === null || webhookMs === null)) {
        if (notificationMs === null) {
          const { notificaciones } = await demo.notificaciones.obtenerNotificaciones({ limite: 10 });
          if (notificaciones.some((n) => raisedBy(n, post))) notificationMs = performance.now() - sent;
        }
        if (webhookMs === null) {
          const delivery = deliveryOf(post);
          if (delivery) webhookMs = delivery.at - sent;
        }
        if (notificationMs === null || webhookMs === null) await sleep(POLL_MS);
      }
      measured.push({ ...post, warmUp: index < WARMUP_POSTS, answeredMs, notificationMs, webhookMs });
    }
    // Late repeats of a delivery (a second send of one webhook-id) would arrive within the worker's polls.
    await sleep(3000);
    deliveryOf({});
    const counted = measured.filter((m) => !m.warmUp);
    // The posts' deliveries (every request after the start burst), and repeats among every request.
    const ids = receiver.received.map((r) => String(r.headers['webhook-id']));
    const deliveries = {
      deliveries: deliveryCount(ids.slice(burst.deliveries)).deliveries,
      duplicates: deliveryCount(ids).duplicates,
    };
    return {
      case: 'warm server on PGlite (demo seed), one API process, after the scheduler’s first-run burst and two warm-up posts; loopback',
      startBurst: burst,
      posts: counted.length,
      pollMs: POLL_MS,
      registrarHito: latencySummary(counted.map((m) => m.answeredMs)),
      notification: latencySummary(counted.map((m) => m.notificationMs)),
      webhook: latencySummary(counted.map((m) => m.webhookMs)),
      ...deliveries,
      invalidSignatures,
      warmUp: measured
        .filter((m) => m.warmUp)
        .map((m) => ({
          notificationMs: m.notificationMs && Math.round(m.notificationMs),
          webhookMs: m.webhookMs && Math.round(m.webhookMs),
        })),
      targetP95Ms: TARGET_P95_MS,
      posted: measured.map(({ numeroPartida, codigo, warmUp, notificationMs, webhookMs }) => ({
        numeroPartida,
        codigo,
        warmUp,
        notificationMs: notificationMs && Math.round(notificationMs),
        webhookMs: webhookMs && Math.round(webhookMs),
      })),
    };
  } finally {
    await stopApi(api);
    await receiver.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const result = await main();
const fmt = (s) =>
  `p50 ${s.p50Ms} ms, p95 ${s.p95Ms} ms, max ${s.maxMs} ms${s.missing ? `, ${s.missing} never seen` : ''}`;
console.log(`${result.posts} milestones, ${result.case}`);
console.log(`  RegistrarHito answered:        ${fmt(result.registrarHito)}`);
console.log(`  → in-app notification visible: ${fmt(result.notification)}`);
console.log(`  → webhook delivered:           ${fmt(result.webhook)}`);
console.log(
  `  deliveries: ${result.deliveries}, duplicates: ${result.duplicates}, bad signatures: ${result.invalidSignatures}`,
);
console.log(
  `  (before them, the scheduler's first run: ${result.startBurst.deliveries} deliveries, the last ${result.startBurst.drainedAfterStartMs} ms after the start)`,
);
if (jsonOut) writeFileSync(jsonOut, `${JSON.stringify(result, null, 2)}\n`);
