import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Browser end-to-end tests: the built app served by the real API server (started once in
// global-setup.ts) and driven in Debian's Chromium through playwright-core.
const webRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export default defineConfig({
  root: webRoot,
  test: {
    name: 'web-e2e',
    root: webRoot,
    include: ['e2e/**/*.e2e.ts'],
    globalSetup: ['e2e/global-setup.ts'],
    environment: 'node',
    // One server, one browser per file; files in sequence keep the rate limiter and the CPU calm.
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
