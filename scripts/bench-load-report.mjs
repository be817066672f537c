// bench-load.mjs's report: one line per call measured (rates, latencies, errors, CPU per request),
// then the list call beside bare node:http, the API's memory and the scale-out. Figures only: the
// bench's targets are judged in bench-table.mjs, from the JSON.

const pad = (value, width) => String(value ?? '—').padStart(width);

const row = (db, call, cells) =>
  `${db.padEnd(11)}${call.padEnd(40)}${cells.map(([value, width]) => pad(value, width)).join('')}`;

/** The report of bench-load.mjs's `results` as text, measured on a machine of `cores` cores. */
export function formatLoadReport(results, cores) {
  const lines = [
    row('database', 'call', [
      ['rate', 6],
      ['done', 6],
      ['p50', 6],
      ['p97.5', 7],
      ['p99', 6],
      ['err', 5],
      ['p99<100ms at', 14],
      ['sustains', 10],
      ['CPU ms/req', 12],
    ]),
    ...results.rows.map((measured) =>
      row(measured.db, measured.call, [
        [measured.rate, 6],
        [measured.achieved, 6],
        [measured.p50, 6],
        [measured.p97_5, 7],
        [measured.p99, 6],
        [measured.errors + measured.timeouts, 5],
        [measured.highestRateP99Under100ms, 14],
        [measured.sustainableRate, 10],
        [measured.cpuMsPerRequest, 12],
      ]),
    ),
    '(latencies in ms; "done" is the rate achieved; err counts errors, non-2xx answers and timeouts;\n' +
      " CPU ms/req: the server process's CPU time (every thread) per request at the target rate)",
  ];
  for (const db of ['PGlite', 'PostgreSQL']) {
    const list = results.rows.find(
      (measured) => measured.db === db && measured.call.startsWith('active tracking list'),
    );
    const bare = results.rows.find(
      (measured) => measured.db === db && measured.call.includes('bare node:http'),
    );
    if (list?.sustainableRate && bare)
      lines.push(
        `${db}: the list call sustains ${list.sustainableRate} req/s, bare node:http ${bare.sustainableRate} req/s (bare/API ${(bare.sustainableRate / Math.max(1, list.sustainableRate)).toFixed(1)}×; target within 2×); CPU per request ${list.cpuMsPerRequest} ms against ${bare.cpuMsPerRequest} ms (${(list.cpuMsPerRequest / Math.max(0.01, bare.cpuMsPerRequest)).toFixed(1)}×)`,
      );
  }
  lines.push(
    `API memory (PGlite): ${results.memory.pgliteAtRestMb.toFixed(0)} MB at rest, ${results.memory.pgliteAfterLoadMb.toFixed(0)} MB after the load`,
  );
  const scale = results.scaleOut;
  if (scale)
    lines.push(
      `scale-out on PostgreSQL (list call, highest sustainable rate): one process ${scale['one process']} req/s, two processes ${scale['two processes']} req/s (×${scale.ratio?.toFixed(2)} on this ${cores}-core machine)`,
    );
  return lines.join('\n');
}
