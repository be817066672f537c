import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiAs, baseURL, connectBrowser, newContext, signIn } from './browser';

// A public tracking link: `demo` shares a shipment from its detail, someone with no account opens
// the link (on a phone, in Spanish), `demo` revokes it and the link then shows that it does not work.

let browser: Browser;
beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('sharing a shipment', () => {
  it('shares a link that opens without a session, shows no customer, and stops working once revoked', async () => {
    const demo = await apiAs('demo');
    const shipment = (await demo.tracking.obtenerSeguimientoEnvios()).find(
      (row) => row.transportista !== null && row.estado === 'EN_TRANSITO',
    );
    if (!shipment) throw new Error('the demo data has no shipment under way');

    const context = await newContext(browser, { permissions: ['clipboard-read', 'clipboard-write'] });
    const page = await context.newPage();
    await signIn(page, 'demo', `/login?redirect=${encodeURIComponent(`/tracking/${shipment.id}`)}`);
    await page.getByRole('heading', { level: 1, name: shipment.numeroPartida }).waitFor();

    await page.getByRole('button', { name: 'Share', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: `Share ${shipment.numeroPartida}` });
    await dialog.waitFor();
    await dialog.getByText('7 days', { exact: true }).click();
    await expect
      .poll(() => dialog.getByRole('textbox', { name: 'Days until the link expires' }).inputValue())
      .toBe('7 days');
    await dialog.getByRole('button', { name: 'Create link' }).click();
    const urlInput = dialog.getByTestId('share-link-url');
    await urlInput.waitFor();
    const url = await urlInput.inputValue();
    expect(url).toMatch(new RegExp(`^${baseURL()}/s/[A-Za-z0-9_-]{43}$`));

    await dialog.getByRole('button', { name: 'Copy', exact: true }).click();
    await dialog.getByRole('button', { name: 'Copied', exact: true }).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
    const links = dialog.getByRole('listitem');
    await links.first().getByText('Shared by demo', { exact: false }).waitFor();
    await links.first().getByText('Never opened').waitFor();

    // Someone with no account, on a phone, whose browser speaks Spanish.
    const stranger = await newContext(browser, {
      locale: 'es-ES',
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
    });
    const phone = await stranger.newPage();
    const answer = await phone.goto(new URL(url).pathname);
    expect(answer?.headers()['x-robots-tag']).toMatch(/noindex/);
    await phone.getByRole('heading', { level: 1, name: shipment.numeroPartida }).waitFor();
    await phone.getByText(/Seguimiento de partida compartido por/).waitFor();
    await phone.getByTestId('milestone-timeline').waitFor();
    expect(await phone.locator('meta[name="robots"]').getAttribute('content')).toMatch(/noindex/);
    const text = (await phone.locator('main').textContent()) ?? '';
    expect(text).not.toContain(shipment.cliente);
    expect(text).not.toContain(shipment.expedidor);
    expect(text).not.toContain(shipment.destinatario);
    if (shipment.referenciaCliente) expect(text).not.toContain(shipment.referenciaCliente);
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    // The open is counted in the owner's list; then the owner revokes the link.
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: 'Share', exact: true }).click();
    await dialog.waitFor();
    const first = dialog.getByRole('listitem').first();
    await first.getByText(/^Opened once/).waitFor();
    await first.getByRole('button', { name: 'Revoke', exact: true }).click();
    await first.getByRole('button', { name: 'Revoke link' }).click();
    await first.getByText('Revoked', { exact: true }).waitFor();

    await phone.reload();
    await phone.getByTestId('shared-link-not-found').waitFor();
    await phone.getByRole('heading', { level: 1, name: 'Este enlace no funciona' }).waitFor();
    expect(await phone.locator('main').textContent()).not.toContain(shipment.numeroPartida);

    await stranger.close();
    await context.close();
  });
});
