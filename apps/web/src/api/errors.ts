import { ExtranetConnectionError, ExtranetHttpError } from '@extranet/sdk';

/** Seconds to wait before trying again, from a 429's `Retry-After` header (or its message). */
export function retryAfterSeconds(error: unknown): number | null {
  if (!(error instanceof ExtranetHttpError) || error.status !== 429) return null;
  const cause = error.cause as { response?: { headers?: Headers } } | undefined;
  const header = cause?.response?.headers?.get?.('retry-after');
  if (header) {
    const seconds = Number(header);
    if (Number.isFinite(seconds) && seconds >= 0) return Math.ceil(seconds);
    const date = Date.parse(header);
    if (!Number.isNaN(date)) return Math.max(0, Math.ceil((date - Date.now()) / 1000));
  }
  const inMessage = /(\d+)\s*(s|sec|seconds|segundos)\b/i.exec(error.message);
  return inMessage?.[1] ? Number(inMessage[1]) : null;
}

/** The server could not be reached or failed (5xx): "try again later" rather than "fix your input". */
export const isServerDown = (error: unknown): boolean =>
  error instanceof ExtranetConnectionError || (error instanceof ExtranetHttpError && error.status >= 500);

export const httpStatus = (error: unknown): number | null =>
  error instanceof ExtranetHttpError ? error.status : null;
