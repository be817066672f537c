import { Socket } from 'node:net';
import { defineProject } from 'vitest/config';
import { sourceResolve } from './source-conditions.ts';

// The API suite again, on the PostgreSQL server of the project's machines (127.0.0.1:5432, database
// `test`, trust auth; API_TEST_DATABASE_URL overrides), each test file in a schema of its own.
// Without a reachable server the run is skipped, loudly: one skipped test names the reason.

const url = new URL(process.env.API_TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test');

const reachable = (host: string, port: number): Promise<boolean> =>
  new Promise((resolve) => {
    const socket = new Socket();
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(1_500, () => done(false));
    socket.once('error', () => done(false));
    socket.connect(port, host, () => done(true));
  });

export default defineProject(async () => {
  const available = await reachable(url.hostname, Number(url.port || 5432));
  const where = `${url.hostname}:${url.port || 5432}${url.pathname}`;
  if (!available) {
    console.warn(`\n[api-pg] PostgreSQL not reachable at ${where}: skipping the PostgreSQL run\n`);
  }
  return {
    ...sourceResolve,
    test: {
      name: 'api-pg',
      root: import.meta.dirname,
      include: available ? ['src/**/*.test.ts'] : ['src/testing/pg-unavailable.check.ts'],
      env: {
        NODE_ENV: 'test',
        API_TEST_DB: 'pg',
        API_TEST_DATABASE_URL: url.toString(),
        API_TEST_PG_WHERE: where,
      },
      testTimeout: 60_000,
      hookTimeout: 120_000,
    },
  };
});
