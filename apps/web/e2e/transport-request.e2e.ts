import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectBrowser, newContext, signIn, waitForDraft } from './browser';

// The transport request wizard as `demo`: a road groupage request typed through every step, a
// reload in the middle that resumes the draft, the price before sending, and the shipment it
// creates in tracking with status "Booking requested" and nothing the customer did not give.

let browser: Browser;
beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Picks an option of a Mantine Select found by its label (typing first when searchable). */
async function choose(
  page: Page,
  scope: ReturnType<Page['getByTestId']> | Page,
  label: string,
  option: RegExp,
  type?: string,
) {
  const input = scope.getByRole('textbox', { name: label, exact: true });
  await input.click();
  if (type) await input.fill(type);
  await page.getByRole('option', { name: option }).first().click();
}

const step = (page: Page, name: string) => page.locator(`[data-step="${name}"]`).waitFor();

describe('transport request', () => {
  it('is typed step by step, resumes after a reload, is priced, and shows in tracking as booking requested', async () => {
    const reference = `E2E-${Date.now().toString(36)}`;
    const context = await newContext(browser);
    const page = await context.newPage();
    await signIn(page, 'demo', '/login?redirect=%2Ftransport-request');
    const form = page.getByTestId('transport-form');
    await step(page, 'service');

    // Next on an empty step says what is missing, next to the field.
    await form.getByRole('button', { name: 'Next' }).click();
    await form.getByText('Choose one').first().waitFor();
    await step(page, 'service');

    await choose(page, form, 'For', /FRUSUR/);
    await form.getByTestId('traffic-TERRESTRE_LTL').click();
    await choose(page, form, 'Service', /^Standard$/);
    await form.getByRole('button', { name: 'Next' }).click();

    await step(page, 'route');
    const from = page.getByTestId('place-origen');
    const to = page.getByTestId('place-destino');
    await choose(page, from, 'Country', /^Spain$/, 'Spain');
    await from.getByRole('textbox', { name: 'Postal code' }).fill('46001');
    await from.getByRole('textbox', { name: 'City' }).fill('Valencia');
    await choose(page, to, 'Country', /^France$/, 'France');
    await to.getByRole('textbox', { name: 'Postal code' }).fill('75001');
    await to.getByRole('textbox', { name: 'City' }).fill('Paris');
    await form.getByRole('button', { name: 'Next' }).click();

    await step(page, 'parties');
    const shipper = page.getByTestId('party-expedidor');
    const consignee = page.getByTestId('party-destinatario');
    await choose(page, shipper, 'Known shipper', /./);
    await consignee.getByText('New address').click();
    await consignee.getByRole('textbox', { name: 'Name' }).fill('Épicerie du Louvre SARL');

    // A reload in the middle of the wizard offers the draft, which comes back on the same step.
    // Written once typing pauses, on this step (2: form-values.ts's STEPS) with what was typed.
    await waitForDraft(
      page,
      'transport-request',
      (values) => values.step === 2 && JSON.stringify(values).includes('Épicerie du Louvre SARL'),
    );
    await page.reload();
    await form.getByTestId('draft-banner').waitFor();
    await form.getByRole('button', { name: 'Resume draft' }).click();
    await step(page, 'parties');
    expect(await consignee.getByRole('textbox', { name: 'Name' }).inputValue()).toBe(
      'Épicerie du Louvre SARL',
    );

    await consignee.getByRole('textbox', { name: 'Address' }).fill('12 rue de Rivoli');
    await consignee.getByRole('textbox', { name: 'Postal code' }).fill('75001');
    await consignee.getByRole('textbox', { name: 'City' }).fill('Paris');
    await choose(page, consignee, 'Country', /^France$/, 'France');
    await form.getByRole('button', { name: 'Next' }).click();

    await step(page, 'terms');
    await choose(page, form, 'Incoterm', /^DAP/, 'DAP');
    const ready = new Date(Date.now() + 4 * 86_400_000).toISOString().slice(0, 10);
    await form.getByLabel('Goods ready on').fill(ready);
    await form.getByRole('textbox', { name: 'Your reference' }).fill(reference);
    await form.getByRole('button', { name: 'Next' }).click();

    await step(page, 'cargo');
    await choose(page, form, 'Package type', /EUR pallet/, 'EUR');
    await form.getByRole('textbox', { name: 'Quantity' }).fill('4');
    // The EUR pallet's footprint is filled in; the height and weight are typed.
    expect(await form.getByRole('textbox', { name: 'Length (cm)' }).inputValue()).toBe('120');
    await form.getByRole('textbox', { name: 'Height (cm)' }).fill('150');
    await form.getByRole('textbox', { name: 'Weight each (kg)' }).fill('300');
    const totals = page.getByTestId('cargo-totals');
    // 4 × 1.2 × 0.8 m = 3.84 m² over a 2.4 m trailer: 1.6 loading metres; 5.76 m³; 1,200 kg.
    await expect.poll(() => totals.textContent()).toContain('1.6 LDM');
    expect(await totals.textContent()).toContain('5.76 m³');
    expect(await totals.textContent()).toContain('1,200 kg');
    await form.getByRole('button', { name: 'Next' }).click();

    await step(page, 'goods');
    await form
      .getByRole('textbox', { name: 'Description of the goods' })
      .fill('Canned tuna in olive oil, 4 pallets');
    await form.getByRole('textbox', { name: 'HS codes' }).fill('1604');
    await page.getByRole('option').first().click();
    await expect.poll(() => form.getByRole('button', { name: /^Remove \d{6,10}$/ }).count()).toBe(1);
    await form.getByRole('button', { name: 'Next' }).click();

    await step(page, 'review');
    const total = page.getByTestId('quote-total');
    await total.waitFor({ timeout: 20_000 });
    expect(await total.textContent()).toMatch(/\d/);
    // The quote's lines: a charge, its quantity × rate, its amount.
    const lines = (await page.getByTestId('quote-lines').textContent()) ?? '';
    expect(lines).toMatch(/×.*\/ 100 kg/);
    // Written in the interface language from each line's code, not in the server's Spanish.
    expect(lines).toMatch(/Groupage \(LTL\) zone \w+ .+ → .+, [\d,]+ km/);
    expect(lines).not.toContain('grupaje');

    // A refusal keeps everything and puts the server's reason on its field, on its step.
    await page.route('**/api/Transportes/GenerarPartida', (route) =>
      route.fulfill({
        status: 400,
        contentType: 'application/json',
        body: JSON.stringify({
          code: 'VALIDATION',
          message: 'fechaDisponible: must be today (2099-01-01) or later',
          field: 'fechaDisponible',
        }),
      }),
    );
    await form.getByRole('button', { name: 'Send request' }).click();
    await page.getByRole('alert').filter({ hasText: 'The request was not sent' }).waitFor();
    await step(page, 'terms');
    await form.getByText('must be today (2099-01-01) or later').first().waitFor();
    expect(await form.getByRole('textbox', { name: 'Your reference' }).inputValue()).toBe(reference);
    await page.unroute('**/api/Transportes/GenerarPartida');
    await page.getByRole('button', { name: 'Review' }).click();
    await step(page, 'review');
    await total.waitFor();
    await form.getByRole('button', { name: 'Send request' }).click();

    const sent = page.getByTestId('request-sent');
    await sent.waitFor({ timeout: 20_000 });
    expect(await sent.textContent()).toContain('Booking requested');
    const number =
      ((await sent.getByRole('heading').textContent()) ?? '').match(/[MTA]\d{2}-\d{6}/)?.[0] ?? '';
    expect(number).not.toBe('');
    await sent.getByRole('link', { name: `Follow ${number} in tracking` }).click();
    await page.waitForURL(/\/tracking\/\d+$/);
    await page.getByRole('heading', { level: 1, name: number }).waitFor();
    await page.getByText('Booking requested').first().waitFor();
    // Nothing invented: no milestone has happened, no transport document yet.
    expect(await page.getByText(/^(Actual):/).count()).toBe(0);

    // In the active tracking list at once.
    await page.goto('/tracking');
    const grid = page.getByTestId('grid-tracking');
    await expect.poll(() => grid.getAttribute('data-rows'), { timeout: 20_000 }).not.toBeNull();
    await page.getByRole('textbox', { name: 'Search every column' }).fill(reference);
    await page.getByRole('link', { name: number }).first().waitFor();
    expect(await page.locator('tbody').getByText('Booking requested').count()).toBeGreaterThan(0);

    // Sent: no draft is offered any more.
    await page.goto('/transport-request');
    await step(page, 'service');
    expect(await page.getByTestId('draft-banner').count()).toBe(0);
    await context.close();
  });
});
