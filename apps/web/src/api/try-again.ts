import { ApiError } from '@extranet/sdk';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { isServerDown, retryAfterSeconds } from './errors';

/**
 * "Try again in 15 minutes." from a 429's wait in seconds: minutes from a minute up (rounded up,
 * never "891 seconds"), seconds below, "a few minutes" when the server gave no wait.
 */
export function useTryAgainIn(): (seconds: number | null) => string {
  const { t } = useLingui();
  return (seconds) => {
    if (seconds === null || !Number.isFinite(seconds) || seconds <= 0) return t`Try again in a few minutes.`;
    if (seconds < 60) {
      const count = Math.ceil(seconds);
      return t`Try again in ${plural(count, { one: '# second', other: '# seconds' })}.`;
    }
    const minutes = Math.ceil(seconds / 60);
    return t`Try again in ${plural(minutes, { one: '# minute', other: '# minutes' })}.`;
  };
}

/**
 * What to tell someone whose request the server could not take: not answering, or too many requests
 * (with how long to wait). Null for any other failure, which the form words itself.
 */
export function useUnavailableText(): (error: unknown) => string | null {
  const { t } = useLingui();
  const tryAgainIn = useTryAgainIn();
  return (error) => {
    if (isServerDown(error)) return t`The server is not responding. Try again in a few minutes.`;
    if (error instanceof ApiError && error.status === 429)
      return t`Too many requests. ${tryAgainIn(retryAfterSeconds(error))}`;
    return null;
  };
}
