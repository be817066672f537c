import { ApiError, ConnectionError } from '@extranet/sdk';
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { serverFieldError } from './server-field';

/** A 409 in the interface language, chosen by the server's `code` and `field`, never its English text. */
function conflictText(error: ApiError, i18n: I18n): string {
  if (error.code === 'LAST_ADMINISTRATOR')
    return i18n._(msg`At least one active administrator must remain. Give another user the role first.`);
  if (error.code === 'ROLE_IN_USE')
    return i18n._(msg`The role is held by some users. Give them another role first.`);
  if (error.code === 'TOO_MANY_VIEWS')
    return i18n._(msg`This list has as many saved views as it may keep. Delete one first.`);
  if (error.field === 'usuario') return i18n._(msg`This user name is already taken. Choose another.`);
  if (error.field === 'nombre') return i18n._(msg`Another one already has this name. Choose another.`);
  if (error.field === 'idusuario') return i18n._(msg`You cannot deactivate your own account.`);
  return i18n._(msg`It conflicts with what is already saved. Reload the page and try again.`);
}

/**
 * What a failed save says to the user, in the interface language, decided by the error's class,
 * status and code (never its English text): a refusal that names a field says so (the field shows
 * the rule), conflicts say which one by their code, the rest say what to do.
 */
export function errorText(error: unknown, i18n: I18n): string {
  if (error instanceof ConnectionError)
    return i18n._(msg`The server could not be reached. Check your connection and try again.`);
  if (error instanceof ApiError) {
    if (error.code === 'NO_TARIFF')
      return i18n._(msg`There is no air tariff for this route with this service.`);
    const onField = serverFieldError(error, i18n);
    if (error.status === 400 || error.status === 422)
      return onField
        ? i18n._(msg`Some fields need correcting: they are marked.`)
        : i18n._(msg`The server refused the data as sent.`);
    if (error.status === 403) return i18n._(msg`You are not allowed to do this. Ask your administrator.`);
    if (error.status === 404)
      return i18n._(msg`It no longer exists: someone may have removed it. Reload the page.`);
    if (error.status === 409) return conflictText(error, i18n);
    if (error.status === 429) return i18n._(msg`Too many requests. Wait a moment and try again.`);
    if (error.status >= 500) return i18n._(msg`The server failed. Try again in a few minutes.`);
    if (error.status === 401) return i18n._(msg`Your session has ended. Sign in again.`);
    return i18n._(msg`The server refused the request. Try again, or ask your administrator.`);
  }
  return i18n._(msg`Something went wrong. Try again.`);
}
