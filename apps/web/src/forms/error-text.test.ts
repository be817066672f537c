import { ApiError, ConnectionError } from '@extranet/sdk';
import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { errorText } from './error-text';

const i18n = setupI18n({ locale: 'en', messages: { en: {} } });
const refused = (status: number, message: string, field?: string, code = `HTTP_${status}`) =>
  new ApiError('configuracion.guardarRol', { status, code, message, field });

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

  it('says which conflict by its code and field, never in the server’s English', () => {
    expect(
      errorText(refused(409, 'The role is held by 3 user(s): a, b, c', undefined, 'ROLE_IN_USE'), i18n),
    ).toBe('The role is held by some users. Give them another role first.');
    expect(errorText(refused(409, 'usuario: is already taken', 'usuario', 'CONFLICT'), i18n)).toBe(
      'This user name is already taken. Choose another.',
    );
    expect(
      errorText(
        refused(409, 'At least one active administrator must remain', undefined, 'LAST_ADMINISTRATOR'),
        i18n,
      ),
    ).toMatch(/^At least one active administrator/);
    expect(errorText(refused(409, 'The record already exists'), i18n)).toBe(
      'It conflicts with what is already saved. Reload the page and try again.',
    );
  });

  it('names a missing tariff by its code', () => {
    const noTariff = refused(
      422,
      'aeropuertoDestino: no air tariff from MAD to JFK for this service',
      'aeropuertoDestino',
      'NO_TARIFF',
    );
    expect(errorText(noTariff, i18n)).toBe('There is no air tariff for this route with this service.');
  });

  it('shows no raw English for anything else', () => {
    expect(errorText(refused(418, 'I am a teapot'), i18n)).not.toContain('teapot');
    expect(errorText(new Error('TypeError: x is undefined'), i18n)).toBe('Something went wrong. Try again.');
  });
});
