import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain ES module of the repo scripts, without types
import { formatLoadReport } from './bench-load-report.mjs';

const measured = (db: string, call: string, sustainableRate: number | null, cpuMsPerRequest: number) => ({
  db,
  call,
  rate: 20,
  achieved: 20,
  p50: 4,
  p97_5: 9,
  p99: 12,
  errors: 1,
  timeouts: 2,
  highestRateP99Under100ms: null,
  sustainableRate,
  cpuMsPerRequest,
});

describe('formatLoadReport', () => {
  it('lines up one row per call, compares the list with bare node:http, and gives memory and scale-out', () => {
    const text: string = formatLoadReport(
      {
        rows: [
          measured('PGlite', 'active tracking list (700 rows)', 60, 12.5),
          measured('PGlite', '  reference: bare node:http, same JSON', 90, 5),
        ],
        memory: { pgliteAtRestMb: 120.4, pgliteAfterLoadMb: 180.6 },
        scaleOut: { 'one process': 40, 'two processes': 70, ratio: 1.75 },
      },
      2,
    );
    const lines = text.split('\n');
    expect(lines[0]).toMatch(/^database {3}call {36} {2}rate {2}done/);
    // Every row as wide as the header; errors and timeouts counted together; no figure as "—".
    expect(lines[1]).toHaveLength(lines[0]!.length);
    expect(lines[1]).toMatch(
      /^PGlite {5}active tracking list \(700 rows\)\s+20\s+20\s+4\s+9\s+12\s+3\s+—\s+60\s+12\.5$/,
    );
    expect(text).toContain(
      'PGlite: the list call sustains 60 req/s, bare node:http 90 req/s (bare/API 1.5×; target within 2×); CPU per request 12.5 ms against 5 ms (2.5×)',
    );
    expect(text).toContain('API memory (PGlite): 120 MB at rest, 181 MB after the load');
    expect(text).toContain('one process 40 req/s, two processes 70 req/s (×1.75 on this 2-core machine)');
  });

  it('leaves out the comparisons a --quick run did not measure', () => {
    const text: string = formatLoadReport(
      {
        rows: [measured('PGlite', 'active tracking list (700 rows)', null, 12.5)],
        memory: { pgliteAtRestMb: 120, pgliteAfterLoadMb: 150 },
        scaleOut: null,
      },
      2,
    );
    expect(text).not.toContain('bare node:http');
    expect(text).not.toContain('scale-out');
  });
});
