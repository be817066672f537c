import type { EndpointCall, RequestOptions } from './endpoint';

// The retry and timeout policy of every call. It is ours, not ofetch's (whose own retry stays off):
// ofetch would retry a 409 and a 425, retries without backoff, ignores `Retry-After`, and its timeout
// does not combine with the caller's AbortSignal.

/** Default retries of a failed idempotent call. */
export const DEFAULT_MAX_RETRIES = 2;
/** First backoff delay; doubles each retry, with up to 25 % jitter taken off. */
const INITIAL_RETRY_DELAY_MS = 500;
/** Longest backoff delay between two attempts. */
const MAX_RETRY_DELAY_MS = 8_000;
/** A `Retry-After` longer than this is not waited out: the error goes to the caller instead. */
export const MAX_RETRY_AFTER_MS = 60_000;

/** Statuses worth another attempt. 409 (conflict) and 425 (too early) never are. */
export const isRetryableStatus = (status: number): boolean =>
  status === 408 || status === 429 || status >= 500;

/** How many times a failed call may be sent again: none for a write that is not idempotent. */
export function retriesOf(
  endpoint: EndpointCall,
  options: RequestOptions,
  clientMaxRetries?: number,
): number {
  // A retried POST could create a shipment twice: only idempotent calls (GET, PUT, DELETE, or a POST
  // that says so), or those opted in, retry.
  const idempotent = endpoint.method !== 'POST' || endpoint.idempotent || options.idempotent;
  return idempotent ? Math.max(0, options.maxRetries ?? clientMaxRetries ?? DEFAULT_MAX_RETRIES) : 0;
}

/** Delay before retry number `retry` (0-based): exponential backoff with jitter, or the server's Retry-After. */
export function retryDelayMs(
  retry: number,
  retryAfterSeconds: number | undefined,
  random: () => number = Math.random,
): number | null {
  if (retryAfterSeconds !== undefined) {
    const wait = retryAfterSeconds * 1000;
    return wait <= MAX_RETRY_AFTER_MS ? wait : null;
  }
  const backoff = Math.min(INITIAL_RETRY_DELAY_MS * 2 ** retry, MAX_RETRY_DELAY_MS);
  return backoff * (1 - random() * 0.25);
}

/** Resolves after `ms`, or rejects with the signal's reason when it aborts first. */
export const sleep = (ms: number, signal: AbortSignal | undefined): Promise<void> =>
  new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const done = () => {
      signal?.removeEventListener('abort', abort);
      resolve();
    };
    const timer = setTimeout(done, ms);
    const abort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    signal?.addEventListener('abort', abort, { once: true });
  });

/** The signal of one attempt, which the caller's signal and the attempt's own timeout both abort. */
export interface AttemptSignal {
  signal: AbortSignal;
  /** True once the timeout has fired. */
  timedOut(): boolean;
  /** Stops the timer and forgets the caller's signal; call it when the attempt is over. */
  done(): void;
}

/** Each attempt gets the whole `timeout`, reading of the answer included. */
export function attemptSignal(signal: AbortSignal | undefined, timeout: number | undefined): AttemptSignal {
  const controller = new AbortController();
  const cancel = () => controller.abort(signal?.reason);
  if (signal?.aborted) cancel();
  else signal?.addEventListener('abort', cancel, { once: true });
  let timedOut = false;
  const timer =
    timeout !== undefined && timeout > 0
      ? setTimeout(() => {
          timedOut = true;
          controller.abort();
        }, timeout)
      : undefined;
  return {
    signal: controller.signal,
    timedOut: () => timedOut,
    done: () => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', cancel);
    },
  };
}
