import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectBrowser, gridRows, newContext, signIn } from './browser';

// Distribution against the real server and its demo data, as `demo`: the delivery notes of a period,
// and a delivered note's page with the image of its proof of delivery.

let browser: Browser;
beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('distribution', () => {
  it("lists the period's delivery notes with their status and totals", async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await signIn(page, 'demo', '/login?redirect=%2Fdistribution');
    expect(await gridRows(page, 'distribution')).toBeGreaterThan(10);
    await page
      .getByRole('link', { name: /^AL\d{2}-\d{6}$/ })
      .first()
      .waitFor();
    expect(await page.locator('tbody tr').count()).toBeGreaterThan(5);
    const summary = (await page.getByTestId('grid-summary').first().textContent()) ?? '';
    expect(summary).toMatch(/Delivered: \d/);
    expect(summary).toMatch(/[\d,]+ packages · [\d,]+ kg/);
    await context.close();
  });

  it("opens a delivered note and shows its proof of delivery's image, enlarged on click", async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await signIn(
      page,
      'demo',
      `/login?redirect=${encodeURIComponent('/distribution?filters={"estado":["ENTREGADO"]}')}`,
    );
    await gridRows(page, 'distribution');
    const link = page.getByRole('link', { name: /^AL\d{2}-\d{6}$/ }).first();
    const number = (await link.textContent()) ?? '';
    await link.click();
    await page.waitForURL(/\/distribution\/\d+$/);
    await page.getByRole('heading', { level: 1, name: number }).waitFor();
    await page.getByText('Signed by').waitFor();

    const image = page.getByTestId('pod-image');
    await image.waitFor({ timeout: 20_000 });
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth), {
        timeout: 10_000,
      })
      .toBeGreaterThan(0);
    expect(await image.getAttribute('src')).toMatch(/^blob:/);

    await page.getByRole('button', { name: 'Enlarge the proof of delivery' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    expect(await dialog.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(
      0,
    );
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });

    // Printing shows the note alone: the app's header and navigation are not on paper.
    await page.emulateMedia({ media: 'print' });
    expect(await page.locator('.mantine-AppShell-navbar').isVisible()).toBe(false);
    expect(await page.getByRole('button', { name: 'Print or save as PDF' }).isVisible()).toBe(false);
    expect(await image.isVisible()).toBe(true);
    await context.close();
  });

  it('says there is no image for a note nobody has signed for yet', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await signIn(
      page,
      'demo',
      `/login?redirect=${encodeURIComponent('/distribution?filters={"estado":["DEVUELTO"]}')}`,
    );
    // Refused deliveries come back every few days in the demo data: the last 30 days hold some.
    expect(await gridRows(page, 'distribution')).toBeGreaterThan(0);
    await page
      .getByRole('link', { name: /^AL\d{2}-\d{6}$/ })
      .first()
      .click();
    await page.waitForURL(/\/distribution\/\d+$/);
    await page.getByTestId('pod-no-image').waitFor();
    expect(await page.getByText('Nobody signed').isVisible()).toBe(true);
    await context.close();
  });
});
