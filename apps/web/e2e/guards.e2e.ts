import { manifest } from '@extranet/routes-manifest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectBrowser, newContext, pathsFor, signIn, waitForPath } from './browser';

let browser: Browser;
let anonymous: BrowserContext;
let tracking: BrowserContext;
let trackingPage: Page;

beforeAll(async () => {
  browser = await connectBrowser();
  anonymous = await newContext(browser);
  tracking = await newContext(browser);
  trackingPage = await tracking.newPage();
  await signIn(trackingPage, 'tracking');
});
afterAll(async () => {
  await browser?.close();
});

describe('without a session', () => {
  it.each(manifest.map((area) => [area.path]))(
    '%s → /login, and back there after signing in',
    async (path) => {
      const page = await anonymous.newPage();
      await page.goto(path);
      await waitForPath(page, '/login');
      expect(new URL(page.url()).searchParams.get('redirect')).toBe(path);
      await page.close();
    },
  );

  it('returns to the wanted page after sign-in', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await signIn(page, 'demo', '/login?redirect=%2Fstocks');
    await waitForPath(page, '/stocks');
    await page.getByRole('heading', { level: 1, name: 'Warehouse stock' }).waitFor();
    await context.close();
  });
});

describe('signed in as tracking (accesoPartidas only)', () => {
  const allowed = new Set(pathsFor('tracking'));
  it.each(manifest.map((area) => [area.path, allowed.has(area.path)] as const))(
    '%s → %s',
    async (path, isAllowed) => {
      await trackingPage.goto(path);
      await waitForPath(trackingPage, isAllowed ? path : '/');
      await trackingPage.locator('main h1').first().waitFor();
    },
  );
});

describe('sent home by a guard', () => {
  it('is told which area was refused, in a toast that leaves the header controls free', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await signIn(page, 'tracking');
    await page.goto('/stocks');
    await waitForPath(page, '/');
    const toast = page.getByText("You don't have access to Warehouse stock.");
    await toast.waitFor();
    // The toast must not sit over the header (language switch, user menu, sign-out).
    const header = await page.locator('header').first().boundingBox();
    const box = await toast.boundingBox();
    expect(header && box && box.y > header.y + header.height).toBe(true);
    await context.close();
  });
});

describe('unknown paths', () => {
  it.each([['/no-such-page'], ['/tracking/extra/segments']])('%s → /not-found', async (path) => {
    const page = await anonymous.newPage();
    await page.goto(path);
    await waitForPath(page, '/not-found');
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    await page.close();
  });
});
