import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectBrowser, linkIn, newContext, signIn, signInWith, waitForMail } from './browser';

// A new customer's first minutes against the real server, every step through the UI: an
// administrator creates (or approves) the user with a role and one customer account, the user
// chooses a password from the e-mailed link (read from the server's MAIL_DIR), signs in and sees
// only that customer's rows; deactivating signs them out. Each run creates its own users, so the
// shared demo accounts stay as other files expect them.

let browser: Browser;
beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const ROLE = 'Cliente (almacén y distribución)';
const CUSTOMER = 'FRUSUR';
/** The lists that role opens. */
const LISTS = ['/tracking', '/stocks', '/movements', '/distribution', '/carbon-footprint'];
const PASSWORD = 'Naranjas-de-Valencia-2026';

const unique = () => `${Date.now() % 1_000_000}${Math.floor(Math.random() * 100)}`;
const row = (page: Page, text: string) => page.locator('tbody tr', { hasText: text });

/** Picks an option of a Mantine select (or the customer search) inside a dialog. */
async function choose(
  page: Page,
  dialog: ReturnType<Page['getByRole']>,
  label: string,
  option: string | RegExp,
) {
  await dialog.getByRole('textbox', { name: label }).click();
  await page.getByRole('option', { name: option }).first().click();
}

async function chooseCustomer(page: Page, dialog: ReturnType<Page['getByRole']>) {
  await dialog.getByRole('textbox', { name: 'Customer accounts' }).fill(CUSTOMER);
  await page
    .getByRole('option', { name: new RegExp(CUSTOMER) })
    .first()
    .click();
}

/** Opens the e-mailed link, chooses the password, and lands on the login page with the user name filled in. */
async function choosePassword(page: Page, link: string, usuario: string): Promise<void> {
  await page.goto(link);
  await page.getByRole('heading', { name: 'Choose your password' }).waitFor({ timeout: 20_000 });
  const [password, repeated] = [
    page.locator('input[type="password"]').nth(0),
    page.locator('input[type="password"]').nth(1),
  ];
  await password.waitFor({ timeout: 20_000 });
  await page.getByText(`Your user name is ${usuario}`).waitFor();
  await password.fill(PASSWORD);
  await repeated.fill(PASSWORD);
  await page.getByRole('button', { name: 'Save my password' }).click();
  await page.waitForURL((url) => url.pathname === '/login', { timeout: 15_000 });
  expect(await page.locator('input[name="usuario"]').inputValue()).toBe(usuario);
}

describe('onboarding a customer user', () => {
  it('an administrator creates a user with a role and one customer; the invited user sets a password, sees only that customer, and is signed out when deactivated', async () => {
    const n = unique();
    const usuario = `e2e.invitado.${n}`;
    const nombre = `Inés Invitada ${n}`;
    const correo = `${usuario}@cliente.example`;

    const adminContext = await newContext(browser);
    const admin = await adminContext.newPage();
    await signIn(admin, 'admin', '/login?redirect=%2Fuser-management');
    await admin.getByRole('button', { name: 'New user' }).click();
    const dialog = admin.getByRole('dialog', { name: 'New user' });
    await dialog.waitFor();
    // No password anywhere in the form: the user chooses it.
    expect(await dialog.locator('input[type="password"]').count()).toBe(0);
    await dialog.getByRole('textbox', { name: 'User name' }).fill(usuario);
    await dialog.getByRole('textbox', { name: 'Full name' }).fill(nombre);
    await dialog.getByRole('textbox', { name: 'E-mail' }).fill(correo);
    await choose(admin, dialog, 'Role', ROLE);
    await chooseCustomer(admin, dialog);
    await dialog.getByRole('button', { name: 'Create and invite' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await admin.getByText('e-mailed an invitation to choose a password').waitFor();
    await expect.poll(() => row(admin, usuario).textContent(), { timeout: 20_000 }).toContain(ROLE);

    // The invitation: a single-use link, opened in the user's own browser.
    const mail = await waitForMail(correo, /invited/);
    expect(mail.text).not.toContain(PASSWORD);
    const link = linkIn(mail);
    expect(link).toMatch(/^\/reset-password\?token=[\w-]+&invitation=1$/);
    const userContext = await newContext(browser);
    const user = await userContext.newPage();
    await choosePassword(user, link, usuario);

    // The link works once, and says so.
    await user.goto(link);
    await user.getByRole('heading', { name: 'This link was already used' }).waitFor({ timeout: 20_000 });

    // Every list the user opens holds rows of their one customer only.
    const received: { path: string; rows: { idCliente?: number }[] }[] = [];
    let customers: { id: number; codigo: string }[] = [];
    // Each answer is read here, on its way to the page (route.fetch): Chromium's DevTools, which
    // `response.json()` asks, loses now and then the body of a fetch the page reads as a stream.
    await user.route('**/api/**', async (route) => {
      const request = route.request();
      if (request.method() !== 'GET') return route.continue();
      const response = await route.fetch();
      const body = await response.body();
      const path = new URL(request.url()).pathname;
      if (response.ok()) {
        const answer: unknown = JSON.parse(body.toString('utf8') || 'null');
        if (path === '/api/Configuracion/ObtenerPerfil')
          customers = (answer as { clientes: typeof customers }).clientes;
        else if (Array.isArray(answer)) received.push({ path, rows: answer });
      }
      await route.fulfill({ response, body });
    });
    await signInWith(user, usuario, PASSWORD);
    for (const path of LISTS) {
      await user.goto(path);
      await user.locator('main h1').first().waitFor();
      await expect
        .poll(() => user.locator('[data-testid^="grid-"]').first().getAttribute('data-rows'), {
          timeout: 30_000,
        })
        .not.toBeNull();
    }
    await user.waitForLoadState('networkidle');
    expect(customers.map((customer) => customer.codigo)).toEqual([CUSTOMER]);
    const lists = received.filter((list) => list.rows.some((item) => item.idCliente !== undefined));
    const rows = lists.flatMap((list) => list.rows);
    expect(rows.length).toBeGreaterThan(0);
    expect(new Set(lists.map((list) => list.path.split('/')[2])).size).toBeGreaterThanOrEqual(3);
    const foreign = rows.filter((item) => item.idCliente !== customers[0]!.id);
    expect(foreign).toEqual([]);

    // Deactivated by the administrator: the user's next call sends them to the login page.
    await admin.reload();
    await row(admin, usuario).getByRole('button', { name: 'Deactivate' }).click();
    const confirm = admin.getByRole('dialog', { name: `Deactivate ${nombre}?` });
    await confirm.getByRole('button', { name: `Deactivate ${usuario}` }).click();
    await confirm.waitFor({ state: 'hidden' });
    await user.goto('/tracking');
    await user.waitForURL((url) => url.pathname === '/login', { timeout: 15_000 });

    await adminContext.close();
    await userContext.close();
  }, 240_000);

  it('an access request is approved with its role and customer in one step; the applicant is mailed and signs in', async () => {
    const n = unique();
    const usuario = `e2e.solicitud.${n}`;
    const nombre = `Sergio Solicitante ${n}`;
    const correo = `${usuario}@importadora.example`;

    const applicantContext = await newContext(browser);
    const applicant = await applicantContext.newPage();
    await applicant.goto('/signup');
    await applicant.getByRole('textbox', { name: 'Full name' }).fill(nombre);
    await applicant.getByRole('textbox', { name: 'E-mail' }).fill(correo);
    await applicant.getByRole('textbox', { name: 'Company' }).fill('Importadora del Sur S.L.');
    await applicant.getByRole('button', { name: 'Send request' }).click();
    await applicant.getByRole('heading', { name: 'Request sent' }).waitFor({ timeout: 15_000 });

    const adminContext = await newContext(browser);
    const admin = await adminContext.newPage();
    await signIn(admin, 'admin', '/login?redirect=%2Fuser-management');
    const request = row(admin, nombre);
    await expect.poll(() => request.textContent(), { timeout: 20_000 }).toContain('Awaiting approval');
    await request.getByRole('button', { name: 'Review' }).click();
    const dialog = admin.getByRole('dialog', { name: `Access request of ${nombre}` });
    await dialog.waitFor();
    await choose(admin, dialog, 'Role', ROLE);
    await chooseCustomer(admin, dialog);
    await dialog.getByRole('button', { name: 'Approve' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => request.textContent()).toContain('Active');
    expect(await request.textContent()).toContain(ROLE);

    const mail = await waitForMail(correo, /approved/);
    expect(mail.text).toContain(`"${usuario}"`);
    await choosePassword(applicant, linkIn(mail), usuario);
    await applicant.locator('input[name="clave"]').fill(PASSWORD);
    await applicant.locator('form button[type="submit"]').click();
    await applicant.getByRole('navigation').first().waitFor();
    const nav = await applicant
      .locator('nav[aria-label] a')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(nav).toEqual(expect.arrayContaining(['/stocks', '/distribution']));
    expect(nav).not.toContain('/user-management');

    await adminContext.close();
    await applicantContext.close();
  }, 180_000);
});

describe('deleting a role', () => {
  it('a role nobody holds is deleted; a role in use is kept, and the message names who holds it', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await signIn(page, 'admin', '/login?redirect=%2Frole-management');

    // In use: `tracking` holds the tracking-only role. Refused, naming the user.
    await row(page, 'Cliente (solo seguimiento)').click();
    let dialog = page.getByRole('dialog', { name: 'Edit role Cliente (solo seguimiento)' });
    await dialog.getByRole('button', { name: 'Delete role' }).click();
    await dialog.getByRole('button', { name: 'Delete Cliente (solo seguimiento)' }).click();
    const refusal = dialog.getByRole('alert');
    await refusal.waitFor({ timeout: 15_000 });
    expect(await refusal.textContent()).toMatch(/cannot be deleted: .*\(tracking\).* hold it/);
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    // A new role nobody holds goes.
    const name = `E2E borrar ${unique()}`;
    await page.getByRole('button', { name: 'New role' }).click();
    dialog = page.getByRole('dialog', { name: 'New role' });
    await dialog.getByRole('textbox', { name: 'Name' }).fill(name);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await row(page, name).click();
    dialog = page.getByRole('dialog', { name: `Edit role ${name}` });
    await dialog.getByRole('button', { name: 'Delete role' }).click();
    await dialog.getByRole('button', { name: `Delete ${name}` }).click();
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => row(page, name).count(), { timeout: 15_000 }).toBe(0);
    await context.close();
  });
});
