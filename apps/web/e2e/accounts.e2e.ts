import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  connectBrowser,
  DEMO_ACCOUNTS,
  type DemoAccount,
  navLinks,
  newContext,
  pathsFor,
  signIn,
  waitForPath,
} from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe.each(Object.keys(DEMO_ACCOUNTS) as DemoAccount[])('the %s account', (account) => {
  it('signs in, sees only its areas, and logs out with a message', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await signIn(page, account);
    await waitForPath(page, '/');
    expect(await navLinks(page)).toEqual(pathsFor(account));
    expect(await page.evaluate(() => sessionStorage.getItem('jwt_token'))).toMatch(/^ey/);
    const permissions = JSON.parse((await page.evaluate(() => localStorage.getItem('permissions'))) ?? '{}');
    expect(permissions.isAdmin).toBe(account === 'admin');
    expect(permissions.accesoPartidas).toBe(true);

    await page.getByRole('button', { name: 'User menu' }).click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await waitForPath(page, '/login');
    await expect.poll(() => page.getByText('LogOut successfully').count()).toBe(1);
    expect(await page.evaluate(() => sessionStorage.getItem('jwt_token'))).toBeNull();
    await context.close();
  });
});

describe('sign-in errors', () => {
  it('says when the password is wrong', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto('/login');
    await page.locator('input[name="usuario"]').fill('demo');
    await page.locator('input[name="clave"]').fill('not-the-password');
    await page.locator('form button[type="submit"]').click();
    await expect
      .poll(() => page.getByRole('alert').first().textContent())
      .toContain('The user name or the password is not correct');
    await context.close();
  });
});
