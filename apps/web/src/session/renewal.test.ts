import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeJwt } from '../test-utils/session';
import { RENEW_BEFORE_MS, renewalDelay, scheduleRenewal } from './renewal';

const T0 = Date.UTC(2026, 2, 1, 12, 0, 0);
const tokenExpiringIn = (ms: number, from = Date.now()) => fakeJwt({ exp: Math.floor((from + ms) / 1000) });

describe('renewalDelay', () => {
  it('renews a few minutes before the expiry, never in the past', () => {
    expect(RENEW_BEFORE_MS).toBe(180_000);
    expect(renewalDelay(T0 + 3_600_000, T0)).toBe(3_600_000 - 180_000);
    expect(renewalDelay(T0 + 60_000, T0)).toBe(0);
  });
});

describe('scheduleRenewal', () => {
  let token: string | null;
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(T0);
    token = tokenExpiringIn(60 * 60_000);
  });
  afterEach(() => vi.useRealTimers());

  it('calls RenovarToken 3 minutes before expiry and re-arms on the new token', async () => {
    const renew = vi.fn(async () => {
      token = tokenExpiringIn(60 * 60_000);
      return token;
    });
    const onExpired = vi.fn();
    const stop = scheduleRenewal({ getToken: () => token, renew, isFinal: () => true, onExpired });

    await vi.advanceTimersByTimeAsync(57 * 60_000 - 1);
    expect(renew).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(renew).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(57 * 60_000);
    expect(renew).toHaveBeenCalledTimes(2);
    expect(onExpired).not.toHaveBeenCalled();
    stop();
    await vi.advanceTimersByTimeAsync(3 * 60 * 60_000);
    expect(renew).toHaveBeenCalledTimes(2);
  });

  it('retries a transient failure until the token runs out, then signs out', async () => {
    const renew = vi.fn(async () => {
      throw new Error('offline');
    });
    const onExpired = vi.fn();
    scheduleRenewal({ getToken: () => token, renew, isFinal: () => false, onExpired, retryAfter: 30_000 });
    await vi.advanceTimersByTimeAsync(57 * 60_000);
    expect(renew).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(renew).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(3 * 60_000);
    expect(onExpired).toHaveBeenCalledTimes(1);
    expect(renew.mock.calls.length).toBeLessThanOrEqual(7);
  });

  it('ends the session at once when the server refuses the renewal', async () => {
    const onExpired = vi.fn();
    scheduleRenewal({
      getToken: () => token,
      renew: () => Promise.reject(new Error('401')),
      isFinal: () => true,
      onExpired,
    });
    await vi.advanceTimersByTimeAsync(57 * 60_000);
    expect(onExpired).toHaveBeenCalledTimes(1);
  });

  it('signs out right away without a valid token', () => {
    const onExpired = vi.fn();
    scheduleRenewal({
      getToken: () => tokenExpiringIn(-1000),
      renew: vi.fn(),
      isFinal: () => true,
      onExpired,
    });
    scheduleRenewal({ getToken: () => null, renew: vi.fn(), isFinal: () => true, onExpired });
    expect(onExpired).toHaveBeenCalledTimes(2);
  });

  it('does not renew after the tab slept past the expiry', async () => {
    const renew = vi.fn(async () => 'x');
    const onExpired = vi.fn();
    scheduleRenewal({ getToken: () => token, renew, isFinal: () => true, onExpired });
    vi.setSystemTime(T0 + 2 * 60 * 60_000); // the machine slept: timers fire late
    await vi.advanceTimersByTimeAsync(57 * 60_000);
    expect(renew).not.toHaveBeenCalled();
    expect(onExpired).toHaveBeenCalledTimes(1);
  });
});
