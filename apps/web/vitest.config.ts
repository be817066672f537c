import { defineProject } from 'vitest/config';
import { i18nAssets } from './vite/i18n-assets.ts';
import { linguiConfig, reactWithLingui, webRoot } from './vite/plugins.ts';
import { sourceResolve } from './vite/source-conditions.ts';

export default defineProject({
  ...sourceResolve,
  root: webRoot,
  plugins: [reactWithLingui(), i18nAssets(linguiConfig)],
  test: {
    name: 'web',
    root: webRoot,
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test-utils/setup.ts'],
    restoreMocks: true,
    // Whole screens render in these tests (the grid with its rows): 5 s is too tight on a busy 2-core CI.
    testTimeout: 20_000,
  },
});
