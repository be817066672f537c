import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain ES module of the repo scripts, without types
import { longestTask } from './trace-tasks.mjs';

// A trace as Chromium writes it: one event a line, the first line opening the array.
const trace = (events: object[]) =>
  Buffer.from(`{"traceEvents":[${events.map((event) => JSON.stringify(event)).join(',\n')}\n]}\n`);

const name = (pid: number, tid: number, thread: string) => ({
  name: 'thread_name',
  ph: 'M',
  pid,
  tid,
  args: { name: thread },
});
const task = (pid: number, tid: number, dur: number, tdur?: number) => ({
  name: 'RunTask',
  ph: 'X',
  pid,
  tid,
  dur,
  tdur,
});

describe('longestTask', () => {
  it("takes the renderer main thread's longest task, in wall-clock and CPU milliseconds", () => {
    const result = longestTask(
      trace([
        name(1, 10, 'CrRendererMain'),
        task(1, 10, 12_000, 9_000),
        task(1, 10, 48_000, 20_000),
        // Another thread's and another process's tasks do not count.
        task(1, 11, 300_000, 300_000),
        task(2, 10, 500_000, 500_000),
        { name: 'Other', ph: 'X', pid: 1, tid: 10, dur: 900_000 },
      ]),
    );
    expect(result).toEqual({ wall: 48, cpu: 20 });
  });

  it('says n/a (NaN) without a renderer main thread', () => {
    const result = longestTask(trace([name(1, 10, 'Compositor'), task(1, 10, 12_000, 9_000)]));
    expect(Number.isNaN(result.wall) && Number.isNaN(result.cpu)).toBe(true);
  });
});
