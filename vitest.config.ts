import { defineConfig } from 'vitest/config';

// One `vitest run` at the root runs every package's suite; browser end-to-end tests have their own
// config (apps/web/e2e) because they need the built app and a real Chromium.
export default defineConfig({
  test: {
    projects: ['packages/*/vitest.config.ts', 'apps/*/vitest.config.ts'],
  },
});
