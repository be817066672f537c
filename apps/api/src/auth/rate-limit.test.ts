import { describe, expect, it } from 'vitest';
import { RateLimiter } from './rate-limit';

describe('RateLimiter', () => {
  it('allows max attempts per window, then says how long to wait', () => {
    let now = 0;
    const limiter = new RateLimiter(3, 60_000, () => now);
    expect([limiter.hit('k'), limiter.hit('k'), limiter.hit('k')]).toEqual([0, 0, 0]);
    expect(limiter.blockedFor('k')).toBe(60);
    expect(limiter.hit('k')).toBe(60);
    expect(limiter.hit('other')).toBe(0);
    now = 30_000;
    expect(limiter.blockedFor('k')).toBe(30);
    now = 60_001;
    expect(limiter.blockedFor('k')).toBe(0);
    expect(limiter.hit('k')).toBe(0);
    limiter.reset('k');
    expect(limiter.blockedFor('k')).toBe(0);
  });
});
