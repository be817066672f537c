import { defineProject } from 'vitest/config';

// The repo scripts' own tests (the bench's table, not the benches: those report, never assert).
export default defineProject({
  test: {
    name: 'scripts',
    root: import.meta.dirname,
    include: ['*.test.ts'],
  },
});
