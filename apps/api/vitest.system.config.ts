import { defineProject } from 'vitest/config';
import { sourceResolve } from './source-conditions.ts';

// System suites: the API as real processes on real sockets — shutdown under keep-alive load, a
// PostgreSQL that stops or freezes, two API processes on one database, a load of 100 clients.
// Each file is bounded in time; the PostgreSQL ones start a throwaway cluster (initdb/pg_ctl) and
// are skipped, saying why, where PostgreSQL binaries are absent.
export default defineProject({
  ...sourceResolve,
  test: {
    name: 'api-system',
    root: import.meta.dirname,
    include: ['test/system/**/*.test.ts'],
    env: { NODE_ENV: 'test' },
    testTimeout: 120_000,
    hookTimeout: 180_000,
    // They measure the server, not each other: one file at a time.
    fileParallelism: false,
  },
});
