import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createAppSetup } from '../app-setup';
import { fakeFetch, renderWithProviders, screen, testApiOptions } from '../test-utils/render';

// The sign-up page through the real router, against a fake server.

function start(answer: { status?: number; body: unknown } = { body: { recibida: true } }) {
  const fetch = fakeFetch({ 'POST /api/Validacion/SolicitarAcceso': answer });
  const { router, api } = createAppSetup({
    api: testApiOptions(fetch),
    history: createMemoryHistory({ initialEntries: ['/signup'] }),
  });
  renderWithProviders(<RouterProvider router={router} />, { api });
  return fetch;
}

describe('/signup', () => {
  it('keeps what is typed in every field (it used to crash on the first keystroke)', async () => {
    start();
    const user = userEvent.setup();
    const name = await screen.findByLabelText(/Full name/);
    await user.type(name, 'Ana Pérez');
    await user.type(screen.getByLabelText(/E-mail/), 'ana@example.com');
    await user.type(screen.getByLabelText(/Company/), 'Frutas del Sur');
    await user.type(screen.getByLabelText(/Comment/), 'FRUSUR');
    expect(name).toHaveProperty('value', 'Ana Pérez');
    expect(screen.getByLabelText(/Company/)).toHaveProperty('value', 'Frutas del Sur');
  });

  it('shows each field error next to its field and sends nothing', async () => {
    const fetch = start();
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/E-mail/), 'not-an-address');
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    expect(await screen.findByText('Enter your full name.')).toBeTruthy();
    expect(screen.getByText('Enter a valid e-mail address.')).toBeTruthy();
    expect(fetch.calls).not.toContain('POST /api/Validacion/SolicitarAcceso');
  });

  it('puts a refusal from the server on its field, in plain words', async () => {
    start({
      status: 400,
      body: { code: 'VALIDATION', message: 'telefono: must have at most 40 characters', field: 'telefono' },
    });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/Full name/), 'Ana Pérez');
    await user.type(screen.getByLabelText(/E-mail/), 'ana@example.com');
    await user.type(screen.getByLabelText(/Company/), 'Frutas del Sur');
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    expect(await screen.findByText('At most 40 characters')).toBeTruthy();
  });

  it('sends the trimmed request and says what happens next', async () => {
    const fetch = start();
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/Full name/), ' Ana Pérez ');
    await user.type(screen.getByLabelText(/E-mail/), 'ana@example.com');
    await user.type(screen.getByLabelText(/Company/), 'Frutas del Sur');
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    expect(await screen.findByText(/An administrator will review your request/)).toBeTruthy();
    expect(fetch.bodies['POST /api/Validacion/SolicitarAcceso']).toMatchObject({
      nombre: 'Ana Pérez',
      correo: 'ana@example.com',
      empresa: 'Frutas del Sur',
      idioma: 'en',
    });
  });
});
