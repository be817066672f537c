#!/usr/bin/env node
// `pnpm bench`: every speed figure of the product beside its reference, measured in one run on this
// machine. Reports; never asserts (timed tests are flaky on shared machines).
//
//   pnpm bench [--quick] [--build]
//
// Builds what the benches need when it is missing (the SDK's dist, the web app's production build;
// --build rebuilds them), runs each bench script of this folder that exists with `--json <file>`,
// merges their figures into bench/results.json and prints one table: figure, measured, reference,
// ratio, target, met. --quick (a few minutes) runs each load at its target rate only (no rate
// searches), one mobile Lighthouse run per page, and leaves PostgreSQL, the scale-out and the desktop
// preset to the full run: the table names each as "skipped in --quick". Every bench that needs data
// shares one seeded database: bench-api.mjs measures the first start (migrate + seed, the one seed of
// the run) and hands a copy of it to the others (the load, grid and Lighthouse benches).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { tableRows } from './bench-table.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '..');
const args = process.argv.slice(2);
const quick = args.includes('--quick');
const rebuild = args.includes('--build');
const started = performance.now();

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
if (rebuild || !existsSync(path.join(root, 'apps/web/dist/.vite/manifest.json'))) {
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
  ['lighthouse', 'bench-lighthouse.mjs', 'Lighthouse: /login and / (signed in), mobile and desktop', []],
];

const results = {};
const failures = [];
try {
  for (const [key, file, title, extra] of benches) {
    const script = path.join(here, file);
    if (!existsSync(script)) continue;
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

// 3. One table, and bench/results.json.
const rows = tableRows(results);
const header = ['figure', 'measured', 'reference', 'ratio', 'target', 'met?'];
const cells = rows.map((row) => [row.figure, row.measured, row.reference, row.ratio, row.target, row.met]);
const widths = header.map((title, i) =>
  Math.max(title.length, ...cells.map((cell) => String(cell[i]).length)),
);
const line = (values) => `| ${values.map((value, i) => String(value).padEnd(widths[i])).join(' | ')} |`;
console.log(`\n=== pnpm bench${quick ? ' --quick' : ''}: every figure beside its reference\n`);
console.log(line(header));
console.log(`|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`);
for (const row of cells) console.log(line(row));

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
mkdirSync(path.join(root, 'bench'), { recursive: true });
writeFileSync(path.join(root, 'bench/results.json'), `${JSON.stringify(report, null, 2)}\n`);
console.log(
  `\n${rows.length} figures in ${report.durationSeconds} s on ${cpus.length} cores (${Object.entries(results)
    .map(([key, part]) => `${key} ${part.seconds} s`)
    .join(', ')}) → bench/results.json${failures.length ? `\nfailed: ${failures.join(', ')}` : ''}`,
);
process.exit(failures.length ? 1 : 0);
