import type { I18n } from '@lingui/core';
import { fieldMessage } from './field-messages';

/**
 * The field a server refusal names (`"articulos.0.cantidad: must be at least 1"`, or the error's
 * `field`), so a failed submit can put the reason next to the field; null when it names none.
 */
export function serverFieldError(error: unknown, i18n: I18n): { field: string; message: string } | null {
  const details = error as {
    field?: unknown;
    message?: unknown;
    body?: { field?: unknown; message?: unknown };
  };
  const message = String(details?.body?.message ?? details?.message ?? '');
  const field = details?.body?.field ?? details?.field;
  const match = /^([\w.]+): (.+)$/.exec(message);
  if (typeof field === 'string' && field)
    return { field, message: fieldMessage(match?.[2] ?? message, i18n) };
  if (match) return { field: match[1]!, message: fieldMessage(match[2]!, i18n) };
  return null;
}
