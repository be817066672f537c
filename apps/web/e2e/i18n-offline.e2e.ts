import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectBrowser, newContext, signIn, waitForPath } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('languages', () => {
  it('shows an English browser the English app', async () => {
    const context = await newContext(browser, { locale: 'en-US' });
    const page = await context.newPage();
    await page.goto('/login');
    await page.getByRole('heading', { name: 'Sign in' }).waitFor();
    await page.screenshot({ path: '/tmp/shots/login-en.png' });
    await signIn(page, 'admin');
    await page.getByRole('heading', { level: 1, name: 'Monitor' }).waitFor();
    await page.getByText('Administration').waitFor();
    await page.screenshot({ path: '/tmp/shots/layout-en.png' });
    await context.close();
  });

  it('shows a Spanish browser the Spanish app, catalog fetched from assets/i18n', async () => {
    const context = await newContext(browser, { locale: 'es-ES' });
    const page = await context.newPage();
    const catalogs: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/assets/i18n/')) catalogs.push(new URL(request.url()).pathname);
    });
    await page.goto('/login');
    await page.getByRole('heading', { name: 'Iniciar sesión' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('es');
    expect(catalogs).toEqual(['/assets/i18n/es.json']);
    await page.screenshot({ path: '/tmp/shots/login-es.png' });
    await signIn(page, 'demo');
    await page.getByText('Almacén y distribución').waitFor();
    await page.locator('nav[aria-label]').getByRole('link', { name: 'Seguimiento de partidas' }).click();
    await page.getByRole('heading', { level: 1, name: 'Seguimiento de partidas' }).waitFor();
    await page.locator('thead').getByText('Partida', { exact: true }).waitFor();
    await page.screenshot({ path: '/tmp/shots/layout-es.png' });
    await context.close();
  });
});

describe('network loss', () => {
  it('shows no-connection when offline and returns by itself when the network is back', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await signIn(page, 'tracking');
    await page.locator('nav[aria-label]').getByRole('link', { name: 'Shipment tracking' }).click();
    await waitForPath(page, '/tracking');
    await context.setOffline(true);
    await waitForPath(page, '/no-connection');
    await page.getByRole('heading', { name: 'No connection' }).waitFor();
    await page.screenshot({ path: '/tmp/shots/no-connection-en.png' });
    await context.setOffline(false);
    await waitForPath(page, '/tracking');
    await page.getByRole('heading', { level: 1, name: 'Shipment tracking' }).waitFor();
    await context.close();
  });
});
