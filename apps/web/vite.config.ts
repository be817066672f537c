import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { defineConfig } from 'vite';
import { routerGeneratorConfig } from './router.config.ts';
import { i18nAssets } from './vite/i18n-assets.ts';
import { linguiConfig, reactWithLingui, webRoot } from './vite/plugins.ts';

const api = { '/api': { target: 'http://localhost:3000', changeOrigin: false } };

export default defineConfig({
  root: webRoot,
  plugins: [
    // The router plugin must come before React: it splits route components into lazy chunks.
    tanstackRouter({ ...routerGeneratorConfig, autoCodeSplitting: true }),
    ...reactWithLingui(),
    i18nAssets(linguiConfig, { failOnMissing: true }),
  ],
  build: {
    manifest: true,
    target: 'es2022',
    sourcemap: true,
    // Every browser the app supports has modulepreload; the polyfill would only add bytes to /login.
    modulePreload: { polyfill: false },
  },
  server: { proxy: api },
  preview: { proxy: api },
});
