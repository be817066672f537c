import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectBrowser, newContext, signIn } from './browser';

// The tariff simulator as `demo`: every service quoted side by side, one total taken apart, and the
// inputs kept through a reload.

let browser: Browser;
beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('tariff simulator', () => {
  it('compares the services and shows the breakdown with the weight break that saved money', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await signIn(page, 'demo', '/login?redirect=%2Ftariff-simulator');
    const form = page.getByTestId('simulator-form');
    // The customer's usual airport is proposed as origin.
    await expect
      .poll(() => form.getByRole('textbox', { name: 'From', exact: true }).inputValue())
      .toMatch(/^[A-Z]{3}$/);
    await form.getByRole('textbox', { name: 'To', exact: true }).fill('MIA');
    const piece = form.locator('[data-piece="0"] input');
    await piece.nth(1).fill('50');
    await piece.nth(2).fill('40');
    await piece.nth(3).fill('30');
    await piece.nth(4).fill('95');
    await page.keyboard.press('Escape');
    // Live weights before any quote: 50×40×30/6000 = 10 kg volumetric, 95 kg charged.
    await expect
      .poll(() => form.getByTestId('live-weights').textContent())
      .toMatch(/10 kg volumetric.*95 kg chargeable/);
    await form.getByRole('button', { name: 'Compare services' }).click();

    const comparison = page.getByTestId('service-comparison');
    await comparison.waitFor();
    expect(await comparison.locator('tbody tr').count()).toBeGreaterThan(1);
    await comparison.getByText('Cheapest').waitFor();
    const breakdown = page.getByTestId('quote-breakdown');
    await breakdown.getByText('Chargeable weight').waitFor();
    // 95 kg is charged at the 100 kg break, cheaper than its own: the saving is said and the rate table marks it.
    await breakdown.getByTestId('break-saving').waitFor();
    expect(await breakdown.getByTestId('break-saving').textContent()).toMatch(
      /Declaring the 100 kg break saves/,
    );
    expect(await breakdown.getByTestId('rate-table').textContent()).toContain('Q · from 100 kg ✓');

    // A scratch pad that survives a reload.
    await page.reload();
    await expect
      .poll(() =>
        page.getByTestId('simulator-form').getByRole('textbox', { name: 'To', exact: true }).inputValue(),
      )
      .toBe('MIA');
    await context.close();
  });
});
