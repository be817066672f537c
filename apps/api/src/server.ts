import type { Server } from 'node:http';
import { join } from 'node:path';
import { setTimeout } from 'node:timers/promises';
import { serve } from '@hono/node-server';
import { openDatabase } from './db/client';
import { migrate } from './db/migrate';
import { isCluster } from './db/pglite/new-cluster';
import { analyze, hasStatistics } from './db/statistics';
import { loadEnv } from './env';
import { startDigestTimer } from './events/digest-timer';
import { deliver, raiseIn } from './events/raise';
import { startScheduler } from './events/scheduler';
import { answerClientErrors, securityHeaderValues } from './http/client-errors';
import { collectGarbage } from './lib/collect-garbage';
import { compileWasmOneTaskAtATime } from './lib/wasm-compilation';
import { createLogger } from './log';
import { writeLogicalBackup } from './ops/backup';
import { startControl } from './ops/control';
import { DataDirBusyError, type DataDirLock, lockDataDir } from './ops/data-lock';
import { trackConnections } from './ops/drain';
import { DEMO_ACCOUNTS, isEmpty } from './seed/first-start';

// Entry point: read the environment, open and migrate the database, seed it on first start,
// serve the API and the built web app, and drain on SIGTERM/SIGINT (src/ops/drain.ts).

/**
 * A SIGTERM is done within this: connections still open then are cut, and the process exits 0. It
 * outlasts the drain's grace (keep-alive timeout, 5 s, plus 1 s), and stays under 10 s.
 */
const DRAIN_DEADLINE_MS = 8_000;

const started = performance.now();
const env = loadEnv();
const log = createLogger(env.logLevel);

// The embedded database admits one process per folder (src/ops/data-lock.ts): a second server on
// the same DATA_DIR stops here, before it opens anything, and the first one goes on untouched.
let dataLock: DataDirLock | undefined;
if (!env.databaseUrl) {
  try {
    dataLock = lockDataDir(env.dataDir, 'server');
  } catch (error) {
    if (!(error instanceof DataDirBusyError)) throw error;
    log.error(error.message);
    process.exit(1);
  }
}

const databaseOptions = {
  databaseUrl: env.databaseUrl,
  dataDir: join(env.dataDir, 'pglite'),
  onHealthChange: (state: 'up' | 'down', error?: unknown) =>
    state === 'down'
      ? log.error('[db] the database stopped answering: data calls answer 503 until it is back', error)
      : log.info('[db] the database answers again'),
  onIdleError: (error: unknown) =>
    log.warn('[db] an idle pooled connection failed; the pool drops it', error),
};
// A first start on the embedded database (initdb, then the demo data) peaks while V8 optimises
// PGlite's WASM: one compilation task at a time until the data is in (lib/wasm-compilation.ts).
const firstStart = !databaseOptions.databaseUrl && !isCluster(databaseOptions.dataDir);
if (firstStart) compileWasmOneTaskAtATime(true);
// The app's modules load while the database starts (PGlite compiles its WASM meanwhile).
let [database, { createApp }, { createMailer }, { flushMail }, { startWebhookWorker }] = await Promise.all([
  openDatabase(databaseOptions),
  import('./app'),
  import('./mail/mailer'),
  import('./mail/outbox'),
  import('./events/webhooks-worker'),
]);
log.info(`Database: ${database.driver} at ${database.location}`);
let seeded = false;
try {
  await database.withStartupLock(async () => {
    await migrate(database.db);
    if (env.seedDemo && (await isEmpty(database.db))) {
      log.info(`First start: loading ${env.seedScale} demo data…`);
      const { seedDemo } = await import('./seed/index');
      await seedDemo(database.db, {
        scale: env.seedScale,
        onStep: (step, ms) => log.info(`  seeded ${step} in ${ms} ms`),
      });
      seeded = true;
      const t0 = performance.now();
      await analyze(database.db);
      log.info(`  analysed the tables in ${Math.round(performance.now() - t0)} ms`);
    } else if (database.driver === 'pglite' && !(await hasStatistics(database.db))) {
      // A data directory seeded before the start-up analysed it (PGlite has no autovacuum).
      await analyze(database.db);
    }
  });
} catch (error) {
  log.error('Preparing the database (migrations, demo data) failed.', error);
  if (database.driver === 'pglite') {
    log.error(
      `If ${env.dataDir} was created by an older, unreleased version, delete that directory and start again.`,
    );
  }
  await database.close();
  process.exit(1);
}
if (firstStart) compileWasmOneTaskAtATime(false);
if (seeded && database.driver === 'pglite') {
  // The embedded database keeps the memory it grew to while seeding (its WASM heap never shrinks):
  // opened again, the server runs without it. The closed instance is let go first (PGlite drops its
  // last references a turn of the event loop after closing): left to V8, both instances were still
  // held once the server answered, 587 MB resident, measured here.
  await database.close();
  await setTimeout(0);
  collectGarbage();
  database = await openDatabase(databaseOptions);
}

let connections: ReturnType<typeof trackConnections> | undefined;
const clientErrorHeaders = await securityHeaderValues();
const mailer = createMailer(env, log);
const app = createApp({
  db: database.db,
  env,
  mailer,
  log,
  // Draining: not ready, so a load balancer stops sending requests here.
  health: { ...database.health, check: async () => !connections?.draining && database.health.check() },
});
const server = serve({ fetch: app.fetch, port: env.port, hostname: env.host }, (info) => {
  const url = `http://${env.host && env.host !== '0.0.0.0' ? env.host : 'localhost'}:${info.port}`;
  log.info(
    `Extranet API ready in ${Math.round(performance.now() - started)} ms: ${url}  (OpenAPI: ${url}/api/openapi.json)`,
  );
  if (env.seedDemo) {
    log.info('Demo accounts (user / password — role, permissions, customers):');
    for (const account of DEMO_ACCOUNTS) {
      log.info(
        `  ${account.usuario} / ${account.clave} — ${account.rol}, ${account.permisos}, ${account.clientes}`,
      );
    }
  }
}) as Server;
connections = trackConnections(server);
const eventDeps = { db: database.db, env, mailer, log, clock: () => new Date() };
const stopDigests = startDigestTimer(eventDeps);
// Webhook deliveries (events/webhooks-worker.ts): every process polls the shared outbox table.
const webhookWorker = startWebhookWorker(eventDeps);
// Time-driven events (late milestones, overdue invoices, expiring lots): raised once whichever
// process finds them first.
const scheduler = startScheduler({
  db: database.db,
  clock: eventDeps.clock,
  log,
  raise: raiseIn,
  deliver: (raised) => deliver(eventDeps, raised),
});
answerClientErrors(server, clientErrorHeaders);
// `pnpm db:backup` asks this process for the embedded database's copy on a local socket
// (src/ops/control.ts) rather than open the folder a second time.
// Without it the API still serves; only backups wait for a stop.
const stopControl = dataLock
  ? await startControl({
      dataDir: env.dataDir,
      lock: dataLock,
      backup: (out) => writeLogicalBackup(database.db, 'pglite', out),
      onError: (message, error) => log.error(message, error),
    }).catch((error: unknown) => {
      log.warn('[backup] the control socket did not start: pnpm db:backup needs this server stopped', error);
      return undefined;
    })
  : undefined;

async function shutdown(signal: string): Promise<void> {
  if (!connections || connections.draining) return;
  log.info(`${signal}: finishing requests in flight, then closing the database`);
  if (!(await connections.drain(DRAIN_DEADLINE_MS))) {
    log.warn(`[shutdown] connections still open after ${DRAIN_DEADLINE_MS} ms were closed`);
  }
  await stopControl?.();
  stopDigests();
  await scheduler.stop();
  // Sends in flight are aborted and their claims given back: another process, or the next start, sends them.
  await webhookWorker.stop();
  await flushMail();
  await database.close();
  dataLock?.release();
  log.info('Stopped');
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));
