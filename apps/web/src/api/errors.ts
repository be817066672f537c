import { ApiError, ConnectionError } from '@extranet/sdk';

/**
 * Seconds to wait before trying again after a 429: the SDK reads the `Retry-After` header (seconds
 * or an HTTP date) into `retryAfter`. Never read from the message text, whatever its language.
 */
export function retryAfterSeconds(error: unknown): number | null {
  if (!(error instanceof ApiError) || error.status !== 429) return null;
  return error.retryAfter === undefined ? null : Math.ceil(error.retryAfter);
}

/** The server could not be reached or failed (5xx): "try again later" rather than "fix your input". */
export const isServerDown = (error: unknown): boolean =>
  error instanceof ConnectionError || (error instanceof ApiError && error.status >= 500);

export const httpStatus = (error: unknown): number | null =>
  error instanceof ApiError ? error.status : null;
