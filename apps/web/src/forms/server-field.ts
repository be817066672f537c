import { ApiError } from '@extranet/sdk';
import type { I18n } from '@lingui/core';
import { fieldMessage } from './field-messages';

/**
 * The field a server refusal names (the error's `field`, as the API sets it on a 400 or a 409) and
 * its rule in the interface language, so a failed submit can put the reason next to the field; null
 * for any other error. The server writes the message as `field: rule`; the rule is what is shown.
 */
export function serverFieldError(error: unknown, i18n: I18n): { field: string; message: string } | null {
  if (!(error instanceof ApiError) || !error.field) return null;
  const prefix = `${error.field}: `;
  const rule = error.message.startsWith(prefix) ? error.message.slice(prefix.length) : error.message;
  return { field: error.field, message: fieldMessage(rule, i18n) };
}
