import type { CodigoMetrica, ExtranetClient } from '@extranet/sdk';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { apiAs, connectBrowser, newContext, signIn } from './browser';

// The monitor (home page) and the Power BI area, as `demo`, against the real server.

let browser: Browser;
beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(async () => {
  await browser?.close();
});

type Pin = { codigo: CodigoMetrica; orden: number };

/** demo's pinned metrics in order (the period only values them; a day will do). */
async function pinsOf(demo: ExtranetClient): Promise<(Pin & { id: number })[]> {
  const fechafin = new Date();
  const fechainicio = new Date(fechafin.getTime() - 86_400_000);
  const metrics = await demo.monitor.obtenerMetricasMonitor({ fechainicio, fechafin });
  return metrics.map(({ id, codigo, orden }) => ({ id, codigo, orden }));
}

/** Puts demo's monitor back as `pins`: unpins what the test added, pins and orders the rest. */
async function restorePins(demo: ExtranetClient, pins: Pin[]): Promise<void> {
  for (const pin of await pinsOf(demo))
    if (!pins.some((kept) => kept.codigo === pin.codigo))
      await demo.monitor.eliminarMetricaMonitor({ idMetricaUsuario: pin.id });
  if (pins.length > 0)
    await demo.monitor.guardarMetricasMonitor({
      body: { metricas: pins.map(({ codigo, orden }) => ({ codigo, orden })) },
    });
}

/** The metric codes of the cards, in screen order. */
const cardOrder = (page: Page) =>
  page.locator('[data-metric]').evaluateAll((cards) => cards.map((card) => card.getAttribute('data-metric')));

describe('monitor', () => {
  it('shows each pinned metric with its value, a coloured trend and its line, over the period in the URL', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await signIn(page, 'demo', '/login?redirect=%2F%3Ffrom%3D2026-08-01%26to%3D2026-10-29');
    await page.locator('[data-metric]').first().waitFor();
    await page.getByText(/^Your pinned metrics, 0?8\/0?1\/2026 – 10\/29\/2026$/).waitFor();
    // A 90-day period compares with the 90 days before it.
    await page.getByText('vs the previous 90 days').first().waitFor();
    expect(await page.locator('[data-metric]').count()).toBeGreaterThan(3);
    await page.getByTestId('sparkline').first().waitFor();
    // Stock is valued at the articles' declared unit values: the demo customers' are in euros.
    const stock = page.locator('[data-metric=VALOR_STOCK]');
    await expect.poll(() => stock.textContent()).toContain('Stock value');
    expect(await stock.getByTestId('metric-value').textContent()).toMatch(/^[\d.]+,\d{2}\s€$/);
    // More delays is bad news: a rise reads red, a fall green.
    const delayed = page.locator('[data-metric=RETRASADAS] [data-trend]');
    const trend = (await delayed.textContent()) ?? '';
    const color = await delayed.getAttribute('data-trend');
    expect(color).toBe(trend.startsWith('+') ? 'red' : trend.startsWith('-') ? 'green' : 'gray');
    await context.close();
  });

  it('opened again, asks the server for each of its calls once, the cards in one call, and goes quiet', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await signIn(page, 'demo');
    await page.locator('[data-metric]').first().waitFor();
    const sent: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/')) sent.push(request.url());
    });
    // A returning user's visit: the early script (early-calls.ts) starts the first calls, the app the rest.
    await page.goto('/');
    await page.getByTestId('sparkline').first().waitFor();
    await page.waitForLoadState('networkidle', { timeout: 30_000 });
    const twice = sent.filter((url, index) => sent.indexOf(url) !== index);
    expect(twice).toEqual([]);
    // Every card's line comes with the list: no call per card.
    expect(sent.filter((url) => url.includes('/ObtenerMetricasMonitor?'))).toHaveLength(1);
    expect(sent.filter((url) => url.includes('/ObtenerMetricaMonitor/'))).toEqual([]);
    await context.close();
  });

  it('reorders by keyboard, adds and removes a metric; the saved order survives a reload', async () => {
    const demo = await apiAs('demo');
    const pins = await pinsOf(demo);
    const context = await newContext(browser);
    // demo's monitor as it was, whatever happens (a timeout too): the other files and the demo expect it.
    onTestFinished(async () => {
      await context.close();
      await restorePins(demo, pins);
    });
    const page = await context.newPage();
    await signIn(page, 'demo', '/');
    await page.locator('[data-metric]').first().waitFor();
    const before = await cardOrder(page);
    const [first, second] = before as [string, string];

    await page.getByRole('button', { name: 'Arrange metrics' }).click();
    const firstSlot = page.locator(`[data-slot=${first}]`);
    await firstSlot.getByRole('button', { name: /later$/ }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('textbox', { name: 'Add a metric' }).click();
    await page.getByRole('option', { name: 'Shipments departed' }).click();
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Your monitor has been saved.').waitFor();

    await page.reload();
    await page.locator('[data-metric]').first().waitFor();
    await expect.poll(() => cardOrder(page)).toEqual([second, first, ...before.slice(2), 'PARTIDAS']);

    // Removing and moving back through the screen too; the order is as it was.
    await page.getByRole('button', { name: 'Arrange metrics' }).click();
    await page
      .locator('[data-slot=PARTIDAS]')
      .getByRole('button', { name: /^Remove/ })
      .click();
    await page
      .locator(`[data-slot=${first}]`)
      .getByRole('button', { name: /earlier$/ })
      .click();
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Your monitor has been saved.').waitFor();
    await expect.poll(() => cardOrder(page)).toEqual(before);
  });
});

describe('Power BI', () => {
  it('says no report is configured and whom to ask, in Spanish too', async () => {
    const context = await newContext(browser, { locale: 'es-ES' });
    const page = await context.newPage();
    await signIn(page, 'demo', '/login?redirect=%2Fpowerbi');
    await page.getByTestId('powerbi-not-configured').waitFor();
    await page.getByRole('heading', { name: 'No hay ningún informe de Power BI configurado' }).waitFor();
    expect(await page.locator('iframe').count()).toBe(0);
    await context.close();
  });
});
