import os from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { apiAs, connectBrowser, gridRows, newContext, signIn } from './browser';

// Tracking, shipment detail and dossiers against the real server and its demo data, as `demo`.

let browser: Browser;
beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const summary = (page: Page) => page.getByTestId('grid-summary').first().textContent();

describe('shipment tracking', () => {
  it('lists the open shipments and opens one with its timeline; Back keeps the list', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await signIn(page, 'demo', '/login?redirect=%2Ftracking');
    expect(await gridRows(page, 'tracking')).toBeGreaterThan(100);
    await page
      .getByRole('link', { name: /^M\d{2}-\d{6}$/ })
      .first()
      .waitFor();
    expect(await page.locator('tbody tr').count()).toBeGreaterThan(5);

    await page.getByRole('textbox', { name: 'Search every column' }).fill('Valencia');
    await expect.poll(() => page.url()).toContain('q=Valencia');
    const listUrl = page.url();
    const scroller = page.getByTestId('grid-scroll');
    // Scrolled, and kept: the list keeps its position 120 ms after the last scroll event
    // (useScrollMemory.ts), which the page does not show. A timer set after the list's, at each
    // scroll event and with the same delay, runs after it (timers of equal delay run in order).
    const before = await scroller.evaluate(
      (element) =>
        new Promise<number>((resolve) => {
          let timer: ReturnType<typeof setTimeout> | undefined;
          element.addEventListener('scroll', () => {
            clearTimeout(timer);
            timer = setTimeout(() => resolve(element.scrollTop), 120);
          });
          element.scrollTop = 1200;
        }),
    );
    expect(before).toBeGreaterThan(1100);
    // A row in sight, clicked where it is (a locator click would scroll it first).
    const number = await scroller.evaluate((element) => {
      const box = element.getBoundingClientRect();
      const link = [...element.querySelectorAll<HTMLAnchorElement>('tbody a')].find((a) => {
        const rect = a.getBoundingClientRect();
        return rect.top > box.top + 60 && rect.bottom < box.bottom;
      });
      link?.click();
      return link?.textContent ?? '';
    });
    expect(number).toMatch(/^[MAT]\d{2}-\d{6}$/);
    await page.waitForURL(/\/tracking\/\d+$/);
    await page.getByRole('heading', { level: 1, name: number }).waitFor();
    const timeline = page.getByTestId('milestone-timeline');
    await timeline.waitFor();
    await expect.poll(() => timeline.getByText(/^(Actual|Expected):/).count()).toBeGreaterThan(2);

    await page.getByRole('link', { name: 'Back to Shipment tracking' }).click();
    await page.waitForURL((url) => url.pathname === '/tracking');
    expect(page.url()).toBe(listUrl);
    await expect.poll(() => scroller.evaluate((element) => element.scrollTop)).toBe(before);
    expect(await page.getByRole('textbox', { name: 'Search every column' }).inputValue()).toBe('Valencia');
    await context.close();
  });

  it('scrolls a year of shipments with few rows in the page, a header that stays and the keyboard', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const to = new Date();
    const from = new Date(to.getTime() - 365 * 86_400_000);
    const day = (date: Date) => date.toISOString().slice(0, 10);
    await signIn(
      page,
      'demo',
      `/login?redirect=${encodeURIComponent(`/tracking?from=${day(from)}&to=${day(to)}`)}`,
    );
    const count = await gridRows(page, 'tracking');
    expect(count).toBeGreaterThan(1000);
    const scroller = page.getByTestId('grid-scroll');
    const rows = scroller.locator('tbody tr[data-index]');
    await rows.first().waitFor();
    // Only a window of rows is in the page, however long the list.
    expect(await rows.count()).toBeLessThan(60);

    // The last row is reached by scrolling, below a header that stayed in place. Scrolled again until
    // it shows: a scroll made while the list is still settling can land short of the end, as a
    // user's would, and they would scroll on (setting the same position again fires no scroll event,
    // so a window that failed to follow a scroll still fails here).
    const last = scroller.locator(`tbody tr[data-index="${count - 1}"]`);
    await expect
      .poll(async () => {
        await scroller.evaluate((element) => {
          element.scrollTop = element.scrollHeight;
        });
        return last.isVisible();
      })
      .toBe(true);
    const [header, frame] = await scroller.evaluate((element) => [
      element.querySelector('thead')!.getBoundingClientRect().top,
      element.getBoundingClientRect().top,
    ]);
    expect(Math.abs(header - frame)).toBeLessThan(2);

    // Keyboard: back to the top, three pages and a row down, Enter opens that row's shipment.
    await scroller.evaluate((element) => {
      element.scrollTop = 0;
    });
    await scroller.locator('tbody tr[data-index="0"]').focus();
    // Each key moves the focus a frame later; the next key goes to the row that has it by then.
    const focused = () => page.evaluate(() => document.activeElement?.getAttribute('data-grid-row'));
    for (const [key, row] of [
      ['PageDown', '10'],
      ['PageDown', '20'],
      ['PageDown', '30'],
      ['ArrowDown', '31'],
    ] as const) {
      await page.keyboard.press(key);
      await expect.poll(focused).toBe(row);
    }
    const number = await page.evaluate(() => document.activeElement?.querySelector('a')?.textContent ?? '');
    expect(number).toMatch(/^[A-Z]\d{2}-\d{6}$/);
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/tracking\/\d+$/);
    await page.getByRole('heading', { level: 1, name: number }).waitFor();
    await context.close();
  });

  it('keeps a named view through a reload and a new session', async () => {
    const name = `Textiles ${Date.now()}`;
    const demo = await apiAs('demo');
    const context = await newContext(browser);
    const other = await newContext(browser);
    // demo's views as they were, whatever happens (a timeout too): the test's view goes, should it
    // be the one a list opens with.
    onTestFinished(async () => {
      await context.close();
      await other.close();
      for (const view of await demo.entorno.obtenerConfiguracionesGrid({ codigogrid: 'tracking' }))
        if (view.nombre === name)
          await demo.entorno.eliminarConfiguracionGrid({ idConfiguracionGrid: view.id });
    });
    const page = await context.newPage();
    await signIn(page, 'demo', '/login?redirect=%2Ftracking');
    await gridRows(page, 'tracking');
    await page.getByRole('textbox', { name: 'Search every column' }).fill('TEXMED');
    await expect.poll(() => summary(page)).toMatch(/ of /);
    await page.getByTestId('grid-views').click();
    await page.getByRole('menuitem', { name: 'Save as a new view…' }).click();
    await page.getByRole('textbox', { name: 'Name' }).fill(name);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect.poll(() => page.url()).toMatch(/view=\d+/);

    await page.reload();
    await gridRows(page, 'tracking');
    await expect.poll(() => page.getByTestId('grid-views').textContent()).toContain(name);
    expect(await page.getByRole('textbox', { name: 'Search every column' }).inputValue()).toBe('TEXMED');

    // A new browser: the view is on the server; it is in the Views menu.
    const second = await other.newPage();
    await signIn(second, 'demo', '/login?redirect=%2Ftracking');
    await gridRows(second, 'tracking');
    await second.getByTestId('grid-views').click();
    await second.getByRole('menuitem', { name }).click();
    await expect
      .poll(() => second.getByRole('textbox', { name: 'Search every column' }).inputValue())
      .toBe('TEXMED');
  });

  it('exports every filtered row to Excel, not only those on screen', async () => {
    const context = await newContext(browser, { acceptDownloads: true });
    const page = await context.newPage();
    await signIn(
      page,
      'demo',
      '/login?redirect=%2Ftracking%3Ffilters%3D%257B%2522modo%2522%253A%255B%2522MARITIMO%2522%255D%257D',
    );
    const total = await gridRows(page, 'tracking');
    await expect.poll(() => summary(page)).toMatch(/ of /);
    const shown = Number(((await summary(page)) ?? '').match(/^([\d,]+) of/)?.[1]?.replace(/,/g, ''));
    expect(shown).toBeGreaterThan(50);
    expect(shown).toBeLessThan(total);
    const download = page.waitForEvent('download');
    await page.getByTestId('grid-export').click();
    const file = path.join(os.tmpdir(), `e2e-${Date.now()}.xlsx`);
    await (await download).saveAs(file);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(file);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.rowCount).toBe(shown + 1);
    expect(sheet.getRow(1).getCell(1).value).toBe('Shipment');
    const headers = (sheet.getRow(1).values as unknown[]).slice(1);
    const modeColumn = headers.indexOf('Mode') + 1;
    for (let row = 2; row <= sheet.rowCount; row += 25)
      expect(sheet.getRow(row).getCell(modeColumn).value).toBe('Sea');
    const departure = headers.indexOf('Departure') + 1;
    expect(sheet.getRow(2).getCell(departure).value).toBeInstanceOf(Date);
    await context.close();
  });

  it('speaks Spanish, column headers included', async () => {
    const context = await newContext(browser, { locale: 'es-ES' });
    const page = await context.newPage();
    await signIn(page, 'demo', '/login?redirect=%2Ftracking');
    await gridRows(page, 'tracking');
    const headers = page.locator('thead th');
    await headers.first().waitFor();
    const texts = (await headers.allTextContents()).map((text) => text.trim());
    for (const header of ['Partida', 'Modo', 'Estado', 'Ruta', 'Salida', 'Llegada', 'Retraso'])
      expect(texts).toContain(header);
    expect(await page.getByRole('textbox', { name: 'Buscar en todas las columnas' }).count()).toBe(1);
    await context.close();
  });

  it('says why a link’s period cannot be used, and shows the usual one', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await signIn(page, 'demo', '/login?redirect=%2Ftracking%3Ffrom%3D2024-01-01%26to%3D2026-06-30');
    await page.getByText('A period can span at most 366 days').first().waitFor();
    await expect.poll(() => page.url()).not.toContain('from=');
    expect(await gridRows(page, 'tracking')).toBeGreaterThan(0);
    await context.close();
  });

  it('opens a monitor metric’s list with its filter: “Shipments in transit” shows only those', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await signIn(page, 'demo', '/');
    await page.locator('[data-metric=EN_TRANSITO]').getByRole('link').click();
    await expect.poll(() => decodeURIComponent(page.url())).toContain('filters={"estado":["EN_TRANSITO"]}');
    expect(await gridRows(page, 'tracking')).toBeGreaterThan(0);
    // The summary counts the rows left after the filter: all of them in transit, and some.
    await expect.poll(() => summary(page)).toMatch(/^[\d,]+ of [\d,]+ rows/);
    const text = (await summary(page)) ?? '';
    const shown = Number(/^([\d,]+) of/.exec(text)![1]!.replaceAll(',', ''));
    expect(shown).toBeGreaterThan(0);
    expect(text).toContain(`In transit: ${shown.toLocaleString('en-US')}`);
    await context.close();
  });

  it('finds an invoice by its number from Ctrl+K and opens the invoice page', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await signIn(page, 'demo', '/invoices');
    expect(await gridRows(page, 'invoices')).toBeGreaterThan(0);
    const number = (
      (await page.locator('[data-testid=grid-scroll] tbody tr').first().locator('a').first().textContent()) ??
      ''
    ).trim();
    await page.keyboard.press('Control+k');
    await page.getByPlaceholder('Go to an area, or type a reference…').fill(number);
    await page
      .getByRole('button', { name: new RegExp(number) })
      .first()
      .click();
    await page.waitForURL((url) => url.pathname === `/invoices/${number}`);
    await page
      .getByRole('heading', { name: new RegExp(number) })
      .first()
      .waitFor();
    await context.close();
  });

  it('finds a shipment by its number from Ctrl+K and opens its page', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await signIn(page, 'demo', '/tracking');
    expect(await gridRows(page, 'tracking')).toBeGreaterThan(0);
    const number = (
      (await page.locator('[data-testid=grid-scroll] tbody tr').first().locator('a').first().textContent()) ??
      ''
    ).trim();
    await page.keyboard.press('Control+k');
    await page.getByPlaceholder('Go to an area, or type a reference…').fill(number.toLowerCase());
    await page
      .getByRole('button', { name: new RegExp(number) })
      .first()
      .click();
    await page.waitForURL(/\/tracking\/\d+$/);
    await page
      .getByRole('heading', { name: new RegExp(number) })
      .first()
      .waitFor();
    await context.close();
  });

  it('switches the customer account from the header: the rows, the URL and the next visit follow', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await signIn(page, 'demo', '/tracking');
    expect(await gridRows(page, 'tracking')).toBeGreaterThan(0);
    const customers = async () =>
      new Set(
        await page
          .locator('[data-testid=grid-scroll] tbody tr')
          .evaluateAll((rows) =>
            rows
              .map((row) => row.textContent ?? '')
              .map((text) =>
                text.includes('Frutas del Sur') ? 'FRUSUR' : text.includes('Textil') ? 'TEXMED' : '?',
              ),
          ),
      );
    const choose = async (label: RegExp) => {
      await page.getByRole('textbox', { name: 'Customer account' }).click();
      await page.getByRole('option', { name: label }).click();
      await expect.poll(() => page.getByTestId('grid-tracking').getAttribute('data-rows')).not.toBeNull();
    };
    await choose(/^TEXMED/);
    await expect.poll(() => page.url()).toMatch(/cuenta=\d+/);
    await expect.poll(customers).toEqual(new Set(['TEXMED']));
    await choose(/^FRUSUR/);
    await expect.poll(customers).toEqual(new Set(['FRUSUR']));
    // The choice goes with the user from page to page and to the next visit.
    await page.goto('/dossier');
    await expect.poll(() => page.url()).toMatch(/cuenta=\d+/);
    await context.close();
  });

  it('fits a phone: cards, and no sideways scrolling of the page', async () => {
    const context = await newContext(browser, {
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
    });
    const page = await context.newPage();
    await signIn(page, 'demo', '/login?redirect=%2Ftracking');
    await gridRows(page, 'tracking');
    await page.getByTestId('grid-cards').waitFor();
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);
    await page.getByTestId('grid-cards').locator('button').first().click();
    await page.waitForURL(/\/tracking\/\d+$/);
    await page.getByTestId('milestone-timeline').waitFor();
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);
    await context.close();
  });
});

describe('dossiers', () => {
  it('lists the dossiers of the last 30 days and links a dossier’s shipments to their pages', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await signIn(page, 'demo', '/login?redirect=%2Fdossier');
    expect(await gridRows(page, 'dossier')).toBeGreaterThan(20);
    await page
      .getByRole('link', { name: /^D[IE]\d{2}-\d{6}$/ })
      .first()
      .click();
    await page.waitForURL(/\/dossier\/\d+$/);
    const shipment = page.getByRole('table', { name: 'Shipments' }).getByRole('link').first();
    await shipment.waitFor();
    await shipment.click();
    await page.waitForURL(/\/tracking\/\d+$/);
    await page.getByTestId('milestone-timeline').waitFor();
    await context.close();
  });
});
