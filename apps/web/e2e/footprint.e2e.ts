import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { periodQuery, presetPeriod } from '../src/components/Period/period';
import { baseURL, connectBrowser, DEMO_ACCOUNTS, gridRows, newContext, signIn } from './browser';

// Carbon footprint and air waybill tracking against the real server and its demo data, as `demo`.

let browser: Browser;
beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** A GET of the API as `demo`, straight from the test, to check the screen against. */
async function apiAsDemo<T>(path: string): Promise<T> {
  const login = await fetch(`${baseURL()}/api/Validacion`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ usuario: 'demo', clave: DEMO_ACCOUNTS.demo.clave }),
  });
  const { token } = (await login.json()) as { token: string };
  const answer = await fetch(`${baseURL()}${path}`, { headers: { authorization: `Bearer ${token}` } });
  expect(answer.status).toBe(200);
  return (await answer.json()) as T;
}

describe('carbon footprint', () => {
  it('shows the period’s real totals, their change, the charts, the shipments and the method', async () => {
    // The screen opens on the last 90 days; the same period asked of the API directly.
    const query = new URLSearchParams(periodQuery(presetPeriod('90d')));
    const rows = await apiAsDemo<{ co2eWtwKg: number }[]>(
      `/api/HuellaCarbono/ObtenerHuellaCarbonoPeriodo?${query}`,
    );
    expect(rows.length).toBeGreaterThan(0);
    const tonnes = rows.reduce((sum, row) => sum + row.co2eWtwKg, 0) / 1000;
    const expected = new Intl.NumberFormat('en-US', { maximumFractionDigits: tonnes < 10 ? 2 : 1 }).format(
      tonnes,
    );

    const context = await newContext(browser);
    const page = await context.newPage();
    await signIn(page, 'demo', '/login?redirect=%2Fcarbon-footprint');
    const total = page.getByTestId('total-co2e');
    await expect.poll(() => total.locator('[data-value]').textContent(), { timeout: 20_000 }).toBe(expected);
    await expect
      .poll(() => total.getByTestId('change').textContent())
      .toMatch(/(new|%)vs\. .+ t in the previous period/);
    expect(await page.getByTestId('intensity').locator('[data-value]').textContent()).toMatch(/^\d[\d,.]*$/);

    // Both charts drew: bars per month, a slice per mode.
    await expect
      .poll(() => page.locator('[data-testid="chart-by-month"] .recharts-bar-rectangle').count())
      .toBeGreaterThan(0);
    expect(await page.locator('[data-testid="chart-by-mode"] .recharts-pie-sector').count()).toBeGreaterThan(
      0,
    );

    expect(await gridRows(page, 'carbon-footprint')).toBe(rows.length);
    const method = page.getByTestId('footprint-method');
    await expect.poll(() => method.textContent()).toContain('ISO 14083:2023');
    expect(await method.textContent()).toContain('GLEC');
    expect(await method.locator('tbody tr').count()).toBeGreaterThan(1);

    // A shipment's number opens the shipment.
    const link = page
      .getByTestId('grid-carbon-footprint')
      .getByRole('link', { name: /^[MAT]\d{2}-\d{6}$/ })
      .first();
    const number = await link.textContent();
    await link.click();
    await page.waitForURL(/\/tracking\/\d+$/);
    await page.getByRole('heading', { level: 1, name: number ?? '' }).waitFor();
    await context.close();
  });
});

describe('air waybill tracking', () => {
  it('lists real HAWBs with their IATA status in words and opens one with its timeline', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await signIn(page, 'demo', '/login?redirect=%2Fguide-tracking');
    expect(await gridRows(page, 'guide-tracking')).toBeGreaterThan(0);
    const grid = page.getByTestId('grid-guide-tracking');
    const status = await grid.locator('tbody .mantine-Badge-root').first().textContent();
    expect(status).toMatch(
      /^(Booked|Received from shipper|Manifested|Departed|Arrived|Received from flight|Consignee notified|Documents delivered to consignee|Customs cleared|Delivered) · [A-Z]{3}$/,
    );

    const link = grid.getByRole('link', { name: /^[A-Z]{3}-\d{8}$/ }).first();
    const number = await link.textContent();
    await link.click();
    await page.waitForURL(/\/guide-tracking\/\d+$/);
    await page.getByRole('heading', { level: 1, name: number ?? '' }).waitFor();
    const timeline = page.getByTestId('hawb-timeline');
    await timeline.waitFor();
    expect(await timeline.locator('[data-done]').count()).toBeGreaterThan(0);
    expect(await timeline.textContent()).toMatch(/Booked\s*BKD/);
    await page.getByRole('link', { name: 'Back to Air waybill tracking' }).click();
    await page.waitForURL((url) => url.pathname === '/guide-tracking');
    await context.close();
  });

  it('says the statuses in Spanish', async () => {
    const context = await newContext(browser, { locale: 'es-ES' });
    const page = await context.newPage();
    await signIn(page, 'demo', '/login?redirect=%2Fguide-tracking');
    await gridRows(page, 'guide-tracking');
    const texts = await page
      .getByTestId('grid-guide-tracking')
      .locator('tbody .mantine-Badge-root')
      .allTextContents();
    expect(
      texts.some((text) => /^(Entregado|Reservado|Salió|Manifestado|Llegó|Despachado de aduana)/.test(text)),
    ).toBe(true);
    expect(texts.every((text) => !/^(Delivered|Booked|Departed) ·/.test(text))).toBe(true);
    await context.close();
  });

  it('fits a phone in Spanish, the longer labels: footprint and HAWB cards, the HAWB page, no sideways scrolling', async () => {
    const context = await newContext(browser, {
      locale: 'es-ES',
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
    });
    const page = await context.newPage();
    const sideways = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    await signIn(page, 'demo', '/login?redirect=%2Fcarbon-footprint');
    await gridRows(page, 'carbon-footprint');
    await page.getByTestId('grid-cards').waitFor();
    await page.locator('[data-testid="chart-by-month"] .recharts-bar-rectangle').first().waitFor();
    expect(await sideways()).toBeLessThanOrEqual(0);

    await page.goto('/guide-tracking');
    await gridRows(page, 'guide-tracking');
    await page.getByTestId('grid-cards').locator('button').first().click();
    await page.waitForURL(/\/guide-tracking\/\d+$/);
    await page.getByTestId('hawb-timeline').waitFor();
    expect(await sideways()).toBeLessThanOrEqual(0);
    await context.close();
  });
});
