import { defineProject } from 'vitest/config';
import { sourceResolve } from './source-conditions.ts';

// API integration tests on an in-memory PGlite (the same suite runs on PostgreSQL: vitest.pg.config.ts).
export default defineProject({
  ...sourceResolve,
  test: {
    name: 'api',
    root: import.meta.dirname,
    include: ['src/**/*.test.ts'],
    env: { NODE_ENV: 'test' },
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
