#!/usr/bin/env node
// `pnpm bench`: every speed figure of the product beside its reference, measured in one run on this
// machine. Reports; never asserts (timed tests are flaky on shared machines).
//
//   pnpm bench [--quick] [--build] [--doc-only] [--only <part>]
//
// Builds what the benches need when it is missing (the SDK's dist, the web app's production build;
// --build rebuilds them), runs each bench script of this folder that exists with `--json <file>`,
// merges their figures into bench/results.json and prints one table: figure, measured, reference,
// ratio, target, met. --quick (a few minutes) runs each load at its target rate only (no rate
// searches), one mobile Lighthouse run per page, and leaves PostgreSQL, the scale-out and the desktop
// preset to the full run: the table names each as "skipped in --quick". Every bench that needs data
// shares one seeded database: bench-api.mjs measures the first start (migrate + seed, the one seed of
// the run) and hands a copy of it to the others (the load, grid and Lighthouse benches).
//
// A full run also writes its table into docs/performance.md, between the `bench:table` markers, so
// the page shows the figures of record; a --quick run leaves the page alone (its table lacks the
// parts it skips). --doc-only measures nothing and writes bench/results.json's table into the page
// again (after editing the page by hand, or to check this step). --only <part> (bundle, api, load,
// grid, sdk, lighthouse, events) runs that part alone and merges its figures into bench/results.json,
// keeping the other parts of the run of record; the page's run line then names the part measured apart.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { eventsRows } from './bench-events-stats.mjs';
import { tableRows } from './bench-table.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '..');
const args = process.argv.slice(2);
const quick = args.includes('--quick');
const rebuild = args.includes('--build');
const only = args.includes('--only') ? args[args.indexOf('--only') + 1] : undefined;
const started = performance.now();
const resultsFile = path.join(root, 'bench/results.json');
const docFile = path.join(root, 'docs/performance.md');
const DOC_START = '<!-- bench:table:start -->';
const DOC_END = '<!-- bench:table:end -->';

/** The table as Markdown lines, columns padded so it reads in a terminal too. */
function tableLines(rows) {
  const header = ['figure', 'measured', 'reference', 'ratio', 'target', 'met?'];
  const cells = rows.map((row) => [row.figure, row.measured, row.reference, row.ratio, row.target, row.met]);
  const widths = header.map((title, i) =>
    Math.max(title.length, ...cells.map((cell) => String(cell[i]).length)),
  );
  const line = (values) => `| ${values.map((value, i) => String(value).padEnd(widths[i])).join(' | ')} |`;
  return [line(header), `|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`, ...cells.map(line)];
}

/** Replaces what lies between the markers of docs/performance.md with the report's run and table. */
function writeDoc(report) {
  const doc = readFileSync(docFile, 'utf8');
  const start = doc.indexOf(DOC_START);
  const end = doc.indexOf(DOC_END);
  if (start < 0 || end < start) throw new Error(`${docFile} has no ${DOC_START} … ${DOC_END} block`);
  const { machine } = report;
  const finished = new Date(report.generatedAt);
  const begun = new Date(finished.getTime() - report.durationSeconds * 1000);
  const day = begun.toISOString().slice(0, 10);
  const time = (date) => date.toISOString().slice(11, 16);
  const summary =
    `Latest ${report.mode} run: ${day} ${time(begun)}–${time(finished)} UTC on ${machine.cpus} cores ` +
    `(${machine.cpuModel}), ${machine.memoryGb} GB, Node ${machine.node}; it took ` +
    `${(report.durationSeconds / 60).toFixed(1)} min; load average at the end ` +
    `${machine.loadAverage.map((load) => load.toFixed(1)).join(' / ')}.` +
    Object.entries(report.results ?? {})
      .filter(([, part]) => part.mergedAt)
      .map(
        ([key, part]) =>
          ` The ${key} rows: a run of that part alone, ${part.mergedAt.slice(0, 16).replace('T', ' ')} UTC.`,
      )
      .join('');
  const block = [DOC_START, summary, '', ...tableLines(report.table), DOC_END].join('\n');
  writeFileSync(docFile, doc.slice(0, start) + block + doc.slice(end + DOC_END.length));
  console.log(`→ ${path.relative(root, docFile)} (the table of the ${report.mode} run of ${day})`);
}

if (args.includes('--doc-only')) {
  writeDoc(JSON.parse(readFileSync(resultsFile, 'utf8')));
  process.exit(0);
}

/** pnpm as it was invoked (`pnpm bench` sets npm_execpath), else the one on the PATH. */
function pnpm(pnpmArgs, cwd = root) {
  const exec = process.env.npm_execpath;
  const [command, commandArgs] =
    exec && /\.(c?js|mjs)$/.test(exec) ? [process.execPath, [exec, ...pnpmArgs]] : [exec || 'pnpm', pnpmArgs];
  const result = spawnSync(command, commandArgs, { cwd, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`pnpm ${pnpmArgs.join(' ')} failed`);
}

// 1. What the benches need, built on a fresh clone (the API imports the SDK's dist; the benches serve
//    and measure the web app's production build).
if (rebuild || !existsSync(path.join(root, 'packages/sdk/dist/schemas.js'))) {
  console.log('\n=== building the SDK (packages/sdk/dist)');
  pnpm(['--filter', '@extranet/sdk', 'run', 'build']);
}
// (--only a part that serves no page, e.g. events, needs no web build.)
const needsWeb = !only || ['bundle', 'grid', 'lighthouse'].includes(only);
if (needsWeb && (rebuild || !existsSync(path.join(root, 'apps/web/dist/.vite/manifest.json')))) {
  console.log('\n=== building the web app (apps/web/dist)');
  pnpm(['--filter', '@extranet/web', 'run', 'build']);
}

// 2. The benches, in order; each writes its figures to a JSON file of its own.
const work = mkdtempSync(path.join(os.tmpdir(), 'extranet-bench-'));
const seeded = path.join(work, 'seeded-data');
const benches = [
  [
    'bundle',
    'bundle-size.mjs',
    'Bundle: initial load of /login and /, areas, beside a bare React page',
    ['--reference'],
  ],
  ['api', 'bench-api.mjs', 'API: first start, restart and list-call latency', ['--keep-data', seeded]],
  [
    'load',
    'bench-load.mjs',
    'API at fixed rates beside bare node:http; PostgreSQL, one and two processes',
    [],
  ],
  ['grid', 'bench-grid.mjs', 'Grid in Chromium: DataGrid beside AG Grid Community on the same rows', []],
  ['sdk', 'bench-sdk.mjs', 'SDK: one call bundled, beside openapi-fetch', []],
  [
    'lighthouse',
    'bench-lighthouse.mjs',
    'Lighthouse: /login, / and /tracking (signed in), mobile and desktop',
    [],
  ],
  ['events', 'bench-events.mjs', 'Events: RegistrarHito to the in-app notification and the webhook', []],
];
if (only && !benches.some(([key]) => key === only))
  throw new Error(`--only ${only}: not a part (${benches.map(([key]) => key).join(', ')})`);

/** The table: bench-table.mjs's parts, then the events part's rows. */
const allRows = (results) => [...tableRows(results), ...(results.events ? eventsRows(results.events) : [])];

const results = {};
const failures = [];
try {
  for (const [key, file, title, extra] of benches) {
    const script = path.join(here, file);
    if (!existsSync(script) || (only && key !== only)) continue;
    console.log(`\n=== ${title} (${file})`);
    const out = path.join(work, `${key}.json`);
    const t0 = performance.now();
    const result = spawnSync(
      process.execPath,
      [script, ...(quick ? ['--quick'] : []), ...extra, '--json', out],
      {
        cwd: root,
        stdio: 'inherit',
        env: { ...process.env, ...(existsSync(seeded) ? { BENCH_DATA_TEMPLATE: seeded } : {}) },
      },
    );
    const seconds = Math.round((performance.now() - t0) / 1000);
    console.log(
      `(${file}: ${seconds} s; load average ${os.loadavg()[0].toFixed(1)} on ${os.cpus().length} cores)`,
    );
    if (result.status !== 0) failures.push(file);
    if (existsSync(out)) results[key] = { ...JSON.parse(readFileSync(out, 'utf8')), seconds };
    else results[key] = { error: `${file} exited with ${result.status} and wrote no figures`, seconds };
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}

// 3. One table, bench/results.json and, after a full run, docs/performance.md.
// --only: the part just measured over the run of record (its mode and machine line stay the record's).
const record = only && existsSync(resultsFile) ? JSON.parse(readFileSync(resultsFile, 'utf8')) : null;
if (record) {
  results[only].mergedAt = new Date().toISOString();
  record.results = { ...record.results, ...results };
  record.table = allRows(record.results);
  const file = benches.find(([key]) => key === only)[1];
  record.failed = [...(record.failed ?? []).filter((failed) => failed !== file), ...failures];
  writeFileSync(resultsFile, `${JSON.stringify(record, null, 2)}\n`);
  for (const line of tableLines(record.table)) console.log(line);
  console.log(`\n${only} merged into bench/results.json (pnpm bench --doc-only writes the page)`);
  process.exit(failures.length ? 1 : 0);
}
const rows = allRows(results);
console.log(`\n=== pnpm bench${quick ? ' --quick' : ''}: every figure beside its reference\n`);
for (const line of tableLines(rows)) console.log(line);

const cpus = os.cpus();
const report = {
  generatedAt: new Date().toISOString(),
  mode: quick ? 'quick' : 'full',
  durationSeconds: Math.round((performance.now() - started) / 1000),
  machine: {
    cpus: cpus.length,
    cpuModel: cpus[0]?.model ?? null,
    memoryGb: Math.round(os.totalmem() / 2 ** 30),
    node: process.version,
    platform: `${os.platform()} ${os.release()}`,
    // Other jobs on the machine stretch every time figure: the 1, 5 and 15 minute load averages at the end.
    loadAverage: os.loadavg().map((load) => Number(load.toFixed(1))),
  },
  table: rows,
  results,
  failed: failures,
};
mkdirSync(path.dirname(resultsFile), { recursive: true });
writeFileSync(resultsFile, `${JSON.stringify(report, null, 2)}\n`);
// A failed part's rows say only that it failed: the page keeps the last complete full run.
if (!quick && failures.length === 0) writeDoc(report);
else if (!quick) console.log(`${path.relative(root, docFile)} left as it was: a part failed`);
console.log(
  `\n${rows.length} figures in ${report.durationSeconds} s on ${cpus.length} cores (${Object.entries(results)
    .map(([key, part]) => `${key} ${part.seconds} s`)
    .join(', ')}) → bench/results.json${failures.length ? `\nfailed: ${failures.join(', ')}` : ''}`,
);
process.exit(failures.length ? 1 : 0);
