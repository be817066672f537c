import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectBrowser, gridRows, newContext, signIn } from './browser';

// Who did what, as `admin`, against the real server: the sign-in just made is in the activity log,
// in words, on a desktop and on a phone, and the action filter asks the server for that action only.

let browser: Browser;
beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('activity log', () => {
  it('lists the sign-ins of today in words and filters them by action', async () => {
    const context = await newContext(browser, { viewport: { width: 1366, height: 800 } });
    const page = await context.newPage();
    await signIn(page, 'admin', '/login?redirect=%2Factivity-log');
    await page.getByRole('heading', { level: 1, name: 'Activity log' }).waitFor();
    expect(await gridRows(page, 'activity-log')).toBeGreaterThan(0);

    await page.getByRole('textbox', { name: 'Action' }).click();
    await page.getByRole('option', { name: 'Signed in' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('accion')).toBe('LOGIN_OK');
    const grid = page.getByTestId('grid-activity-log');
    await expect.poll(() => grid.locator('tbody').textContent(), { timeout: 20_000 }).toContain('Signed in');
    expect(await grid.locator('tbody').textContent()).not.toContain('LOGIN_OK');

    // The same list on a phone: one card per entry.
    await page.setViewportSize({ width: 390, height: 844 });
    await expect.poll(() => page.locator('main').textContent(), { timeout: 20_000 }).toContain('Signed in');
    await context.close();
  });
});
