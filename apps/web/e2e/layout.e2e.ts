import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { apiAs, connectBrowser, newContext, signIn, waitForPath } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('the signed-in layout', () => {
  it('jumps to an area from the command palette (Ctrl+K)', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await signIn(page, 'admin', '/login?redirect=%2Ftracking');
    await page.keyboard.press('Control+k');
    await page.getByPlaceholder('Go to an area, or type a reference…').fill('role');
    await page.keyboard.press('Enter');
    await waitForPath(page, '/role-management');
    await page.getByRole('heading', { level: 1, name: 'Role management' }).waitFor();
    await context.close();
  });

  it('keeps the user menu and sign-out on a 390 px phone screen; language and theme in the burger', async () => {
    const context = await newContext(browser, { viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await signIn(page, 'demo', '/');
    const menu = page.getByRole('button', { name: 'User menu' });
    const box = await menu.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);
    await menu.click();
    const signOut = page.getByRole('menuitem', { name: 'Log out' });
    const out = await signOut.boundingBox();
    expect(out && out.x >= 0 && out.x + out.width <= 390).toBe(true);
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Toggle navigation' }).click();
    await page
      .getByRole('button', { name: /Switch to (dark|light) theme/ })
      .last()
      .waitFor();
    await context.close();
  });

  it('saves the theme to the user style and reads it back in a new browser', async () => {
    const scheme = (page: Page) => page.evaluate(() => document.documentElement.dataset.mantineColorScheme);
    const toggle = (page: Page) => page.getByRole('button', { name: /Switch to (dark|light) theme/ });
    const saved = (page: Page) =>
      page.waitForResponse((response) => response.url().includes('/api/Entorno/GuardarEstilo'));
    // demo's style as it was, put back whatever happens (a timeout too): the other files expect it.
    const demo = await apiAs('demo');
    const style = await demo.entorno.obtenerEstilo();
    onTestFinished(async () => {
      await demo.entorno.guardarEstilo({ body: style });
    });
    const first = await newContext(browser, { colorScheme: 'light' });
    const page = await first.newPage();
    await signIn(page, 'demo', '/login?redirect=%2Ftracking');
    await toggle(page).waitFor();
    const target = (await scheme(page)) === 'dark' ? 'light' : 'dark';
    const save = saved(page);
    await toggle(page).click();
    expect((await save).status()).toBe(200);
    await expect.poll(() => scheme(page)).toBe(target);
    if (target === 'dark') await page.screenshot({ path: '/tmp/shots/layout-dark-en.png' });
    await first.close();

    // A fresh browser (nothing in local storage) gets the theme from ObtenerEstilo.
    const second = await newContext(browser, { colorScheme: target === 'dark' ? 'light' : 'dark' });
    const again = await second.newPage();
    await signIn(again, 'demo', '/login?redirect=%2Ftracking');
    await expect.poll(() => scheme(again)).toBe(target);
    await second.close();
  });

  it('shows the profile from the user menu', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await signIn(page, 'tracking', '/login?redirect=%2Ftracking');
    await page.getByRole('button', { name: 'User menu' }).click();
    await page.getByRole('menuitem', { name: 'Profile' }).click();
    const dialog = page.getByRole('dialog', { name: 'Your profile' });
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain('Customer accounts you can see');
    await context.close();
  });
});
