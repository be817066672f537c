import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'routes-manifest',
    root: import.meta.dirname,
    include: ['src/**/*.test.ts'],
    testTimeout: 60_000,
  },
});
