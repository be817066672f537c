import { describe, expect, it } from 'vitest';
import { deliveryCount, eventsRows, latencySummary, percentile, raisedBy } from './bench-events-stats.mjs';

const post = {
  numeroPartida: 'M26-000123',
  fecha: '2026-11-28T03:00:00.000Z',
  estimada: '2026-12-01T10:00:00.000Z',
};

describe('bench-events helpers', () => {
  it('ties an event to the post that raised it by shipment and milestone time or new estimate', () => {
    expect(raisedBy({ tipo: 'SALIDA', numeroPartida: post.numeroPartida, fechaHito: post.fecha }, post)).toBe(
      true,
    );
    expect(
      raisedBy({ tipo: 'CAMBIO_ETA', numeroPartida: post.numeroPartida, etaNueva: post.estimada }, post),
    ).toBe(true);
    expect(
      raisedBy({ tipo: 'RETRASO', numeroPartida: post.numeroPartida, estimada: post.estimada }, post),
    ).toBe(true);
    // Another shipment, or an earlier post's estimate on the same one, is not this post's.
    expect(raisedBy({ tipo: 'CAMBIO_ETA', numeroPartida: 'M26-000999', etaNueva: post.estimada }, post)).toBe(
      false,
    );
    expect(
      raisedBy(
        { tipo: 'CAMBIO_ETA', numeroPartida: post.numeroPartida, etaNueva: '2026-12-02T10:00:00.000Z' },
        post,
      ),
    ).toBe(false);
  });

  it('takes nearest-rank percentiles and reports posts never seen', () => {
    const times = Array.from({ length: 20 }, (_, i) => (i + 1) * 10);
    expect(percentile(times, 50)).toBe(100);
    expect(percentile(times, 95)).toBe(190);
    expect(percentile([], 95)).toBeNull();
    expect(latencySummary([30.4, null, 10.6, 20])).toEqual({
      count: 3,
      missing: 1,
      p50Ms: 20,
      p95Ms: 30,
      maxMs: 30,
    });
  });

  it('counts a repeated webhook-id as a duplicate', () => {
    expect(deliveryCount(['msg_a', 'msg_b', 'msg_a'])).toEqual({ deliveries: 3, duplicates: 1 });
    expect(deliveryCount([])).toEqual({ deliveries: 0, duplicates: 0 });
  });
});

describe('eventsRows', () => {
  const summary = (p95Ms: number, missing = 0) => ({ count: 8, missing, p50Ms: 50, p95Ms, maxMs: p95Ms });
  const events = {
    posts: 8,
    targetP95Ms: 2000,
    notification: summary(80),
    webhook: summary(2100),
    deliveries: 16,
    duplicates: 0,
    invalidSignatures: 0,
  };

  it('marks each latency against the 2 s p95 target and the deliveries against duplicates', () => {
    const rows = eventsRows(events);
    expect(rows.map((r) => r.met)).toEqual(['yes', 'NO', 'yes']);
    expect(rows[1]!.measured).toBe('p50 50 ms, p95 2,100 ms, max 2,100 ms');
    expect(rows[2]!.measured).toBe('deliveries: 16, duplicates: 0');
  });

  it('does not meet the target when a post was never seen, and says why a failed part has no figures', () => {
    expect(eventsRows({ ...events, notification: summary(80, 1) })[0]!.met).toBe('NO');
    expect(eventsRows({ error: 'bench-events.mjs exited with 1' })).toEqual([
      expect.objectContaining({ figure: 'events: no figures', measured: 'bench-events.mjs exited with 1' }),
    ]);
  });
});
