import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOUR_MS } from '../lib/time';
import { createTestApi, type TestApi } from '../testing/harness';
import { Counters } from './rate-limit';

// The counters live in the database: two Counters over one database (two API processes) count the
// same attempts.

let api: TestApi;
let now: Date;
let one: Counters;
let other: Counters;
beforeAll(async () => {
  api = await createTestApi({ seed: false });
  now = new Date('2026-03-01T10:00:00Z');
  one = new Counters(api.db, () => now);
  other = new Counters(api.db, () => now);
});
afterAll(async () => {
  await api?.close();
});
const later = (ms: number) => {
  now = new Date(now.getTime() + ms);
};

describe('Counters', () => {
  it('count events per key in a fixed window, shared by every instance', async () => {
    expect((await one.count('k', 60_000)).count).toBe(1);
    expect((await other.count('k', 60_000)).count).toBe(2);
    const third = await one.count('k', 60_000);
    expect(third).toEqual({ count: 3, resetAt: new Date(now.getTime() + 60_000) });
    expect((await other.count('another', 60_000)).count).toBe(1);
    await one.uncount('k');
    expect((await other.count('k', 60_000)).count).toBe(3);
    later(60_001);
    expect((await one.count('k', 60_000)).count).toBe(1);
  });

  it('count concurrent events exactly once each', async () => {
    const counts = await Promise.all(
      Array.from({ length: 20 }, (_, i) => (i % 2 ? one : other).count('burst', 60_000)),
    );
    expect(counts.map((c) => c.count).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 20 }, (_, i) => i + 1),
    );
  });

  it('make each claim wait the delay set by the one before, and forget after a while', async () => {
    const delays = [0, 60, 120];
    expect(await one.claim('p', delays, HOUR_MS)).toEqual({ allowed: true, attempt: 1 });
    expect(await other.claim('p', delays, HOUR_MS)).toEqual({ allowed: true, attempt: 2 });
    expect(await one.claim('p', delays, HOUR_MS)).toEqual({
      allowed: false,
      retryAt: new Date(now.getTime() + 60_000),
    });
    later(60_000);
    expect(await other.claim('p', delays, HOUR_MS)).toEqual({ allowed: true, attempt: 3 });
    later(119_000);
    expect((await one.claim('p', delays, HOUR_MS)).allowed).toBe(false);
    later(1_000);
    expect(await one.claim('p', delays, HOUR_MS)).toEqual({ allowed: true, attempt: 4 });
    later(120_000); // the last delay repeats
    expect(await one.claim('p', delays, HOUR_MS)).toEqual({ allowed: true, attempt: 5 });
    later(HOUR_MS + 1);
    expect(await one.claim('p', delays, HOUR_MS)).toEqual({ allowed: true, attempt: 1 });
    await one.clear('p');
    expect(await other.claim('p', delays, HOUR_MS)).toEqual({ allowed: true, attempt: 1 });
  });

  it('let one of several concurrent claims through when a delay applies', async () => {
    const claims = await Promise.all(Array.from({ length: 10 }, () => one.claim('q', [60], HOUR_MS)));
    expect(claims.filter((c) => c.allowed)).toHaveLength(1);
  });
});
