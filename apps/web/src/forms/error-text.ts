import { ApiError, ConnectionError } from '@extranet/sdk';
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { serverFieldError } from './schema-errors';

/**
 * What a failed save says to the user, in the interface language, decided by the error's class and
 * status (never its English text): a refusal that names a field says so (the field shows the rule),
 * conflicts keep the server's explanation, the rest say what to do.
 */
export function errorText(error: unknown, i18n: I18n): string {
  if (error instanceof ConnectionError)
    return i18n._(msg`The server could not be reached. Check your connection and try again.`);
  if (error instanceof ApiError) {
    const onField = serverFieldError(error, i18n);
    if (error.status === 400 || error.status === 422)
      return onField
        ? i18n._(msg`Some fields need correcting: they are marked.`)
        : i18n._(msg`The server refused the data as sent.`);
    if (error.status === 403) return i18n._(msg`You are not allowed to do this. Ask your administrator.`);
    if (error.status === 404)
      return i18n._(msg`It no longer exists: someone may have removed it. Reload the page.`);
    if (error.status === 409) return i18n._(msg`It conflicts with what is already saved: ${error.message}`);
    if (error.status === 429) return i18n._(msg`Too many requests. Wait a moment and try again.`);
    if (error.status >= 500) return i18n._(msg`The server failed. Try again in a few minutes.`);
  }
  return error instanceof Error ? error.message : String(error);
}
