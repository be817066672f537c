#!/usr/bin/env node
// The grid figures: the app's DataGrid (mantine-react-table) and AG Grid Community fed the same rows,
// measured in the same run in Debian's Chromium: first rows visible after navigation, a sort, a
// global search, and the longest main-thread task while scrolling from the first row to the last;
// then two harder cases: the first sort of a column never sorted before (a text column, not the
// default sort: no key of it computed yet) and a search for a reference that only one row holds (a
// row far down the list: every row is looked at, one is left).
// On the largest list the demo allows within one period of 366 days (warehouse movements where that
// screen is a grid, else shipment tracking). Reports; asserts nothing.
//
//   node scripts/bench-grid.mjs [--quick] [--list /tracking] [--json out.json] [--profile out.cpuprofile] [--help]
//
// --list measures that list instead of the largest (`/tracking`: a year of shipments, what --quick
// measures). --profile writes a CPU profile of the app's page from navigation to its first rows
// (open it in Chromium's DevTools, Performance panel) to see where the first rows' time goes, and
// one of each harder case beside it (out-first-sort.cpuprofile, out-one-row-search.cpuprofile).
//
// BENCH_GRID_PORT picks the server's port (default: a free one the system picks); BENCH_GRID_DATA_DIR
// keeps the seeded database in that folder between runs (default: a fresh one, seeded and removed);
// BENCH_DATA_TEMPLATE: a seeded data directory to copy instead of seeding a new database (bench.mjs).
import { copyFileSync, cpSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startApi } from './api-server.mjs';
import { benchArgs } from './bench-args.mjs';
import { CHROMIUM, CHROMIUM_FLAGS } from './chromium.mjs';
import { longestTask } from './trace-tasks.mjs';
import { ensureWebBuilt } from './web-build.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const require = createRequire(join(root, 'package.json'));
const { chromium } = require('playwright-core');
const { quick, option } = benchArgs(import.meta.url);
const jsonOut = option('--json');
const profileOut = option('--profile');
// --quick measures a year of shipments (7,000 rows in the demo) instead of the largest list (a year of
// warehouse movements, 32,000): on a shared machine their first rows alone took over 20 s.
const onlyList = option('--list') ?? (quick ? '/tracking' : undefined);
if (!existsSync(CHROMIUM)) {
  console.log(`grid bench skipped: no Chromium at ${CHROMIUM} (apt-get install -y chromium)`);
  process.exit(0);
}

// BENCH_GRID_WEB_DIST: a built web app elsewhere (a copy of apps/web/dist), to compare two builds.
const builtWeb = process.env.BENCH_GRID_WEB_DIST ?? join(root, 'apps/web/dist');
if (!process.env.BENCH_GRID_WEB_DIST) ensureWebBuilt(root);

// The app and, beside it, the reference page, served by the same server (same origin, same token).
const webDist = mkdtempSync(join(tmpdir(), 'extranet-bench-web-'));
cpSync(builtWeb, webDist, { recursive: true });
const agDir = join(webDist, 'bench-ag');
cpSync(join(root, 'scripts/bench-grid'), agDir, { recursive: true });
copyFileSync(
  join(root, 'node_modules/ag-grid-community/dist/ag-grid-community.min.js'),
  join(agDir, 'ag-grid-community.min.js'),
);

const keptDataDir = process.env.BENCH_GRID_DATA_DIR;
const dataDir = keptDataDir ?? mkdtempSync(join(tmpdir(), 'extranet-bench-grid-'));
// A seeded database handed over by bench.mjs: copied, instead of seeding one here (the longest step).
if (!keptDataDir && process.env.BENCH_DATA_TEMPLATE)
  cpSync(process.env.BENCH_DATA_TEMPLATE, dataDir, { recursive: true });
// Started in the try below; the cleanup stops it (a start that fails stops its own process).
let server;
const cleanup = () => {
  server?.child.kill('SIGTERM');
  rmSync(webDist, { recursive: true, force: true });
  if (!keptDataDir) setTimeout(() => rmSync(dataDir, { recursive: true, force: true }), 500);
};

const ymd = (date) => date.toISOString().slice(0, 10);
const today = new Date();
const from = ymd(new Date(today.getTime() - 365 * 86_400_000));
const to = ymd(today);
// `firstSort`: the text column whose first sort is measured (the app's header label, AG Grid's field);
// `unique`: the fields where the one-row search term is looked for first.
const LISTS = [
  {
    path: '/movements',
    api: '/api/Almacen/ObtenerMovimientosPeriodo',
    firstSort: { field: 'descripcion', label: 'Description' },
    unique: ['documento', 'lote'],
  },
  {
    path: '/tracking',
    api: '/api/Tracking/ObtenerSeguimientoEnviosPeriodo',
    firstSort: { field: 'transportista', label: 'Carrier' },
    unique: ['referencia', 'documentoTransporte', 'referenciaCliente'],
  },
];

/**
 * Before a page's own scripts: when the first row matching `selector` is drawn, as the page's clock
 * has it (milliseconds since navigation start, the frame after the row entered the DOM). Read in the
 * page rather than by waiting from here: the driver's polling runs on the page's main thread and
 * reaches it late while the page is busy, as a grid reading the rest of a long list is (up to a
 * second late on the 32,000 movements, which would count against the grid that shows rows early).
 */
const WATCH_FIRST_ROWS = (selector) => {
  window.__firstRows ??= {};
  const found = window.__firstRows;
  const observer = new MutationObserver(() => {
    if (found[selector] !== undefined || !document.querySelector(selector)) return;
    found[selector] = Number.NaN;
    observer.disconnect();
    requestAnimationFrame(() => {
      found[selector] = performance.now();
    });
  });
  observer.observe(document, { subtree: true, childList: true, attributes: true });
};

/** In the page: time from the next `trigger` event to the frame after the first row changed. */
const ARM = ({ trigger, rowSelector }) => {
  const firstRow = () => document.querySelector(rowSelector)?.textContent ?? '';
  const before = firstRow();
  window.__answer = new Promise((resolve) => {
    document.addEventListener(
      trigger,
      () => {
        const t0 = performance.now();
        const poll = () => {
          if (firstRow() !== before) requestAnimationFrame(() => resolve(performance.now() - t0));
          else if (performance.now() - t0 > 10_000) resolve(Number.NaN);
          else requestAnimationFrame(poll);
        };
        poll();
      },
      { capture: true, once: true },
    );
  });
};

/** In the page: scroll the list from top to bottom, half a screen a frame; the longest task seen. */
const SCROLL = async ({ scroller, maxSteps }) => {
  // The element that scrolls the rows: the app's container, or AG Grid's vertical viewport.
  const element = [...document.querySelectorAll(scroller)].find(
    (candidate) =>
      candidate.scrollHeight > candidate.clientHeight + 10 &&
      /auto|scroll/.test(getComputedStyle(candidate).overflowY),
  );
  const tasks = [];
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) tasks.push(entry.duration);
  });
  observer.observe({ type: 'longtask' });
  let steps = 0;
  const t0 = performance.now();
  while (element.scrollTop + element.clientHeight < element.scrollHeight - 2 && steps < maxSteps) {
    element.scrollTop += element.clientHeight / 2;
    steps += 1;
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
  }
  await new Promise((resolve) => setTimeout(resolve, 300));
  observer.disconnect();
  return {
    longest: Math.max(0, ...tasks),
    longTasks: tasks.length,
    steps,
    seconds: (performance.now() - t0) / 1000,
  };
};

/** `action`'s answer, with a CPU profile of the app's page while it runs when --profile asks. */
async function profiled(page, name, action) {
  if (!profileOut) return action();
  const profiler = await page.context().newCDPSession(page);
  await profiler.send('Profiler.enable');
  await profiler.send('Profiler.setSamplingInterval', { interval: 200 });
  await profiler.send('Profiler.start');
  const answer = await action();
  const { profile } = await profiler.send('Profiler.stop');
  writeFileSync(profileOut.replace(/(\.cpuprofile)?$/, `-${name}.cpuprofile`), JSON.stringify(profile));
  await profiler.detach();
  return answer;
}

/** In the page: the rows the grid shows now (those in the DOM: a search that leaves a few shows all). */
const SHOWN_ROWS = (selector) => document.querySelectorAll(selector).length;

async function measure(page, base, kind, list, fields, unique) {
  const isApp = kind === 'app';
  const rowSelector = isApp ? '[data-testid=grid-scroll] tbody tr[data-index]' : '#grid .ag-row';
  const firstRowSelector = isApp ? `${rowSelector}[data-index="0"]` : '#grid .ag-row[row-index="0"]';
  // Rows of data: the grid marks itself with their count once they arrive (its loading placeholders
  // are rows too, and would be counted as "first rows" before a single shipment arrived). A long
  // list shows its first rows while the rest arrive (`data-arriving-rows`); those are first rows.
  const dataRowSelector = isApp ? `:is([data-rows], [data-arriving-rows]) ${rowSelector}` : rowSelector;
  const url = isApp
    ? `${base}${list.path}?from=${from}&to=${to}`
    : `${base}/bench-ag/ag-page.html?api=${list.api}&from=${from}T00:00:00.000Z&to=${to}T23:59:59.999Z&fields=${fields.join(',')}`;
  await page.addInitScript(WATCH_FIRST_ROWS, dataRowSelector);
  const profiler = isApp && profileOut ? await page.context().newCDPSession(page) : undefined;
  if (profiler) {
    await profiler.send('Profiler.enable');
    await profiler.send('Profiler.setSamplingInterval', { interval: 200 });
    await profiler.send('Profiler.start');
  }
  await page.goto(url);
  await page.waitForSelector(dataRowSelector, { timeout: 60_000 }).catch(async (error) => {
    const state = await page.evaluate(() => ({
      url: location.href,
      rows: document.body.dataset.rows,
      agRows: document.querySelectorAll('.ag-row').length,
      html: document.body.innerHTML.slice(0, 300),
    }));
    throw new Error(`${kind}: no rows (${JSON.stringify(state)}): ${error.message}`);
  });
  await page.waitForFunction((selector) => window.__firstRows?.[selector] > 0, dataRowSelector);
  const firstRows = await page.evaluate((selector) => window.__firstRows[selector], dataRowSelector);
  if (profiler) {
    const { profile } = await profiler.send('Profiler.stop');
    writeFileSync(profileOut, JSON.stringify(profile));
    await profiler.detach();
  }
  // Sort, search and scroll work on the whole list: wait until all of it is in.
  if (isApp) await page.waitForSelector('[data-rows]', { timeout: 120_000 });
  // Where the first rows' time went: the list call's first and last byte, on the same clock (the
  // browser lists a call once its answer is complete, after the first rows of a long list).
  const answer = await page.evaluate((api) => {
    const entry = performance.getEntriesByType('resource').find((item) => item.name.includes(api));
    return entry
      ? { start: entry.requestStart, firstByte: entry.responseStart, lastByte: entry.responseEnd }
      : {};
  }, list.api);
  const rows = Number(
    isApp
      ? await page.locator('[data-rows]').first().getAttribute('data-rows')
      : await page.locator('body').getAttribute('data-rows'),
  );
  await page.waitForTimeout(1000);

  // Sort by the first column (the reference), descending after ascending: the first row changes.
  const header = isApp
    ? page.locator('[data-testid=grid-scroll] thead th').first().locator('.mrt-table-head-cell-labels')
    : page.locator('.ag-header-cell').first().locator('.ag-header-cell-label');
  await header.click();
  await page.waitForTimeout(500);
  await page.evaluate(ARM, { trigger: 'click', rowSelector: firstRowSelector });
  await header.click();
  const sort = await page.evaluate(() => window.__answer);
  await header.click(); // back towards the standard order
  await page.waitForTimeout(500);

  // Search every column for one reference from the middle of the list.
  const term = await page.evaluate(
    ({ rowSelector }) => {
      const index = (row) => Number(row.getAttribute('data-index') ?? row.getAttribute('row-index'));
      const rows = [...document.querySelectorAll(rowSelector)].sort((a, b) => index(a) - index(b));
      const cell = rows[Math.floor(rows.length / 2)]?.querySelector(':scope > *');
      return (cell?.textContent ?? '').trim();
    },
    { rowSelector },
  );
  const search = page.getByRole('textbox', { name: 'Search every column' });
  await page.evaluate(ARM, { trigger: 'input', rowSelector: firstRowSelector });
  await search.fill(term);
  const filter = await page.evaluate(() => window.__answer);
  await search.fill('');
  await page.waitForTimeout(1000);

  // The scroll is traced for every task's wall-clock time (the Long Tasks API sees only those of
  // 50 ms and more) and the longest one's CPU time, which a busy machine does not stretch the way it
  // stretches wall-clock time (another process holding the core counts in a long task). The trace
  // costs both grids a little; the wall-clock figure is, if anything, pessimistic.
  const browser = page.context().browser();
  await browser.startTracing(page, { categories: ['disabled-by-default-devtools.timeline'] });
  const scroll = await page.evaluate(SCROLL, {
    scroller: isApp ? '[data-testid=grid-scroll]' : '#grid *',
    maxSteps: quick ? 150 : 100_000,
  });
  // The Long Tasks API reports tasks of 50 ms and more only; the trace has every task's wall time.
  const traced = longestTask(await browser.stopTracing());

  // The harder cases, from the top of the list again (they watch its first row).
  await page.evaluate(
    (scroller) => {
      for (const element of document.querySelectorAll(scroller)) element.scrollTop = 0;
    },
    isApp ? '[data-testid=grid-scroll]' : '#grid *',
  );
  await page.waitForTimeout(1000);
  // The first sort of a text column no one sorted before: one click on its header.
  const otherHeader = isApp
    ? page
        .locator('[data-testid=grid-scroll] thead th .mrt-table-head-cell-labels')
        .filter({ hasText: new RegExp(`^${list.firstSort.label}$`) })
    : page.locator(`.ag-header-cell[col-id="${list.firstSort.field}"] .ag-header-cell-label`);
  await page.evaluate(ARM, { trigger: 'click', rowSelector: firstRowSelector });
  // The app's page is profiled (--profile), not AG Grid's.
  const run = (name, action) => (isApp ? profiled(page, name, action) : action());
  const firstSort = await run('first-sort', async () => {
    await otherHeader.click();
    return page.evaluate(() => window.__answer);
  });
  await page.waitForTimeout(1000);
  // A search for a reference only one row of the whole list holds.
  await page.evaluate(ARM, { trigger: 'input', rowSelector: firstRowSelector });
  const filterOne = await run('one-row-search', async () => {
    await search.fill(unique);
    return page.evaluate(() => window.__answer);
  });
  await page.waitForTimeout(300);
  const filterOneRows = await page.evaluate(SHOWN_ROWS, rowSelector);
  await search.fill('');
  return {
    rows,
    firstRows,
    listSent: answer.start,
    listFirstByte: answer.firstByte,
    listLastByte: answer.lastByte,
    sort,
    filter,
    scroll: Math.max(scroll.longest, traced.wall),
    scrollLongTasks: scroll.longTasks,
    scrollCpu: traced.cpu,
    scrollSteps: scroll.steps,
    term,
    firstSort,
    filterOne,
    filterOneRows,
  };
}

try {
  server = await startApi({
    root,
    env: { DATA_DIR: dataDir, WEB_DIST: webDist },
    port: Number(process.env.BENCH_GRID_PORT) || undefined,
    timeoutSeconds: 120,
  });
  const { base } = server;
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: CHROMIUM_FLAGS,
  });
  const page = await browser.newPage({ viewport: { width: 1366, height: 768 } });
  page.on('pageerror', (error) => console.log(`page error: ${error}`));
  page.on('console', (message) => {
    if (message.type() === 'error') console.log(`console: ${message.text()} ${message.location().url}`);
  });
  await page.goto(`${base}/login`);
  await page.locator('input').first().fill('demo');
  await page.locator('input[type=password]').fill('Demo#2026');
  await page.locator('button[type=submit]').click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));

  // The largest list that is a grid today.
  let list;
  for (const candidate of LISTS.filter((entry) => !onlyList || entry.path === onlyList)) {
    await page.goto(`${base}${candidate.path}?from=${from}&to=${to}`);
    const grid = await page
      .waitForSelector('[data-testid=grid-scroll] tbody tr[data-index]', { timeout: 30_000 })
      .catch(() => null);
    if (grid) {
      list = candidate;
      break;
    }
  }
  if (!list) throw new Error('no list screen shows rows');
  // AG Grid gets as many columns as the app shows, taken from the row's own fields.
  const shown = await page.locator('[data-testid=grid-scroll] thead th').count();
  const { fields, unique } = await page.evaluate(
    async ({ api, from, to, shown, firstSort, preferred }) => {
      const token = sessionStorage.getItem('jwt_token');
      const query = new URLSearchParams({
        fechainicio: `${from}T00:00:00.000Z`,
        fechafin: `${to}T00:00:00.000Z`,
      });
      const rows = await (
        await fetch(`${api}?${query}`, { headers: { authorization: `Bearer ${token}` } })
      ).json();
      const sample = rows[0] ?? {};
      const keys = Object.keys(sample).filter(
        (key) => key !== 'id' && ['string', 'number'].includes(typeof sample[key]),
      );
      // The one-row search term: a reference of a row far down the list (from 90 % of it on) that
      // no other row holds, in any field, even as part of a longer value (both grids search for a
      // part of a cell's text). A document of several lines is on several rows: the first value of
      // the preferred fields held by one row only.
      const counts = new Map();
      for (const row of rows)
        for (const key of preferred) counts.set(row[key], (counts.get(row[key]) ?? 0) + 1);
      const texts = rows.map((row) =>
        Object.values(row)
          .filter((value) => typeof value === 'string')
          .join('\u0001')
          .toLowerCase(),
      );
      const holders = (value) => texts.filter((text) => text.includes(value.toLowerCase())).length;
      let term;
      for (let step = 0; step < rows.length && term === undefined; step++) {
        const row = rows[(Math.floor(rows.length * 0.9) + step) % rows.length];
        const key = preferred.find(
          (candidate) =>
            typeof row[candidate] === 'string' &&
            row[candidate].length >= 6 &&
            counts.get(row[candidate]) === 1 &&
            holders(row[candidate]) === 1,
        );
        if (key !== undefined) term = { key, value: row[key] };
      }
      // AG Grid searches its columns only: the sorted column and the term's column among them, both
      // where AG Grid draws them without scrolling sideways.
      const wanted = [firstSort, term?.key].filter((key) => key !== undefined);
      const fields = [keys[0], ...wanted, ...keys.slice(1).filter((key) => !wanted.includes(key))].slice(
        0,
        Math.max(shown, wanted.length + 1),
      );
      return { fields, unique: term?.value };
    },
    { api: list.api, from, to, shown, firstSort: list.firstSort.field, preferred: list.unique },
  );
  if (unique === undefined) throw new Error(`no reference of ${list.path} is held by one row only`);

  const app = await measure(page, base, 'app', list, fields, unique);
  const ag = await measure(page, base, 'ag', list, fields, unique);
  await browser.close();

  const ms = (value) => (Number.isFinite(value) ? `${value.toFixed(0)} ms` : 'n/a');
  const ratio = (a, b) =>
    Number.isFinite(a) && Number.isFinite(b) && b > 0 ? `${(a / b).toFixed(2)}×` : 'n/a';
  console.log(
    `list: ${list.path}, ${from} – ${to}, ${app.rows} rows (AG Grid: ${ag.rows}), ${fields.length} columns${quick ? ', quick: first 150 scroll steps' : ''}`,
  );
  console.log(
    `${'figure'.padEnd(34)}${'DataGrid'.padStart(10)}${'AG Grid'.padStart(10)}${'ratio'.padStart(9)}   target`,
  );
  const line = (label, a, b, target) =>
    console.log(
      `${label.padEnd(34)}${ms(a).padStart(10)}${ms(b).padStart(10)}${ratio(a, b).padStart(9)}   ${target}`,
    );
  line('first rows after navigation', app.firstRows, ag.firstRows, '≤ 1500 ms');
  line('  list call sent', app.listSent, ag.listSent, '');
  line('  its first byte', app.listFirstByte, ag.listFirstByte, '');
  line('  its last byte', app.listLastByte, ag.listLastByte, '');
  line('sort (click → rows painted)', app.sort, ag.sort, '≤ 200 ms');
  line('search (input → rows painted)', app.filter, ag.filter, '≤ 200 ms');
  line('longest task scrolling to the end', app.scroll, ag.scroll, '≤ 100 ms');
  line('  longest scroll task in CPU time', app.scrollCpu, ag.scrollCpu, '');
  line('first sort of another column', app.firstSort, ag.firstSort, '≤ 200 ms');
  line('search matching one row', app.filterOne, ag.filterOne, '≤ 200 ms');
  console.log(
    `(first sort: ${list.firstSort.field}, never sorted before; one-row search: "${unique}", rows left: ${app.filterOneRows}, AG Grid: ${ag.filterOneRows})`,
  );
  const skippedInQuick =
    quick && option('--list') === undefined
      ? ['grid on the largest list (a year of warehouse movements), and scrolling all of it']
      : [];
  if (jsonOut)
    writeFileSync(
      jsonOut,
      JSON.stringify(
        { list: list.path, from, to, firstSortColumn: list.firstSort.field, app, ag, skippedInQuick },
        null,
        2,
      ),
    );
} finally {
  cleanup();
}
