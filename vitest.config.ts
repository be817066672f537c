import { defineConfig } from 'vitest/config';

// One `vitest run` at the root runs every package's suite; browser end-to-end tests have their own
// config (apps/web/e2e) because they need the built app and a real Chromium.
export default defineConfig({
  test: {
    // The API suite runs twice: on embedded PGlite and on the PostgreSQL server at 127.0.0.1:5432
    // (skipped, with a message, where none answers).
    projects: [
      'packages/*/vitest.config.ts',
      'apps/*/vitest.config.ts',
      'apps/api/vitest.pg.config.ts',
      'apps/api/vitest.system.config.ts',
      'scripts/vitest.config.ts',
    ],
  },
});
