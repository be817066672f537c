#!/usr/bin/env node
// `pnpm bench`: the performance numbers of the issues, measured here and printed, never asserted in
// tests. Each benchmark is a script of its own in this folder; this runs those that exist, in order.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const here = fileURLToPath(new URL('.', import.meta.url));
const benches = [
  ['bundle-size.mjs', 'Initial load of /login (gzip)'],
  ['bench-api.mjs', 'API: first start, restart and list-call latency'],
  ['bench-load.mjs', 'API at fixed rates beside bare node:http; PostgreSQL, one and two processes'],
  ['bench-grid.mjs', 'Grid in Chromium: DataGrid beside AG Grid Community on the same rows'],
];

let failed = false;
for (const [file, title] of benches) {
  const path = `${here}${file}`;
  if (!existsSync(path)) continue;
  console.log(`\n=== ${title} (${file})`);
  const result = spawnSync(process.execPath, [path, ...process.argv.slice(2)], { stdio: 'inherit' });
  failed ||= result.status !== 0;
}
process.exit(failed ? 1 : 0);
