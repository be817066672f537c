import { createExtranetClient } from '@extranet/sdk';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseURL, connectBrowser, newContext, signIn } from './browser';

// Administration against the real server and its demo data, as `admin`.

let browser: Browser;
beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Calls the API with the signed-in page's token (test set-up only: the UI under test is elsewhere). */
async function apiCall(page: Page, method: string, path: string, body?: unknown) {
  const token = await page.evaluate(() => sessionStorage.getItem('jwt_token'));
  const xsrf = (await page.context().cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '';
  const response = await page.request.fetch(`${baseURL()}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'x-xsrf-token': xsrf },
    data: body === undefined ? undefined : JSON.stringify(body),
  });
  expect(response.status(), await response.text()).toBeLessThan(300);
  return response.json();
}

const row = (page: Page, usuario: string) => page.locator('tbody tr', { hasText: usuario });

describe('user management', () => {
  it('deactivating a user, confirmed by name, signs that user out at their next call', async () => {
    const adminContext = await newContext(browser);
    const admin = await adminContext.newPage();
    await signIn(admin, 'admin', '/login?redirect=%2Fuser-management');
    const roles: { id: number; nombre: string }[] = await apiCall(
      admin,
      'GET',
      '/api/Configuracion/ObtenerRoles',
    );
    const role = roles.find((candidate) => candidate.nombre === 'Cliente (solo seguimiento)')!;
    const usuario = `e2e.baja.${Date.now() % 100_000}`;
    const clave = 'Freight-Canal-2026!';
    await apiCall(admin, 'POST', '/api/Configuracion/GuardarUsuario', {
      usuario,
      nombre: 'Rosa Baja',
      correo: `${usuario}@cliente.example`,
      idRol: role.id,
      activo: true,
      clave,
    });

    const userContext = await newContext(browser);
    const user = await userContext.newPage();
    await user.goto('/login');
    await user.locator('input[name="usuario"]').fill(usuario);
    await user.locator('input[name="clave"]').fill(clave);
    await user.locator('form button[type="submit"]').click();
    await user.getByRole('navigation').first().waitFor();

    await admin.reload();
    await row(admin, usuario).getByRole('button', { name: 'Deactivate' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Deactivate Rosa Baja?' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: `Deactivate ${usuario}` }).click();
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => row(admin, usuario).textContent()).toContain('Deactivated');

    // The user's next call is refused: the app sends them to the login page.
    await user.goto('/tracking');
    await user.waitForURL((url) => url.pathname === '/login', { timeout: 15_000 });
    await adminContext.close();
    await userContext.close();
  });

  it('an access request is approved with a role; the applicant is mailed, not shown a password', async () => {
    // The test's own applicant, through the sign-up call: the demo data's request (ana.beltran)
    // stays as shipped, and the test can run again against the same server.
    const n = Date.now() % 100_000;
    const nombre = `Alba Solicitante ${n}`;
    await createExtranetClient({ baseURL: baseURL() }).validacion.solicitarAcceso({
      body: { nombre, correo: `e2e.acceso.${n}@importadora.example`, empresa: 'Importadora del Norte S.L.' },
    });
    const context = await newContext(browser);
    const page = await context.newPage();
    await signIn(page, 'admin', '/login?redirect=%2Fuser-management');
    const applicant = row(page, nombre);
    await expect.poll(() => applicant.textContent(), { timeout: 20_000 }).toContain('Awaiting approval');
    await applicant.getByRole('button', { name: 'Review' }).click();
    const dialog = page.getByRole('dialog', { name: `Access request of ${nombre}` });
    await dialog.waitFor();
    await dialog.getByRole('textbox', { name: 'Role' }).click();
    await page.getByRole('option', { name: 'Cliente (solo seguimiento)' }).click();
    await dialog.getByRole('button', { name: 'Approve' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByText('e-mailed a link to choose a password').waitFor();
    await expect.poll(() => applicant.textContent()).toContain('Active');
    expect(await applicant.textContent()).toContain('Cliente (solo seguimiento)');
    await context.close();
  });
});

describe('customer assignment', () => {
  it('an assigned customer applies at the user next call: tracking shows only its rows', async () => {
    const adminContext = await newContext(browser);
    const admin = await adminContext.newPage();
    await signIn(admin, 'admin', '/login?redirect=%2Fcustomer-assignment');
    const roles: { id: number; nombre: string }[] = await apiCall(
      admin,
      'GET',
      '/api/Configuracion/ObtenerRoles',
    );
    const role = roles.find((candidate) => candidate.nombre === 'Cliente (solo seguimiento)')!;
    const usuario = `e2e.asig.${Date.now() % 100_000}`;
    const clave = 'Freight-Canal-2026!';
    await apiCall(admin, 'POST', '/api/Configuracion/GuardarUsuario', {
      usuario,
      nombre: 'Carlos Asignado',
      correo: `${usuario}@cliente.example`,
      idRol: role.id,
      activo: true,
      clave,
    });
    await admin.reload();
    await admin.getByRole('textbox', { name: 'User' }).click();
    await admin.getByRole('option', { name: `Carlos Asignado (${usuario})` }).click();
    await admin.getByText('has no customer accounts yet').waitFor({ timeout: 20_000 });
    await admin.getByRole('textbox', { name: 'Customer accounts to assign' }).fill('AUTOIB');
    await admin
      .getByRole('option', { name: /AUTOIB/ })
      .first()
      .click();
    await admin.getByRole('button', { name: 'Assign', exact: true }).click();
    await admin.getByRole('button', { name: 'Remove AUTOIB' }).waitFor({ timeout: 20_000 });

    const userContext = await newContext(browser);
    const user = await userContext.newPage();
    await user.goto('/login?redirect=%2Ftracking');
    await user.locator('input[name="usuario"]').fill(usuario);
    await user.locator('input[name="clave"]').fill(clave);
    await user.locator('form button[type="submit"]').click();
    const grid = user.getByTestId('grid-tracking');
    await expect.poll(() => grid.getAttribute('data-rows'), { timeout: 20_000 }).not.toBeNull();
    expect(Number(await grid.getAttribute('data-rows'))).toBeGreaterThan(0);
    const rows: { cliente: string; idCliente: number }[] = await apiCall(
      user,
      'GET',
      '/api/Tracking/ObtenerSeguimientoEnvios',
    );
    expect(rows.length).toBe(Number(await grid.getAttribute('data-rows')));
    expect(new Set(rows.map((row) => row.idCliente)).size).toBe(1);
    await adminContext.close();
    await userContext.close();
  });
});

describe('role management', () => {
  it('creates a role from the flag matrix and lists it with its flags', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await signIn(page, 'admin', '/login?redirect=%2Frole-management');
    const name = `E2E dossiers ${Date.now() % 100_000}`;
    await page.getByRole('button', { name: 'New role' }).click();
    const dialog = page.getByRole('dialog', { name: 'New role' });
    await dialog.getByRole('textbox', { name: 'Name' }).fill(name);
    await dialog.getByRole('checkbox', { name: 'Dossiers' }).check();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'hidden' });
    const row = page.locator('tbody tr', { hasText: name });
    await row.waitFor({ timeout: 20_000 });
    expect(await row.getByLabel('Yes').count()).toBe(1);
    await context.close();
  });
});
