/**
 * Fixed-window counters in memory, per key (`login:ip:…`, `login:user:…`). Enough for one process;
 * several API processes each apply the limit (a shared store would be the next step).
 */
export class RateLimiter {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();

  constructor(
    readonly max: number,
    readonly windowMs: number,
    private readonly now: () => number,
  ) {}

  /** Seconds to wait when `key` has used its attempts, otherwise 0. */
  blockedFor(key: string): number {
    const window = this.windows.get(key);
    if (!window || window.resetAt <= this.now() || window.count < this.max) return 0;
    return Math.max(1, Math.ceil((window.resetAt - this.now()) / 1000));
  }

  /** Counts one attempt; returns the seconds to wait when that attempt was over the limit. */
  hit(key: string): number {
    const now = this.now();
    if (this.windows.size > 10_000) this.sweep(now);
    let window = this.windows.get(key);
    if (!window || window.resetAt <= now) {
      window = { count: 0, resetAt: now + this.windowMs };
      this.windows.set(key, window);
    }
    window.count++;
    return window.count > this.max ? Math.max(1, Math.ceil((window.resetAt - now) / 1000)) : 0;
  }

  reset(key: string): void {
    this.windows.delete(key);
  }

  private sweep(now: number): void {
    for (const [key, window] of this.windows) if (window.resetAt <= now) this.windows.delete(key);
  }
}

export interface RateLimits {
  /** Sign-in attempts per client IP. */
  loginPerIp: RateLimiter;
  /** Failed sign-ins per user name (a correct password is refused too while blocked). */
  loginFailuresPerUser: RateLimiter;
  /** Recovery and sign-up requests per client IP. */
  recoveryPerIp: RateLimiter;
  /** Recovery e-mails per address. */
  recoveryPerEmail: RateLimiter;
}

export function createRateLimits(now: () => number): RateLimits {
  const minutes = (n: number) => n * 60_000;
  return {
    loginPerIp: new RateLimiter(100, minutes(15), now),
    loginFailuresPerUser: new RateLimiter(5, minutes(15), now),
    recoveryPerIp: new RateLimiter(20, minutes(15), now),
    recoveryPerEmail: new RateLimiter(3, minutes(15), now),
  };
}
