import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { defineConfig } from 'vite';
import { routerGeneratorConfig } from './router.config.ts';
import { earlyCalls } from './vite/early-calls.ts';
import { i18nAssets } from './vite/i18n-assets.ts';
import { loginShell } from './vite/login-shell.ts';
import { linguiConfig, reactWithLingui, webRoot } from './vite/plugins.ts';
import { precompress } from './vite/precompress.ts';
import { sourceResolve } from './vite/source-conditions.ts';

type SplitNode = 'loader' | 'component' | 'pendingComponent' | 'errorComponent' | 'notFoundComponent';
const RECORD_PAGE_SPLIT: SplitNode[][] = [
  ['loader'],
  ['component'],
  ['pendingComponent'],
  ['errorComponent'],
  ['notFoundComponent'],
];

const api = { '/api': { target: 'http://localhost:3000', changeOrigin: false } };

export default defineConfig(({ command }) => ({
  // `vite` (dev) reads the SDK from source; `vite build` from its dist.
  ...(command === 'serve' ? sourceResolve : {}),
  root: webRoot,
  plugins: [
    // The router plugin must come before React: it splits route components into lazy chunks.
    tanstackRouter({
      ...routerGeneratorConfig,
      autoCodeSplitting: true,
      // A record page's loader (and the query helpers it shares with the component) is only needed
      // when that page is opened: in its own chunk it stays out of /login's initial JS.
      codeSplittingOptions: {
        splitBehavior: ({ routeId }) => (routeId.endsWith('/$id') ? RECORD_PAGE_SPLIT : undefined),
      },
    }),
    ...reactWithLingui(),
    i18nAssets(linguiConfig, { failOnMissing: true }),
    loginShell(linguiConfig, webRoot),
    // A signed-in visit's first calls and `/`'s route chunks, started before the app's code has loaded.
    earlyCalls(),
    // Brotli and gzip copies beside each file, served as they are by the API (no compression per request).
    precompress(),
  ],
  build: {
    manifest: true,
    target: 'es2022',
    sourcemap: true,
    // Every browser the app supports has modulepreload; the polyfill would only add bytes to /login.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        // The libraries the entry imports statically are downloaded on every first visit anyway:
        // in one chunk instead of dozens of small shared ones they compress better (one gzip
        // dictionary) and are fewer requests. Lazy routes keep their own chunks.
        codeSplitting: {
          // The SDK's shared chunks and Vite's preload helper too: the entry needs them on every first
          // visit, and apart they were two more small files (2.3 KB on /login, its budget exceeded).
          groups: [
            {
              name: 'vendor',
              tags: ['$initial'],
              test: /[\\/]node_modules[\\/]|[\\/]packages[\\/]sdk[\\/]dist[\\/]|preload-helper/,
            },
          ],
        },
      },
    },
  },
  server: { proxy: api },
  preview: { proxy: api },
}));
