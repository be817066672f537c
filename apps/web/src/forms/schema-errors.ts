import type { I18n } from '@lingui/core';
import * as v from 'valibot';
import { fieldMessage } from './field-messages';

/**
 * Checks form values with the SDK's request schema — the rules the server applies — and gives each
 * failing field's first message, keyed by its dot path (`articulos.0.cantidad`), as Mantine's form
 * expects.
 */
export function schemaErrors(schema: v.GenericSchema, values: unknown, i18n: I18n): Record<string, string> {
  const result = v.safeParse(schema, values, { abortPipeEarly: true });
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.issues) {
    const path = v.getDotPath(issue) ?? '';
    if (!(path in errors)) errors[path] = fieldMessage(issue.message, i18n);
  }
  return errors;
}

// Kept apart (no valibot) for /login's initial load, which only needs this one.
export { serverFieldError } from './server-field';
