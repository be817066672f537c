import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'sdk',
    root: import.meta.dirname,
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    testTimeout: 120_000,
  },
});
