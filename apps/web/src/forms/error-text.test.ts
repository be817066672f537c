import { ApiError, ConnectionError } from '@extranet/sdk';
import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { errorText } from './error-text';

const i18n = setupI18n({ locale: 'en', messages: { en: {} } });
const refused = (status: number, message: string, field?: string) =>
  new ApiError('configuracion.guardarRol', { status, code: `HTTP_${status}`, message, field });

describe('errorText', () => {
  it('never shows a rule in the server’s English: a refused field is marked on the form', () => {
    expect(errorText(refused(400, 'nombre: must have at most 80 characters', 'nombre'), i18n)).toBe(
      'Some fields need correcting: they are marked.',
    );
  });

  it('says what to do for each kind of failure', () => {
    expect(errorText(new ConnectionError('x', 'fetch failed'), i18n)).toMatch(/could not be reached/);
    expect(errorText(refused(403, 'Forbidden'), i18n)).toMatch(/not allowed/);
    expect(errorText(refused(404, 'role not found'), i18n)).toMatch(/no longer exists/);
    expect(errorText(refused(429, 'Too many'), i18n)).toMatch(/Too many requests/);
    expect(errorText(refused(503, 'Maintenance'), i18n)).toMatch(/server failed/);
  });

  it('keeps the server’s explanation of a conflict', () => {
    expect(errorText(refused(409, 'The role is used by 3 users'), i18n)).toBe(
      'It conflicts with what is already saved: The role is used by 3 users',
    );
  });
});
