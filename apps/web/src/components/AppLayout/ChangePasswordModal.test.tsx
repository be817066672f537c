import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createTestApi, loadTestCatalog, renderWithRouter, screen } from '../../test-utils/render';
import { ChangePasswordModal } from './ChangePasswordModal';

const SLOW = { timeout: 5000 };

async function submitWith(locale: 'en' | 'es', answer: { code: string; field: string; message: string }) {
  await loadTestCatalog(locale);
  const api = createTestApi({ 'POST /api/Validacion/CambiarContrasena': { status: 400, body: answer } });
  renderWithRouter(<ChangePasswordModal usuario="demo" opened onClose={() => {}} />, { locale, api });
  const user = userEvent.setup();
  const inputs = await screen.findAllByLabelText(/password|contraseña/i, {}, SLOW);
  const [current, next, repeated] = inputs.filter((input) => input.tagName === 'INPUT');
  await user.type(current!, 'Wrong#2026');
  await user.type(next!, 'Another#Long#2026');
  await user.type(repeated!, 'Another#Long#2026');
  await user.click(
    screen.getByRole('button', { name: locale === 'es' ? 'Cambiar contraseña' : 'Change password' }),
  );
  return { current: current!, next: next! };
}

const errorOf = (input: HTMLElement) => {
  const id = input
    .getAttribute('aria-describedby')
    ?.split(' ')
    .find((part) => part.includes('error'));
  return id ? (document.getElementById(id)?.textContent ?? '') : '';
};

describe('change password', () => {
  it('puts a wrong current password on that field, in Spanish, never the raw field name or server text', async () => {
    const { current, next } = await submitWith('es', {
      code: 'INVALID_PASSWORD',
      field: 'claveActual',
      message: 'claveActual: is not the current password',
    });
    await screen.findByText('La contraseña actual no es correcta.', {}, SLOW);
    expect(errorOf(current)).toBe('La contraseña actual no es correcta.');
    expect(errorOf(next)).toBe('');
    expect(document.body.textContent).not.toContain('claveActual');
    expect(document.body.textContent).not.toContain('is not the current password');
  });

  it('puts a refused new password on the new-password field, in the UI language', async () => {
    const { current, next } = await submitWith('en', {
      code: 'WEAK_PASSWORD',
      field: 'claveNueva',
      message: 'claveNueva: is too common; choose a less predictable password',
    });
    await screen.findByText(/This password is not accepted/, {}, SLOW);
    expect(errorOf(next)).toMatch(/^This password is not accepted/);
    expect(errorOf(current)).toBe('');
  });
});
