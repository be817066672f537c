import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { manifest, type PermissionFlag } from '@extranet/routes-manifest';
import { createExtranetClient, type ExtranetClient } from '@extranet/sdk';
import {
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  chromium,
  type Page,
} from 'playwright-core';
import { expect, inject } from 'vitest';

// Every file runs against one server and its demo data, in sequence. A test that changes a demo
// account's own settings (theme, monitor, saved views) puts them back in a `finally` through
// `apiAs`, so a failure half-way leaves the next file what it expects; a test that needs a user in
// a given state makes its own (see admin.e2e.ts, onboarding.e2e.ts). Records a test sends (supply
// and transport requests, air waybills) stay, which is why tests find them by a unique reference
// and count rows relative to before.

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

/**
 * The API as a demo account, called from the test process (not from a page): to read what a screen
 * should show and to put back what a test changed, whatever the page's state.
 */
export async function apiAs(account: DemoAccount): Promise<ExtranetClient> {
  const { token } = await createExtranetClient({ baseURL: baseURL() }).validacion.login({
    body: { usuario: account, clave: DEMO_ACCOUNTS[account].clave },
  });
  return createExtranetClient({ baseURL: baseURL(), getToken: () => token });
}

/**
 * Waits until the form `form` (useDraftForm's name: 'supply-request', 'hawb', 'transport-request')
 * has written a draft to this browser's local storage whose values pass `written`: a draft is
 * written once typing pauses (forms/useDraft.ts), and a reload before that tests something else.
 */
export async function waitForDraft(
  page: Page,
  form: string,
  written: (values: Record<string, unknown>) => boolean,
): Promise<void> {
  const stored = () =>
    page.evaluate((suffix) => {
      // forms/drafts.ts: `extranet.draft.<user>.<form>` → { values, savedAt }
      const key = Object.keys(localStorage).find(
        (name) => name.startsWith('extranet.draft.') && name.endsWith(suffix),
      );
      return key ? (JSON.parse(localStorage.getItem(key) ?? 'null')?.values ?? null) : null;
    }, `.${form}`);
  await expect
    .poll(async () => {
      const values = await stored();
      return values !== null && written(values);
    })
    .toBe(true);
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

export interface SentMail {
  to: string;
  subject: string;
  text: string;
}

/**
 * The newest e-mail the server sent to `to` whose subject matches, read from its MAIL_DIR (the
 * server writes every message there when it has no SMTP server), waiting for it to arrive.
 */
export async function waitForMail(to: string, subject: RegExp): Promise<SentMail> {
  const dir = inject('mailDir');
  if (!dir)
    throw new Error('the server under test writes no mail files (set E2E_MAIL_DIR with E2E_BASE_URL)');
  let found: SentMail | undefined;
  await expect
    .poll(
      async () => {
        const names = (await readdir(dir).catch(() => [] as string[])).sort().reverse();
        for (const name of names) {
          const mail = JSON.parse(await readFile(path.join(dir, name), 'utf8')) as SentMail;
          if (mail.to === to && subject.test(mail.subject)) {
            found = mail;
            return true;
          }
        }
        return false;
      },
      { timeout: 20_000 },
    )
    .toBe(true);
  return found!;
}

/** The path and query of the first link to this server in a mail (`/reset-password?token=…`). */
export function linkIn(mail: SentMail): string {
  const match = /https?:\/\/\S+/.exec(mail.text);
  if (!match) throw new Error(`no link in the mail "${mail.subject}"`);
  const url = new URL(match[0]);
  return `${url.pathname}${url.search}`;
}

/** Signs in through the login form with any user name and password. */
export async function signInWith(page: Page, usuario: string, clave: string, path = '/login'): Promise<void> {
  await page.goto(path);
  await page.locator('input[name="usuario"]').fill(usuario);
  await page.locator('input[name="clave"]').fill(clave);
  await page.locator('form button[type="submit"]').click();
  await page.getByRole('navigation').first().waitFor();
}
