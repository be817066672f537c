import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectBrowser, newContext, signIn, waitForDraft } from './browser';

// The supply request flow as `demo`: field errors in place, a draft that survives a reload, and a
// sent request in the list.

let browser: Browser;
beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('supply request', () => {
  it('checks fields in place, keeps a draft through a reload and a sign-out, and lists the sent request', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await signIn(page, 'demo', '/login?redirect=%2Fsupply-request');
    const grid = page.getByTestId('grid-supply-request');
    await expect.poll(() => grid.getAttribute('data-rows'), { timeout: 20_000 }).not.toBeNull();
    const before = Number(await grid.getAttribute('data-rows'));

    await page.getByRole('button', { name: 'New request' }).click();
    const form = page.getByTestId('supply-form');
    // Sending the empty form says what is missing next to each field.
    await form.getByRole('button', { name: 'Send request' }).click();
    await form.getByText('Required').first().waitFor();
    expect(await form.getByText('Required').count()).toBeGreaterThan(3);

    await form.getByRole('textbox', { name: 'Contact person' }).fill('Ana Beltrán');
    await form.getByRole('textbox', { name: 'Address' }).fill('Calle del Puerto 12');
    await waitForDraft(page, 'supply-request', (values) => {
      const json = JSON.stringify(values);
      return json.includes('Ana Beltrán') && json.includes('Calle del Puerto 12');
    });
    await page.reload();
    await expect.poll(() => grid.getAttribute('data-rows'), { timeout: 20_000 }).not.toBeNull();
    await page.getByRole('button', { name: 'New request' }).click();
    await form.getByTestId('draft-banner').waitFor();
    // Signing out and in again keeps it too (drafts are per user, in this browser).
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'User menu' }).click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await page.waitForURL((url) => url.pathname === '/login');
    await signIn(page, 'demo', '/login?redirect=%2Fsupply-request');
    // As a user would: once the page has loaded (a click while it still loads may land on a screen
    // that is drawn again, CI stop 34).
    await expect.poll(() => grid.getAttribute('data-rows'), { timeout: 20_000 }).not.toBeNull();
    await page.getByRole('button', { name: 'New request' }).click();
    await form.getByTestId('draft-banner').waitFor();
    await form.getByRole('button', { name: 'Resume draft' }).click();
    await expect
      .poll(() => form.getByRole('textbox', { name: 'Contact person' }).inputValue())
      .toBe('Ana Beltrán');
    expect(await form.getByTestId('draft-banner').count()).toBe(0);

    await form.getByRole('textbox', { name: 'For' }).click();
    await page.getByRole('option').first().click();
    await form.getByRole('textbox', { name: 'Item' }).click();
    await page.getByRole('option', { name: 'Blank HAWB sets' }).click();
    await form.getByRole('textbox', { name: 'Quantity' }).fill('20');
    await form.getByRole('textbox', { name: 'City' }).fill('Valencia');
    await form.getByRole('textbox', { name: 'Country' }).fill('Spa');
    await page.getByRole('option', { name: 'Spain' }).click();
    await form.getByRole('textbox', { name: 'Phone' }).fill('+34 960 000 000');
    await form.getByRole('button', { name: 'Send request' }).click();
    await page.getByText(/^Supply request SUM-\d{4}-\d{6} sent/).waitFor();

    await expect.poll(async () => Number(await grid.getAttribute('data-rows'))).toBe(before + 1);
    // Sent means no draft is offered any more.
    await page.reload();
    await page.getByRole('button', { name: 'New request' }).click();
    await form.getByRole('textbox', { name: 'Contact person' }).waitFor();
    expect(await form.getByTestId('draft-banner').count()).toBe(0);
    await context.close();
  });
});
