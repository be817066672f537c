import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectBrowser, gridRows, newContext, signIn } from './browser';

// Warehouse stock and movements against the real server and its demo data, as `demo`.

let browser: Browser;
beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const summary = (page: Page) => page.getByTestId('grid-summary').first().textContent();
const bodyRows = (page: Page) => page.locator('[data-testid=grid-scroll] tbody tr');
const QUANTITY = /\d (units|cases|packs|pallets|kg|L|m)\b/;
/** Euros, which take the Spanish format whatever the interface language: `1.234,56 €`. */
const EUROS = /\d,\d{2}\s€/;

describe('warehouse stock', () => {
  it('lists the stock lines, first expiry first, with totals per unit', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await signIn(page, 'demo', '/stocks');
    expect(await gridRows(page, 'stocks')).toBeGreaterThan(20);
    await bodyRows(page).first().locator('a').first().waitFor();
    expect(await bodyRows(page).count()).toBeGreaterThan(5);
    await expect.poll(() => summary(page)).toContain('In stock:');
    const stockSummary = (await page.getByTestId('stock-summary').textContent()) ?? '';
    expect(stockSummary).toMatch(QUANTITY);
    // Weight and value of the stock shown: the demo customers declare their goods in euros.
    expect(stockSummary).toMatch(/Weight:\s*[\d,]+\skg/);
    expect(stockSummary).toMatch(new RegExp(`Value:\\s*[\\d.]+${EUROS.source}`));
    expect(stockSummary).toMatch(/\d packages?\b/);
    // Each line shows its value in money, its weight and its packages.
    const header = page.locator('[data-testid=grid-scroll] thead th');
    const headers = (await header.allTextContents()).map((text) => text.trim());
    for (const name of ['Packages', 'Weight (kg)', 'Value', 'Received'])
      expect(
        headers.some((text) => text.startsWith(name)),
        name,
      ).toBe(true);
    const money = bodyRows(page)
      .first()
      .locator('td')
      .filter({ hasText: new RegExp(`^[\\d.]+${EUROS.source}$`) });
    expect(await money.count()).toBe(1);
    await context.close();
  });

  it('groups by warehouse with a subtotal per unit in each group', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await signIn(page, 'demo', '/stocks');
    const total = await gridRows(page, 'stocks');
    await page.getByTestId('group-by').click();
    await page.getByRole('menuitem', { name: 'By warehouse' }).click();
    // One row a warehouse (at most the six of the demo), each with its subtotals.
    await expect.poll(() => bodyRows(page).count()).toBeLessThanOrEqual(6);
    const groups = await bodyRows(page).count();
    expect(groups).toBeGreaterThan(0);
    expect(groups).toBeLessThan(total);
    const subtotals = page.locator('[data-testid=grid-scroll] tbody [data-testid=unit-quantities]');
    await expect.poll(() => subtotals.count()).toBeGreaterThanOrEqual(groups);
    expect(await subtotals.first().textContent()).toMatch(QUANTITY);
    // And the value of each warehouse in money, per currency.
    const values = page.locator('[data-testid=grid-scroll] tbody [data-testid=currency-amounts]');
    await expect.poll(() => values.count()).toBeGreaterThanOrEqual(groups);
    expect(await values.first().textContent()).toMatch(EUROS);
    // A group opens on click and shows its lines under it.
    await bodyRows(page).first().click();
    await expect.poll(() => bodyRows(page).count()).toBeGreaterThan(groups);
    await context.close();
  });

  it('shows only expired and expiring lots with the quick filter', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await signIn(page, 'demo', '/stocks');
    const total = await gridRows(page, 'stocks');
    await page.getByText('Expiring soon', { exact: true }).click();
    await expect.poll(() => page.getByRole('checkbox', { name: 'Expiring soon' }).isChecked()).toBe(true);
    await expect.poll(() => decodeURIComponent(page.url())).toContain('"caducidad":["expired","soon"]');
    await expect.poll(() => summary(page)).toMatch(/ of /);
    const shown = Number(/^([\d,]+) of/.exec((await summary(page)) ?? '')?.[1]?.replaceAll(',', ''));
    expect(shown).toBeLessThan(total);
    if (shown > 0) {
      const texts = await bodyRows(page).allTextContents();
      for (const text of texts) expect(text).toMatch(/Expired|Expires today|in \d+ days?/);
    }
    await context.close();
  });
});

describe('warehouse movements', () => {
  it('lists the movements of the last 30 days with in, out and net per unit', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await signIn(page, 'demo', '/movements');
    expect(await gridRows(page, 'movements')).toBeGreaterThan(20);
    await bodyRows(page).first().waitFor();
    expect(await bodyRows(page).count()).toBeGreaterThan(5);
    const totals = page.getByTestId('movement-summary');
    await totals.waitFor();
    expect(await totals.textContent()).toMatch(
      /In \/ out \/ net:\s*\+[\d,.]+\/−[\d,.]+\/[+−]?[\d,.]+ (units|cases|packs|pallets|kg|L|m)/,
    );
    await context.close();
  });

  it('opens from a SKU of the stock list with that SKU over the last 90 days', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await signIn(page, 'demo', '/stocks');
    await gridRows(page, 'stocks');
    const link = bodyRows(page).first().locator('a').first();
    const sku = ((await link.textContent()) ?? '').trim();
    expect(sku).not.toBe('');
    await link.click();
    await page.waitForURL((url) => url.pathname === '/movements');
    const url = new URL(page.url());
    expect(JSON.parse(url.searchParams.get('filters') ?? '{}')).toEqual({ codigoArticulo: [sku] });
    const from = new Date(`${url.searchParams.get('from')}T00:00:00`);
    const to = new Date(`${url.searchParams.get('to')}T00:00:00`);
    expect(Math.round((to.getTime() - from.getTime()) / 86_400_000)).toBe(89);
    const total = await gridRows(page, 'movements');
    expect(total).toBeGreaterThan(0);
    await expect.poll(() => summary(page)).toMatch(/ of /);
    const texts = await bodyRows(page).allTextContents();
    expect(texts.length).toBeGreaterThan(0);
    for (const text of texts) expect(text).toContain(sku);
    await context.close();
  });

  it('opens the delivery note of a dispatch beside the list', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await signIn(page, 'demo', '/movements');
    // Dispatches only: every one names its delivery note, while the newest movements at the top of
    // the whole list may all be receipts, transfers or adjustments (it depends on the hour).
    await page.goto(`/movements?filters=${encodeURIComponent(JSON.stringify({ tipo: ['SALIDA'] }))}`);
    await gridRows(page, 'movements');
    const document = page.locator('[data-testid=grid-scroll] [data-delivery-note]').first();
    const number = ((await document.textContent()) ?? '').trim();
    expect(number).not.toBe('');
    await document.click();
    const note = page.getByTestId('delivery-note');
    await note.waitFor();
    expect(await note.textContent()).toContain(number);
    expect(await note.locator('tbody tr').count()).toBeGreaterThan(0);
    // The full note, with its proof of delivery, is one click further.
    await note.getByRole('link', { name: 'Open the note with its proof of delivery' }).click();
    await page.waitForURL(/\/distribution\/\d+$/);
    await page
      .getByRole('heading', { name: new RegExp(number) })
      .first()
      .waitFor();
    await context.close();
  });

  it('speaks Spanish and shows cards on a phone', async () => {
    const context = await newContext(browser, { locale: 'es-ES', viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await signIn(page, 'demo', '/stocks');
    await gridRows(page, 'stocks');
    const cards = page.getByTestId('grid-cards');
    await cards.waitFor();
    expect(await cards.textContent()).toMatch(/\d+ (uds\.|cajas|packs|palés|kg|L|m)/);
    await expect.poll(() => page.getByTestId('stock-summary').textContent()).toContain('En existencias:');
    await page.goto('/movements');
    await gridRows(page, 'movements');
    await page.getByTestId('grid-cards').waitFor();
    expect(await page.getByTestId('movement-summary').textContent()).toContain('Entradas / salidas / neto:');
    await context.close();
  });
});
