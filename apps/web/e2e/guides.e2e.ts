import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectBrowser, newContext, signIn, waitForDraft } from './browser';

// The air waybill wizard as `demo`: steps checked in place, a draft that survives a reload
// mid-wizard, a refusal that keeps everything and names its field, then the issued HAWB printable
// and listed in air waybill tracking.

let browser: Browser;
beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const next = (page: Page) => page.getByRole('button', { name: 'Next', exact: true }).click();
const onStep = (page: Page, step: string) => page.locator(`[data-step="${step}"]`).waitFor();

async function choose(page: Page, scope: ReturnType<Page['locator']> | Page, label: string, option: RegExp) {
  await scope.getByRole('textbox', { name: label, exact: true }).first().click();
  await page.getByRole('option', { name: option }).first().click();
}

describe('air waybill wizard', () => {
  it('issues a HAWB through every step, resumes its draft after a reload, and lists it in tracking', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await signIn(page, 'demo', '/login?redirect=%2Fguides');
    const wizard = page.getByTestId('hawb-wizard');
    await onStep(page, 'entity');

    // A step does not pass with its fields missing; the reasons sit next to the fields.
    await next(page);
    await wizard.getByText('Required').first().waitFor();
    await onStep(page, 'entity');

    const customer = wizard.getByRole('textbox', { name: 'Customer', exact: true });
    if (!(await customer.inputValue())) await choose(page, wizard, 'Customer', /./);
    await choose(page, wizard, 'Air service', /Air Standard/);
    const reference = `E2E-${Date.now()}`;
    await wizard.getByRole('textbox', { name: 'Your reference' }).fill(reference);
    await next(page);
    await onStep(page, 'parties');

    const shipper = page.getByTestId('party-expedidor');
    const consignee = page.getByTestId('party-destinatario');
    await shipper.getByRole('textbox', { name: 'Name', exact: true }).fill('Frutas del Sur SL');
    await shipper.getByRole('textbox', { name: 'Address', exact: true }).fill('Camino de la Vega 4');
    await shipper.getByRole('textbox', { name: 'City', exact: true }).fill('Valencia');
    await consignee.getByRole('textbox', { name: 'Name', exact: true }).fill('Fresh Imports Inc');
    await consignee.getByRole('textbox', { name: 'Address', exact: true }).fill('1 Harbor Rd');
    await consignee.getByRole('textbox', { name: 'City', exact: true }).fill('Miami');
    await consignee.getByRole('textbox', { name: 'Country', exact: true }).fill('United St');
    await page.getByRole('option', { name: 'United States' }).first().click();
    await next(page);
    await onStep(page, 'route');

    // A reload mid-wizard offers the draft back, on the step the user was on.
    // Written once typing pauses, on this step (2: form-values.ts's STEPS) with what was typed.
    await waitForDraft(
      page,
      'hawb',
      (values) => values.step === 2 && JSON.stringify(values).includes('Fresh Imports Inc'),
    );
    await page.reload();
    await wizard.getByTestId('draft-banner').waitFor();
    await wizard.getByRole('button', { name: 'Resume draft' }).click();
    await onStep(page, 'route');
    await page.getByRole('button', { name: 'Back', exact: true }).click();
    await onStep(page, 'parties');
    expect(await consignee.getByRole('textbox', { name: 'Name', exact: true }).inputValue()).toBe(
      'Fresh Imports Inc',
    );
    await next(page);
    await onStep(page, 'route');

    const origin = page.getByRole('textbox', { name: 'Departure airport' });
    if (!(await origin.inputValue())) await origin.fill('VLC');
    await page.getByRole('textbox', { name: 'Destination airport' }).fill('MIA');
    await page.keyboard.press('Escape');
    await next(page);
    await onStep(page, 'goods');

    await choose(page, page, 'Package', /Pallet/);
    const piece = page.locator('[data-piece="0"]');
    await piece.getByRole('textbox', { name: 'L cm' }).fill('120');
    await piece.getByRole('textbox', { name: 'W cm' }).fill('80');
    await piece.getByRole('textbox', { name: 'H cm' }).fill('100');
    await piece.getByRole('textbox', { name: 'kg each' }).fill('150');
    // Live weights: 120 × 80 × 100 cm ÷ 6000 = 160 kg volumetric, charged over the 150 kg gross.
    await expect
      .poll(() => page.getByTestId('live-weights').textContent())
      .toMatch(/160 kg volumetric.*160 kg chargeable/);
    await page.getByRole('textbox', { name: 'Nature and quantity of goods' }).fill('Fresh citrus fruit');
    await choose(page, page, 'Incoterm', /^FCA/);
    await next(page);
    await onStep(page, 'price');
    await page.getByTestId('price-total').waitFor({ timeout: 20_000 });

    // An unknown promotion code the server refuses at issue: back on its step, with its reason.
    await page.getByRole('textbox', { name: 'Promotion code' }).fill('NOSUCHCODE');
    await next(page);
    await onStep(page, 'review');
    await page.getByRole('button', { name: 'Issue air waybill' }).click();
    await onStep(page, 'price');
    await page.getByText('Unknown or expired promotion code').first().waitFor();
    await page.getByRole('alert').filter({ hasText: 'The air waybill was not issued' }).waitFor();

    // A real code: its discount is shown, and the price drops.
    await page.getByRole('textbox', { name: 'Promotion code' }).fill('AIR10');
    await page.getByRole('button', { name: 'Apply' }).click();
    await page
      .getByTestId('promo-discount')
      .getByText(/% off the freight/)
      .waitFor();
    await page
      .getByTestId('price-total')
      .getByText(/You save/)
      .waitFor({ timeout: 20_000 });
    await next(page);
    await onStep(page, 'review');
    expect(await page.getByTestId('review-total').textContent()).toMatch(/\d/);
    await page.getByRole('button', { name: 'Issue air waybill' }).click();

    // Issued: its number, a printable HAWB, and a link to tracking.
    await page.getByTestId('hawb-issued').waitFor({ timeout: 20_000 });
    const number = (await page.getByTestId('hawb-number').textContent()) ?? '';
    expect(number).toMatch(/^[A-Z]{3}-\d+$/);
    expect(page.url()).toMatch(/\/guides\?hawb=\d+/);
    const printable = page.getByTestId('hawb-printable');
    expect(await printable.textContent()).toContain(reference);
    expect(await printable.textContent()).toContain('Discount AIR10');
    await page.getByRole('button', { name: 'Print' }).waitFor();
    await page.emulateMedia({ media: 'print' });
    expect(await page.locator('.mantine-AppShell-navbar').isVisible()).toBe(false);
    expect(await page.getByRole('button', { name: 'Print' }).isVisible()).toBe(false);
    expect(await printable.isVisible()).toBe(true);
    await page.emulateMedia({ media: 'screen' });

    await page.getByRole('link', { name: `Open ${number} in tracking` }).click();
    await page.waitForURL(/\/guide-tracking\/\d+$/);
    await page.getByRole('heading', { level: 1, name: number }).waitFor();

    // And in the tracking list.
    await page.goto('/guide-tracking');
    const grid = page.getByTestId('grid-guide-tracking');
    await expect.poll(() => grid.getAttribute('data-rows'), { timeout: 20_000 }).not.toBeNull();
    await page.getByRole('textbox', { name: 'Search every column' }).fill(number);
    await page.getByText(number).first().waitFor();

    // Issued means no draft is offered any more.
    await page.goto('/guides');
    await onStep(page, 'entity');
    expect(await page.getByTestId('draft-banner').count()).toBe(0);
    await context.close();
  });
});
