import { ExtranetConnectionError, ExtranetHttpError } from '@extranet/sdk';

/** Seconds to wait before trying again, from a 429's `Retry-After` header (or its message). */
export function retryAfterSeconds(error: unknown): number | null {
  if (!(error instanceof ExtranetHttpError) || error.status !== 429) return null;
  // The SDK reads Retry-After (seconds or an HTTP date) into `retryAfter`, in seconds.
  if (error.retryAfter !== undefined) return Math.ceil(error.retryAfter);
  const inMessage = /(\d+)\s*(s|sec|seconds|segundos)\b/i.exec(error.message);
  return inMessage?.[1] ? Number(inMessage[1]) : null;
}

/** The server could not be reached or failed (5xx): "try again later" rather than "fix your input". */
export const isServerDown = (error: unknown): boolean =>
  error instanceof ExtranetConnectionError || (error instanceof ExtranetHttpError && error.status >= 500);

export const httpStatus = (error: unknown): number | null =>
  error instanceof ExtranetHttpError ? error.status : null;
