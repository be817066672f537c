import { defineProject } from 'vitest/config';
import { i18nAssets } from './vite/i18n-assets.ts';
import { linguiConfig, reactWithLingui, webRoot } from './vite/plugins.ts';

export default defineProject({
  root: webRoot,
  plugins: [reactWithLingui(), i18nAssets(linguiConfig)],
  test: {
    name: 'web',
    root: webRoot,
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test-utils/setup.ts'],
    restoreMocks: true,
  },
});
