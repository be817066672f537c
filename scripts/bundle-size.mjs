#!/usr/bin/env node
// What a first visit to a page of the web app downloads, from the Vite manifest of the build
// (apps/web/dist/.vite/manifest.json): the entry chunk and its static imports, plus the route's lazy
// component chunk and its static imports, with their CSS. Prints gzip sizes against the budgets of
// issue 4 (JS ≤ 150 KB, CSS ≤ 20 KB for /login; no grid or chart code in the initial load), and each
// area's own chunks beyond what `/` already loaded and the shared grid code (≤ 50 KB).
//
//   node scripts/bundle-size.mjs [--dist apps/web/dist] [--route /login] [--json [out.json]] [--check] [--reference]
//
// --check exits 1 when a budget is exceeded. --reference also builds a bare React 19 page with the
// same Vite, React plugin and build settings and measures it the same way (the reference of
// `pnpm bench`). --json prints the figures as JSON, or writes them to out.json. Part of
// `pnpm bench`; run `pnpm --filter @extranet/web build` first.

import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Issue 4's budgets, for /login (other routes are reported without a verdict). */
export const BUDGETS = { js: 150_000, css: 20_000, area: 50_000 };
const BUDGETED_ROUTE = '/login';
/** Strings only mantine-react-table's code contains: their presence means grid code was loaded. */
const GRID_MARKERS = ['MRT_TableContainer', 'mantine-react-table', 'MRT_ToolbarInternalButtons'];
/** Sources (from the chunk's source map) that are grid or chart code. */
const GRID_SOURCE =
  /node_modules[\\/](mantine-react-table|@tanstack[\\/](react-table|table-core|react-virtual|virtual-core))[\\/]/;
const CHART_SOURCE = /node_modules[\\/](recharts|@mantine[\\/]charts|d3-[a-z-]+|victory-vendor)[\\/]/;

function parseArgs(argv) {
  const options = {
    dist: path.join(root, 'apps/web/dist'),
    route: '/login',
    json: false,
    jsonOut: undefined,
    check: false,
    reference: false,
  };
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    if (arg === '--dist') options.dist = path.resolve(argv[++i]);
    else if (arg === '--route') options.route = argv[++i];
    else if (arg === '--json') {
      options.json = true;
      if (argv[i + 1] && !argv[i + 1].startsWith('--')) options.jsonOut = argv[++i];
    } else if (arg === '--check') options.check = true;
    else if (arg === '--reference') options.reference = true;
    else if (arg === '--quick') {
      // accepted (pnpm bench passes it to every script); nothing here takes long
    } else if (arg === '--help' || arg === '-h') {
      console.log(
        'usage: node scripts/bundle-size.mjs [--dist dir] [--route /login] [--json [out.json]] [--check] [--reference]',
      );
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
  const gridCode = files.js.some((file) => isGridChunk(dist, file));
  const chartCode = files.js.some((file) =>
    sourcesOf(dist, file).some((source) => CHART_SOURCE.test(source)),
  );
  const catalogs = ['en', 'es']
    .map((locale) => path.join(dist, `assets/i18n/${locale}.json`))
    .filter(existsSync)
    .map((file) => ({ file: path.relative(dist, file), gzip: gzipSize(file) }));
  return {
    route,
    js: { files: js, gzip: total(js), budget: route === BUDGETED_ROUTE ? BUDGETS.js : null },
    css: { files: css, gzip: total(css), budget: route === BUDGETED_ROUTE ? BUDGETS.css : null },
    gridCodeInInitialLoad: gridCode,
    chartCodeInInitialLoad: chartCode,
    catalogs,
  };
}

/**
 * The grid's code: the chunks holding the grid library, and the chunks only they load up front
 * (mantine-react-table's date filters bring @mantine/dates' calendar, a chunk of its own because the
 * period control's custom range also loads it, on demand): whatever an area imports besides is its own.
 */
function gridCodeOf(manifest, dist) {
  const keys = Object.keys(manifest).filter((key) => manifest[key].file.endsWith('.js'));
  const code = new Set(keys.filter((key) => isGridChunk(dist, manifest[key].file)));
  // A chunk loaded on demand that is no route's screen (the custom range's calendar).
  const onDemand = (key) =>
    manifest[key].isDynamicEntry && !key.includes('?tsr-split=') && key !== 'src/api/api.ts';
  for (let grown = true; grown; ) {
    grown = false;
    for (const key of keys) {
      if (code.has(key)) continue;
      const importers = keys.filter((other) => manifest[other].imports?.includes(key));
      if (
        importers.some((other) => code.has(other)) &&
        importers.every((other) => code.has(other) || onDemand(other))
      ) {
        code.add(key);
        grown = true;
      }
    }
  }
  return new Set([...code].map((key) => manifest[key].file));
}

/** The sources bundled into a chunk, from its source map (empty without one). */
function sourcesOf(dist, file) {
  const map = path.join(dist, `${file}.map`);
  return existsSync(map) ? JSON.parse(readFileSync(map, 'utf8')).sources : [];
}

function isGridChunk(dist, file) {
  if (sourcesOf(dist, file).some((source) => GRID_SOURCE.test(source))) return true;
  const code = readFileSync(path.join(dist, file), 'utf8');
  return GRID_MARKERS.some((marker) => code.includes(marker));
}

/**
 * Each area's own download when it is opened after `/`: the JS of its screen's chunks that neither
 * the signed-in shell (`/`'s initial load) nor the shared grid code already brought.
 */
export function measureAreas({ dist }) {
  const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
  const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
  const shell = new Set(collect(manifest, [entry, ...routeChunkKeys(manifest, '/')]).js);
  const areas = [
    ...new Set(
      Object.keys(manifest)
        .map((key) => /^src\/areas\/([^/]+)\/screen\.tsx\?tsr-split=/.exec(key)?.[1])
        .filter(Boolean),
    ),
  ].sort();
  const grid = new Set();
  const charts = new Set();
  const gridCode = gridCodeOf(manifest, dist);
  const isChartChunk = (file) => sourcesOf(dist, file).some((source) => CHART_SOURCE.test(source));
  const rows = areas.map((area) => {
    const own = collect(manifest, routeChunkKeys(manifest, `/${area}`)).js.filter((file) => !shell.has(file));
    let gzip = 0;
    let gridGzip = 0;
    let chartGzip = 0;
    for (const file of own) {
      const size = gzipSize(path.join(dist, file));
      if (gridCode.has(file)) {
        gridGzip += size;
        grid.add(file);
      } else if (isChartChunk(file)) {
        chartGzip += size;
        charts.add(file);
      } else gzip += size;
    }
    return { area, gzip, gridGzip, chartGzip, budget: BUDGETS.area, ok: gzip <= BUDGETS.area };
  });
  const sum = (files) => [...files].reduce((total, file) => total + gzipSize(path.join(dist, file)), 0);
  return { areas: rows, gridSharedGzip: sum(grid), chartSharedGzip: sum(charts) };
}

/**
 * The reference: a bare React 19 page (one component rendered with createRoot) built by the app's
 * own Vite with the same React plugin and build settings; its initial JS and CSS, gzip.
 */
export async function measureReference() {
  const webRoot = path.join(root, 'apps/web');
  const work = path.join(webRoot, 'node_modules/.bench-react-reference');
  rmSync(work, { recursive: true, force: true });
  mkdirSync(path.join(work, 'src'), { recursive: true });
  writeFileSync(
    path.join(work, 'index.html'),
    '<!doctype html>\n<html lang="en"><head><meta charset="UTF-8" /><title>React</title></head>' +
      '<body><div id="root"></div><script type="module" src="/src/main.jsx"></script></body></html>\n',
  );
  writeFileSync(
    path.join(work, 'src/main.jsx'),
    [
      "import { StrictMode } from 'react';",
      "import { createRoot } from 'react-dom/client';",
      "import './main.css';",
      'function App() {',
      '  return <h1>Hello</h1>;',
      '}',
      "createRoot(document.getElementById('root')).render(<StrictMode><App /></StrictMode>);",
      '',
    ].join('\n'),
  );
  writeFileSync(path.join(work, 'src/main.css'), 'body { font-family: system-ui, sans-serif; margin: 0; }\n');
  const requireWeb = createRequire(path.join(webRoot, 'package.json'));
  const load = (name) => import(pathToFileURL(requireWeb.resolve(name)).href);
  const { build } = await load('vite');
  const { default: react } = await load('@vitejs/plugin-react');
  await build({
    root: work,
    configFile: false,
    logLevel: 'warn',
    plugins: [react()],
    build: {
      outDir: path.join(work, 'dist'),
      manifest: true,
      target: 'es2022',
      sourcemap: true,
      modulePreload: { polyfill: false },
    },
  });
  const dist = path.join(work, 'dist');
  const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
  const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
  const files = collect(manifest, [entry]);
  const total = (list) => list.reduce((sum, file) => sum + gzipSize(path.join(dist, file)), 0);
  return { what: 'bare React 19 page, same Vite build', js: total(files.js), css: total(files.css) };
}

async function main() {
  const options = parseArgs(process.argv.slice(2));
  const result = measure(options);
  // With a file to write (pnpm bench), both pages, the areas and optionally the reference.
  const extra = options.jsonOut
    ? {
        pages: [result, measure({ ...options, route: options.route === '/' ? '/login' : '/' })],
        ...measureAreas(options),
        reference: options.reference ? await measureReference() : null,
      }
    : { reference: options.reference ? await measureReference() : null };
  const jsOk = result.js.budget === null || result.js.gzip <= result.js.budget;
  const cssOk = result.css.budget === null || result.css.gzip <= result.css.budget;
  const verdict = (budget, ok) =>
    budget === null ? '(no budget)' : `(budget ${kb(budget)}) ${ok ? 'ok' : 'OVER BUDGET'}`;
  const ok = jsOk && cssOk && !(result.route === BUDGETED_ROUTE && result.gridCodeInInitialLoad);
  if (options.jsonOut) {
    writeFileSync(options.jsonOut, JSON.stringify({ ...result, ok, ...extra }, null, 2));
  }
  if (options.json && !options.jsonOut) {
    console.log(JSON.stringify({ ...result, ok, ...extra }, null, 2));
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
    console.log(
      `  chart code (recharts) in the initial load: ${result.chartCodeInInitialLoad ? 'YES' : 'no'}`,
    );
    if (extra.reference) {
      const ratio = (ours, ref) => `${(ours / ref).toFixed(1)}×`;
      console.log(
        `  reference, ${extra.reference.what}: JS ${kb(extra.reference.js)} (ours ${ratio(result.js.gzip, extra.reference.js)}), CSS ${kb(extra.reference.css)}`,
      );
    }
    if (extra.areas) {
      console.log(
        `  each area's own chunks after / (gzip; the shared grid code, ${kb(extra.gridSharedGzip)}, and chart code, ${kb(extra.chartSharedGzip)}, apart; budget ${kb(BUDGETS.area)}):`,
      );
      for (const row of extra.areas) {
        console.log(
          `      ${row.area.padEnd(22)} ${kb(row.gzip).padStart(9)}${row.gridGzip ? ` + grid ${kb(row.gridGzip)}` : ''}${row.chartGzip ? ` + charts ${kb(row.chartGzip)}` : ''}  ${row.ok ? 'ok' : 'OVER BUDGET'}`,
        );
      }
    }
    for (const catalog of result.catalogs) {
      console.log(`  catalog ${catalog.file}: ${kb(catalog.gzip)} (fetched for the active language only)`);
    }
  }
  if (options.check && !ok) process.exit(1);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error) => {
    console.error(`bundle-size: ${error instanceof Error ? error.message : error}`);
    process.exit(2);
  });
}
