import { tokenExpiresAt } from './token';

/** Renew this long before the token expires. */
export const RENEW_BEFORE_MS = 3 * 60_000;
/** After a failed renewal that may succeed later (network), try again after this long. */
export const RENEW_RETRY_MS = 30_000;
// setTimeout holds at most a signed 32-bit delay; longer waits are re-armed.
const MAX_TIMER_MS = 2_147_000_000;

/** How long to wait before renewing a token that expires at `expiresAt` (never negative). */
export function renewalDelay(expiresAt: number, now: number = Date.now(), renewBefore = RENEW_BEFORE_MS) {
  return Math.max(0, expiresAt - renewBefore - now);
}

export interface RenewalOptions {
  getToken: () => string | null;
  /** Asks the server for a fresh token (RenovarToken) and stores it. */
  renew: () => Promise<string>;
  /** True when a failed renewal is final (401/403): the session is over. */
  isFinal: (error: unknown) => boolean;
  /** The token ran out (or its renewal was refused): sign out and go to /login. */
  onExpired: () => void;
  now?: () => number;
  renewBefore?: number;
  retryAfter?: number;
}

/**
 * Keeps the session alive: renews the token `renewBefore` ms before its `exp`, re-arms on the new
 * token, retries transient failures until expiry, and calls `onExpired` when it cannot. Returns a stop
 * function.
 */
export function scheduleRenewal(options: RenewalOptions): () => void {
  const now = options.now ?? Date.now;
  const renewBefore = options.renewBefore ?? RENEW_BEFORE_MS;
  const retryAfter = options.retryAfter ?? RENEW_RETRY_MS;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;

  const arm = (delay: number, run: () => void) => {
    timer = setTimeout(
      () => {
        if (!stopped) run();
      },
      Math.min(delay, MAX_TIMER_MS),
    );
  };

  const plan = () => {
    const token = options.getToken();
    const expiresAt = token ? tokenExpiresAt(token) : null;
    if (expiresAt === null || expiresAt <= now()) {
      options.onExpired();
      return;
    }
    const delay = renewalDelay(expiresAt, now(), renewBefore);
    arm(delay, () => (renewalDelay(expiresAt, now(), renewBefore) > 0 ? plan() : attempt(expiresAt)));
  };

  const attempt = (expiresAt: number) => {
    if (expiresAt <= now()) {
      options.onExpired(); // the tab slept past the expiry: nothing left to renew
      return;
    }
    options.renew().then(
      () => {
        if (!stopped) plan();
      },
      (error: unknown) => {
        if (stopped) return;
        if (options.isFinal(error)) {
          options.onExpired();
          return;
        }
        const left = expiresAt - now();
        if (left <= 0) options.onExpired();
        else
          arm(Math.min(retryAfter, left), () =>
            expiresAt > now() ? attempt(expiresAt) : options.onExpired(),
          );
      },
    );
  };

  plan();
  return () => {
    stopped = true;
    if (timer !== undefined) clearTimeout(timer);
  };
}
