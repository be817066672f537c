import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectBrowser, newContext, signIn } from './browser';

// Nothing on a list's first screen changes by itself (issue 31): from the first row painted to the
// whole list in, the rows on the first screen are the same rows, and a total once shown is the
// total. A recorder installed before the app's first script notes, at every change of the page, the
// first cell of the first rows (their identity; chips and colours may come later) and the
// footprint's totals; a list passes when each was only ever one value once it was there.

let browser: Browser;
beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(async () => {
  await browser?.close();
});

declare global {
  interface Window {
    __firstScreens?: { rows: string[]; totals: string[] };
  }
}

/** Runs in the page before its scripts: records each new value of the first screen's rows and totals. */
function recordFirstScreens() {
  const seen = { rows: [] as string[], totals: [] as string[] };
  window.__firstScreens = seen;
  const note = (list: string[], value: string) => {
    if (value && list.at(-1) !== value) list.push(value);
  };
  const look = () => {
    const cells = [...document.querySelectorAll('[data-testid=grid-scroll] tbody tr')]
      .slice(0, 12)
      .map((row) => row.querySelector('td')?.textContent?.trim() ?? '');
    const cards = [...document.querySelectorAll('[data-testid=grid-cards] > *')]
      .slice(0, 6)
      // biome-ignore lint/performance/useDomNodeTextContent: a card's first line as drawn is its title
      .map((card) => (card as HTMLElement).innerText.split('\n')[0] ?? '');
    note(seen.rows, [...cells, ...cards].filter(Boolean).join(' | '));
    const totals = document.querySelector('[data-testid=footprint-totals]') as HTMLElement | null;
    if (totals) {
      const copy = totals.cloneNode(true) as HTMLElement;
      for (const change of copy.querySelectorAll('[data-testid=change]')) change.remove();
      if (/\d/.test(copy.textContent ?? '')) note(seen.totals, copy.textContent ?? '');
    }
  };
  new MutationObserver(look).observe(document, { childList: true, subtree: true, characterData: true });
}

async function watch(page: Page, path: string): Promise<{ rows: string[]; totals: string[] }> {
  await page.goto(path);
  const grid = page.locator('[data-testid^="grid-"][data-rows]').first();
  await grid.waitFor({ timeout: 30_000 });
  // Whatever the whole list's arrival sets off (totals, charts) has drawn once more.
  await page.waitForTimeout(300);
  return page.evaluate(() => window.__firstScreens ?? { rows: [], totals: [] });
}

const LISTS = [
  '/tracking',
  '/stocks',
  '/movements',
  '/carbon-footprint',
  '/invoices',
  '/distribution',
  '/statement',
  '/guide-tracking',
];

describe('a list on its first visit', () => {
  it.each([
    ['desktop', { width: 1366, height: 768 }],
    ['phone', { width: 390, height: 844 }],
  ])('never changes its first screen by itself (%s)', async (_, viewport) => {
    const context = await newContext(browser, { viewport });
    await context.addInitScript(recordFirstScreens);
    const page = await context.newPage();
    try {
      await signIn(page, 'demo');
      for (const path of LISTS) {
        const seen = await watch(page, path);
        expect(seen.rows.length, `${path}: no rows were drawn`).toBeGreaterThan(0);
        expect(seen.rows, `${path}: its first rows changed while the list arrived`).toHaveLength(1);
        expect(seen.totals.length, `${path}: its totals changed by themselves`).toBeLessThanOrEqual(1);
      }
    } finally {
      await context.close();
    }
  });
});
