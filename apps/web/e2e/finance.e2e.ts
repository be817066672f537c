import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectBrowser, gridRows, newContext, signIn } from './browser';

// Invoices, the invoice page and its shipments, and the account statement against the real server
// and its demo data, as `demo`.

let browser: Browser;
beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const INVOICE = /^FV-\d{4}-\d{6}$/;
const SHIPMENT = /^[A-Z]\d{2}-\d{6}$/;

describe('invoices', () => {
  it('lists real invoices, overdue first with totals per currency, and an invoice opens its shipment', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await signIn(page, 'demo', '/login?redirect=%2Finvoices');
    expect(await gridRows(page, 'invoices')).toBeGreaterThan(100);
    const totals = page.getByTestId('invoice-totals').first();
    await expect.poll(() => totals.textContent()).toMatch(/EUR.*Invoiced .*€.*Outstanding .*€.*Overdue .*€/);
    // The default order puts what is overdue on top, in red with its days.
    const firstRow = page.locator('tbody tr').first();
    await expect.poll(() => firstRow.textContent()).toMatch(/Overdue/);

    const link = firstRow.getByRole('link', { name: INVOICE });
    const number = (await link.textContent()) ?? '';
    await link.click();
    await page.waitForURL(new RegExp(`/invoices/${number}$`));
    await page.getByRole('heading', { level: 1, name: number }).waitFor();
    expect(await page.getByText(/\d+ days? overdue/).count()).toBeGreaterThan(0);

    const shipment = page.getByTestId('invoice-shipments').getByRole('link', { name: SHIPMENT }).first();
    await shipment.waitFor({ timeout: 15_000 });
    const shipmentNumber = (await shipment.textContent()) ?? '';
    await shipment.click();
    await page.waitForURL(/\/tracking\/\d+$/);
    await page.getByRole('heading', { level: 1, name: shipmentNumber }).waitFor();
    // The shipment's page lists the invoice back.
    const invoices = page.getByTestId('shipment-invoices');
    await invoices.waitFor({ timeout: 20_000 });
    await invoices.getByRole('link', { name: number }).waitFor();
    await context.close();
  });

  it('opens an invoice from a pasted link', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await signIn(page, 'demo', '/login?redirect=%2Finvoices');
    await gridRows(page, 'invoices');
    const number = (await page.getByRole('link', { name: INVOICE }).first().textContent()) ?? '';
    const fresh = await newContext(browser);
    const other = await fresh.newPage();
    await signIn(other, 'demo', `/login?redirect=${encodeURIComponent(`/invoices/${number}`)}`);
    await other.getByRole('heading', { level: 1, name: number }).waitFor({ timeout: 20_000 });
    expect(await other.getByText('Outstanding').count()).toBeGreaterThan(0);
    await context.close();
    await fresh.close();
  });
});

describe('account statement', () => {
  it('shows the balances per currency, the ageing as bars and table, and the lines', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await signIn(page, 'demo', '/login?redirect=%2Fstatement');
    expect(await gridRows(page, 'statement')).toBeGreaterThan(20);
    const balance = page.getByTestId('balance-EUR');
    await balance.waitFor();
    const text = (await balance.textContent()) ?? '';
    expect(text).toMatch(/Opening balance.*€.*Debits.*€.*Credits.*€.*Closing balance.*€/);
    const closing = await balance.getByText(/€$/).last().textContent();

    const ageing = page.getByTestId('ageing');
    for (const bucket of ['Not yet due', '1–30 days', '31–60 days', '61–90 days', 'Over 90 days'])
      await ageing.getByRole('cell', { name: bucket }).waitFor();
    await expect.poll(() => ageing.locator('.recharts-bar-rectangle').count()).toBeGreaterThan(0);
    // The ageing adds up to the closing balance.
    expect(await ageing.locator('tfoot').textContent()).toContain(closing);
    await context.close();
  });
});
