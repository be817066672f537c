import { defineProject } from 'vitest/config';

// API integration tests on an in-memory PGlite (the same suite runs on PostgreSQL: vitest.pg.config.ts).
export default defineProject({
  test: {
    name: 'api',
    root: import.meta.dirname,
    include: ['src/**/*.test.ts'],
    env: { NODE_ENV: 'test' },
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
