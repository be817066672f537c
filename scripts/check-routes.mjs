#!/usr/bin/env node

// Fails when apps/web/src/routeTree.gen.ts is stale: runs the TanStack Router generator with the web
// app's settings (apps/web/router.config.ts, i.e. the routes manifest) against a file system that
// records writes instead of making them. Any file the generator would write — the route tree, or a
// route file whose `createFileRoute` path is wrong — is out of date; a manifest entry whose screen file
// does not exist makes the generator throw.
//
//   node scripts/check-routes.mjs            exit 0: up to date · 1: stale (lists the files) · 2: error
//   node scripts/check-routes.mjs --ci-only  the same under CI=true; elsewhere it does nothing (the web
//                                            build runs it first: locally the build regenerates the tree,
//                                            in CI a tree not regenerated before committing fails it)
//
// Fix a stale tree with `pnpm --filter @extranet/web build` (or `vite dev`), then commit it.

import { mkdtempSync, rmSync } from 'node:fs';
import * as fsp from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { tsImport } from 'tsx/esm/api';

// @tanstack/router-core's CommonJS build, loaded by the generator, trips a harmless Node warning about a
// circular require; keep the check's output to its verdict.
const emitWarning = process.emitWarning.bind(process);
process.emitWarning = (warning, ...rest) => {
  if (String(warning).includes('inside circular dependency')) return;
  emitWarning(warning, ...rest);
};

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const webRoot = path.join(root, 'apps/web');

/** The generator the web app's router plugin uses (a dependency of @tanstack/router-plugin). */
async function loadGenerator() {
  const fromWeb = createRequire(path.join(webRoot, 'package.json'));
  const fromPlugin = createRequire(fromWeb.resolve('@tanstack/router-plugin/package.json'));
  const entry = fromPlugin.resolve('@tanstack/router-generator');
  return import(pathToFileURL(entry).href);
}

/** A file system that reads the real files and keeps the generator's writes in memory. */
function dryRunFs() {
  const written = new Map(); // temp path → content
  const wouldWrite = new Map(); // target path → content
  const statOf = async (filePath) => {
    const stat = await fsp.stat(filePath, { bigint: true });
    return { mtimeMs: stat.mtimeMs, mode: Number(stat.mode), uid: Number(stat.uid), gid: Number(stat.gid) };
  };
  return {
    wouldWrite,
    fs: {
      stat: async (filePath) => {
        if (written.has(filePath)) return { mtimeMs: 0n, mode: 0o644, uid: 0, gid: 0 };
        if (wouldWrite.has(filePath)) {
          try {
            return await statOf(filePath);
          } catch {
            return { mtimeMs: 0n, mode: 0o644, uid: 0, gid: 0 };
          }
        }
        return statOf(filePath);
      },
      readFile: async (filePath) => {
        try {
          const handle = await fsp.open(filePath, 'r');
          const stat = await handle.stat({ bigint: true });
          const fileContent = (await handle.readFile()).toString();
          await handle.close();
          return { stat, fileContent };
        } catch (error) {
          if (error && typeof error === 'object' && 'code' in error && error.code === 'ENOENT') {
            return 'file-not-existing';
          }
          throw error;
        }
      },
      writeFile: async (filePath, content) => {
        written.set(filePath, content);
      },
      rename: async (from, to) => {
        wouldWrite.set(to, written.get(from) ?? '');
        written.delete(from);
      },
      chmod: async () => {},
      chown: async () => {},
    },
  };
}

/**
 * Runs the generator without writing. `overrides` replace generator settings (the test passes a
 * different `virtualRouteConfig` to prove a stale tree is caught). Returns the files that would change.
 */
export async function checkRoutes(overrides = {}) {
  const { Generator, getConfig } = await loadGenerator();
  const { routerGeneratorConfig } = await tsImport(
    pathToFileURL(path.join(webRoot, 'router.config.ts')).href,
    import.meta.url,
  );
  const tmpDir = mkdtempSync(path.join(os.tmpdir(), 'check-routes-'));
  try {
    const config = getConfig(
      { ...routerGeneratorConfig, ...overrides, tmpDir, disableLogging: true },
      webRoot,
    );
    const { fs, wouldWrite } = dryRunFs();
    const generator = new Generator({ config, root: webRoot, fs });
    await generator.run();
    const stale = [];
    for (const [file, content] of wouldWrite) {
      const current = await fs.readFile(file);
      if (current === 'file-not-existing' || current.fileContent !== content) {
        stale.push(path.relative(root, file));
      }
    }
    return { stale: stale.sort() };
  } finally {
    rmSync(tmpDir, { recursive: true, force: true });
  }
}

async function main() {
  if (process.argv.includes('--ci-only') && !process.env.CI) return;
  const { stale } = await checkRoutes();
  if (stale.length === 0) {
    console.log('check-routes: apps/web/src/routeTree.gen.ts matches the routes manifest.');
    return;
  }
  console.error(
    'check-routes: generated routes are stale; regenerate with `pnpm --filter @extranet/web build`:',
  );
  for (const file of stale) console.error(`  ${file}`);
  process.exitCode = 1;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error) => {
    console.error(`check-routes: ${error instanceof Error ? error.message : error}`);
    process.exitCode = 2;
  });
}
