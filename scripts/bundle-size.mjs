#!/usr/bin/env node
// What a first visit to a page of the web app downloads, from the Vite manifest of the build
// (apps/web/dist/.vite/manifest.json): the entry chunk and its static imports, plus the route's lazy
// component chunk and its static imports, with their CSS. Prints gzip sizes against the budgets of
// issue 4 (JS ≤ 150 KB, CSS ≤ 20 KB for /login; no grid code in the initial load).
//
//   node scripts/bundle-size.mjs [--dist apps/web/dist] [--route /login] [--json] [--check]
//
// --check exits 1 when a budget is exceeded. Part of `pnpm bench`; run `pnpm --filter @extranet/web build` first.

import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Issue 4's budgets, for /login (other routes are reported without a verdict). */
export const BUDGETS = { js: 150_000, css: 20_000 };
const BUDGETED_ROUTE = '/login';
/** Strings only mantine-react-table's code contains: their presence means grid code was loaded. */
const GRID_MARKERS = ['MRT_TableContainer', 'mantine-react-table', 'MRT_ToolbarInternalButtons'];

function parseArgs(argv) {
  const options = { dist: path.join(root, 'apps/web/dist'), route: '/login', json: false, check: false };
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    if (arg === '--dist') options.dist = path.resolve(argv[++i]);
    else if (arg === '--route') options.route = argv[++i];
    else if (arg === '--json') options.json = true;
    else if (arg === '--check') options.check = true;
    else if (arg === '--help' || arg === '-h') {
      console.log('usage: node scripts/bundle-size.mjs [--dist dir] [--route /login] [--json] [--check]');
      process.exit(0);
    } else console.warn(`bundle-size: ignoring unknown argument ${arg}`);
  }
  return options;
}

/**
 * Manifest keys of the lazy chunks a route renders: a public page's own (`src/routes/login.tsx?tsr-split=…`),
 * or for an area the guarded layout's plus the area screen's (`/` is the monitor).
 */
function routeChunkKeys(manifest, route) {
  const name = route.replace(/^\//, '');
  const area = `src/areas/${name || 'monitor'}/screen.tsx`;
  const isArea = Object.keys(manifest).some((key) => key.startsWith(`${area}?`));
  const files = isArea ? ['src/routes/_app.tsx', area] : [`src/routes/${name}.tsx`];
  const keys = Object.keys(manifest).filter(
    (key) => key.includes('?tsr-split=') && files.includes(key.split('?')[0]),
  );
  // The guarded layout awaits the SDK (loaded on demand) before it renders an area.
  return isArea && manifest['src/api/api.ts'] ? [...keys, 'src/api/api.ts'] : keys;
}

/** Every chunk a set of manifest entries loads before rendering: themselves and their static imports. */
function collect(manifest, keys) {
  const seen = new Set();
  const js = new Set();
  const css = new Set();
  const visit = (key) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`manifest has no entry ${key}`);
    if (chunk.file.endsWith('.js')) js.add(chunk.file);
    for (const file of chunk.css ?? []) css.add(file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return { js: [...js], css: [...css] };
}

const gzipSize = (file) => gzipSync(readFileSync(file), { level: 9 }).length;
const kb = (bytes) => `${(bytes / 1000).toFixed(1)} KB`;

export function measure({ dist, route }) {
  const manifestPath = path.join(dist, '.vite/manifest.json');
  if (!existsSync(manifestPath)) {
    throw new Error(`${manifestPath} not found: run \`pnpm --filter @extranet/web build\` first`);
  }
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
  const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
  const routeKeys = routeChunkKeys(manifest, route);
  if (routeKeys.length === 0) throw new Error(`no lazy chunk found for route ${route}`);
  const files = collect(manifest, [entry, ...routeKeys]);
  const sizes = (list) => list.map((file) => ({ file, gzip: gzipSize(path.join(dist, file)) }));
  const js = sizes(files.js);
  const css = sizes(files.css);
  const total = (list) => list.reduce((sum, item) => sum + item.gzip, 0);
  const gridCode = files.js.some((file) => {
    const code = readFileSync(path.join(dist, file), 'utf8');
    return GRID_MARKERS.some((marker) => code.includes(marker));
  });
  const catalogs = ['en', 'es']
    .map((locale) => path.join(dist, `assets/i18n/${locale}.json`))
    .filter(existsSync)
    .map((file) => ({ file: path.relative(dist, file), gzip: gzipSize(file) }));
  return {
    route,
    js: { files: js, gzip: total(js), budget: route === BUDGETED_ROUTE ? BUDGETS.js : null },
    css: { files: css, gzip: total(css), budget: route === BUDGETED_ROUTE ? BUDGETS.css : null },
    gridCodeInInitialLoad: gridCode,
    catalogs,
  };
}

function main() {
  const options = parseArgs(process.argv.slice(2));
  const result = measure(options);
  const jsOk = result.js.budget === null || result.js.gzip <= result.js.budget;
  const cssOk = result.css.budget === null || result.css.gzip <= result.css.budget;
  const verdict = (budget, ok) =>
    budget === null ? '(no budget)' : `(budget ${kb(budget)}) ${ok ? 'ok' : 'OVER BUDGET'}`;
  const ok = jsOk && cssOk && !(result.route === BUDGETED_ROUTE && result.gridCodeInInitialLoad);
  if (options.json) {
    console.log(JSON.stringify({ ...result, ok }, null, 2));
  } else {
    console.log(`Initial load of ${result.route} (gzip, level 9):`);
    console.log(
      `  JS  ${kb(result.js.gzip).padStart(9)} in ${result.js.files.length} files  ${verdict(result.js.budget, jsOk)}`,
    );
    for (const item of [...result.js.files].sort((a, b) => b.gzip - a.gzip)) {
      console.log(`      ${kb(item.gzip).padStart(9)}  ${item.file}`);
    }
    console.log(
      `  CSS ${kb(result.css.gzip).padStart(9)} in ${result.css.files.length} files  ${verdict(result.css.budget, cssOk)}`,
    );
    console.log(
      `  grid code (mantine-react-table) in the initial load: ${result.gridCodeInInitialLoad ? 'YES' : 'no'}`,
    );
    for (const catalog of result.catalogs) {
      console.log(`  catalog ${catalog.file}: ${kb(catalog.gzip)} (fetched for the active language only)`);
    }
  }
  if (options.check && !ok) process.exit(1);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    main();
  } catch (error) {
    console.error(`bundle-size: ${error instanceof Error ? error.message : error}`);
    process.exit(2);
  }
}
