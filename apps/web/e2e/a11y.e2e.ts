import { AxeBuilder } from '@axe-core/playwright';
import type { Browser, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectBrowser, newContext, signIn } from './browser';

// WCAG 2.1 A/AA checks (axe-core) on the public pages and every customer screen, light and dark.
// Charts are left out: each one has its figures in a table beside it or in the grid below.

let browser: Browser;
beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const SCREENS = [
  '/',
  '/tracking',
  '/dossier',
  '/stocks',
  '/movements',
  '/distribution',
  '/invoices',
  '/statement',
  '/carbon-footprint',
  '/guide-tracking',
  '/supply-request',
  '/tariff-simulator',
  '/powerbi',
];

/**
 * The violations on the page, as "rule: first element" lines: serious and critical ones, or of any
 * impact with `everyImpact` (what Lighthouse's accessibility score counts, best practices included).
 */
async function violations(page: Page, everyImpact = false): Promise<string[]> {
  const builder = new AxeBuilder({ page }).exclude('.recharts-wrapper');
  const result = await (everyImpact
    ? builder
    : builder.withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
  ).analyze();
  return result.violations
    .filter((violation) => everyImpact || violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) => `${violation.id} (${violation.nodes.length}): ${violation.nodes[0]?.target.join(' ')}`,
    );
}

/**
 * Opens `path` (when given) and waits for its data to be in: its heading, then no request for half a
 * second. Should that never come, the error names the requests still open (a call the page sent twice
 * and never finished kept the home screen busy once).
 */
async function settled(page: Page, path?: string): Promise<void> {
  const open = new Set<Request>();
  const onStart = (request: Request) => open.add(request);
  const onEnd = (request: Request) => open.delete(request);
  page.on('request', onStart);
  page.on('requestfinished', onEnd);
  page.on('requestfailed', onEnd);
  try {
    if (path) await page.goto(path);
    await page.locator('main h1').first().waitFor();
    await page.waitForLoadState('networkidle');
  } catch (error) {
    const urls = [...open].map((request) => request.url());
    throw new Error(`${page.url()} did not settle; still open: ${urls.join(', ') || 'none'}`, {
      cause: error,
    });
  } finally {
    page.off('request', onStart);
    page.off('requestfinished', onEnd);
    page.off('requestfailed', onEnd);
  }
}

describe.each(['light', 'dark'] as const)('accessibility in %s mode', (colorScheme) => {
  it('public pages have no serious or critical WCAG violation', async () => {
    const context = await newContext(browser, { colorScheme });
    const page = await context.newPage();
    const found: Record<string, string[]> = {};
    for (const path of ['/login', '/signup', '/recuperarcontrasena']) {
      await page.goto(path);
      await page.locator('form').first().waitFor();
      found[path] = await violations(page);
    }
    expect(found).toEqual(Object.fromEntries(Object.keys(found).map((path) => [path, []])));
    await context.close();
  });

  it('every customer screen has no serious or critical WCAG violation', async () => {
    const context = await newContext(browser, { colorScheme });
    const page = await context.newPage();
    await signIn(page, 'demo');
    const found: Record<string, string[]> = {};
    for (const path of SCREENS) {
      await settled(page, path);
      found[path] = await violations(page);
    }
    expect(found).toEqual(Object.fromEntries(SCREENS.map((path) => [path, []])));
    await context.close();
    // Every customer screen, each settled and scanned by axe: 50 s on a quiet 2-core machine, more
    // under CI's load, where the 60 s default cut it short.
  }, 180_000);
});

describe('sign-in journey and the shell, every axe rule (Lighthouse counts them all)', () => {
  it.each(['light', 'dark'] as const)('%s mode: no violation of any impact', async (colorScheme) => {
    const context = await newContext(browser, { colorScheme });
    const page = await context.newPage();
    const found: Record<string, string[]> = {};
    for (const path of ['/login', '/signup', '/recuperarcontrasena', '/reset-password?token=expired']) {
      await page.goto(path);
      await page.locator('main h1, h1').first().waitFor();
      await page.waitForLoadState('networkidle');
      found[path] = await violations(page, true);
    }
    await signIn(page, 'demo');
    await settled(page);
    found['/ (signed-in shell)'] = await violations(page, true);
    expect(found).toEqual(Object.fromEntries(Object.keys(found).map((path) => [path, []])));
    await context.close();
  });
});

describe('administration', () => {
  it('the user, role and customer screens and the new-user dialog have no serious or critical violation', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await signIn(page, 'admin', '/login?redirect=%2Fuser-management');
    const found: Record<string, string[]> = {};
    for (const path of ['/user-management', '/role-management', '/customer-assignment', '/activity-log']) {
      await settled(page, path);
      found[path] = await violations(page);
    }
    await page.goto('/user-management');
    await settled(page);
    await page.getByRole('button', { name: 'New user' }).click();
    await page.getByRole('dialog', { name: 'New user' }).waitFor();
    found['new user dialog'] = await violations(page);
    expect(found).toEqual(Object.fromEntries(Object.keys(found).map((key) => [key, []])));
    await context.close();
  });
});
