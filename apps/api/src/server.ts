import type { Server } from 'node:http';
import { join } from 'node:path';
import { serve } from '@hono/node-server';
import { openDatabase } from './db/client';
import { migrate } from './db/migrate';
import { analyze, hasStatistics } from './db/statistics';
import { loadEnv } from './env';
import { answerClientErrors, securityHeaderValues } from './http/client-errors';
import { trackConnections } from './http/graceful';
import { createLogger } from './log';
import { DEMO_ACCOUNTS, isEmpty } from './seed/first-start';

// Entry point: read the environment, open and migrate the database, seed it on first start,
// serve the API and the built web app, and drain on SIGTERM/SIGINT (src/http/graceful.ts).

/** A SIGTERM is done within this: connections still open then are cut, and the process exits 0. */
const DRAIN_DEADLINE_MS = 8_000;

const started = performance.now();
const env = loadEnv();
const log = createLogger(env.logLevel);

// The app's modules load while the database starts (PGlite compiles its WASM meanwhile).
const [database, { createApp }, { createMailer }, { flushMail }] = await Promise.all([
  openDatabase({
    databaseUrl: env.databaseUrl,
    dataDir: join(env.dataDir, 'pglite'),
    onHealthChange: (state, error) =>
      state === 'down'
        ? log.error('[db] the database stopped answering: data calls answer 503 until it is back', error)
        : log.info('[db] the database answers again'),
    onIdleError: (error) => log.warn('[db] an idle pooled connection failed; the pool drops it', error),
  }),
  import('./app'),
  import('./mail/mailer'),
  import('./mail/outbox'),
]);
log.info(`Database: ${database.driver} at ${database.location}`);
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

let connections: ReturnType<typeof trackConnections> | undefined;
const clientErrorHeaders = await securityHeaderValues();
const app = createApp({
  db: database.db,
  env,
  mailer: createMailer(env, log),
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
answerClientErrors(server, clientErrorHeaders);

async function shutdown(signal: string): Promise<void> {
  if (!connections || connections.draining) return;
  log.info(`${signal}: finishing requests in flight, then closing the database`);
  if (!(await connections.drain(DRAIN_DEADLINE_MS))) {
    log.warn(`[shutdown] connections still open after ${DRAIN_DEADLINE_MS} ms were closed`);
  }
  await flushMail();
  await database.close();
  log.info('Stopped');
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));
