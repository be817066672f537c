import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@lingui/conf';

// Absolute paths: the config is also read when vitest runs from the repository root (TOOLCHAIN trap 8).
const here = path.dirname(fileURLToPath(import.meta.url));

export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'es'],
  // No `fallbackLocales`: a Spanish message falls back to the English source anyway, and declaring
  // `en` as fallback would hide missing Spanish translations from `lingui compile --strict`.
  rootDir: here,
  catalogs: [
    {
      path: '<rootDir>/src/locales/{locale}/messages',
      include: ['<rootDir>/src', path.resolve(here, '../../packages/routes-manifest/src')],
      exclude: ['**/*.test.*', '**/routeTree.gen.ts', '**/test-utils/**', '**/locales/**'],
    },
  ],
});
