import { manifest, type PermissionFlag } from '@extranet/routes-manifest';
import {
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  chromium,
  type Page,
} from 'playwright-core';
import { expect, inject } from 'vitest';

export const baseURL = () => inject('baseURL');

/** Debian's Chromium: every test file connects to the one browser that global-setup.ts launched. */
export function connectBrowser(): Promise<Browser> {
  return chromium.connect(inject('browserWSEndpoint'));
}

export function newContext(browser: Browser, options: BrowserContextOptions = {}): Promise<BrowserContext> {
  return browser.newContext({
    baseURL: baseURL(),
    locale: 'en-US',
    viewport: { width: 1280, height: 800 },
    ...options,
  });
}

export const DEMO_ACCOUNTS = {
  admin: { clave: 'Admin#2026', flags: 'all' as const },
  demo: { clave: 'Demo#2026', flags: 'all-but-admin' as const },
  tracking: { clave: 'Tracking#2026', flags: ['accesoPartidas'] as PermissionFlag[] },
};
export type DemoAccount = keyof typeof DEMO_ACCOUNTS;

/** The manifest paths an account may open, as the spec's flags say. */
export function pathsFor(account: DemoAccount): string[] {
  const { flags } = DEMO_ACCOUNTS[account];
  return manifest
    .filter((area) => {
      if (area.permission === null || flags === 'all') return true;
      if (flags === 'all-but-admin') return area.permission !== 'isAdmin';
      return flags.includes(area.permission);
    })
    .map((area) => area.path);
}

/** Signs in through the login form (English or Spanish labels) and waits for the layout. */
export async function signIn(page: Page, account: DemoAccount, path = '/login'): Promise<void> {
  await page.goto(path);
  await page.locator('input[name="usuario"]').fill(account);
  await page.locator('input[name="clave"]').fill(DEMO_ACCOUNTS[account].clave);
  await page.locator('form button[type="submit"]').click();
  await page.getByRole('navigation').first().waitFor();
}

/** The hrefs of the side navigation. */
export async function navLinks(page: Page): Promise<string[]> {
  const nav = page.locator('nav[aria-label]');
  await nav.locator('a').first().waitFor();
  return nav.locator('a').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
}

export async function waitForPath(page: Page, pathname: string): Promise<void> {
  await page.waitForURL((url) => url.pathname === pathname, { timeout: 15_000 });
}

/** The number of rows a shared grid holds once its data is in (`data-rows` of `grid-<code>`). */
export async function gridRows(page: Page, code: string): Promise<number> {
  const grid = page.getByTestId(`grid-${code}`);
  await expect.poll(() => grid.getAttribute('data-rows'), { timeout: 20_000 }).not.toBeNull();
  return Number(await grid.getAttribute('data-rows'));
}
