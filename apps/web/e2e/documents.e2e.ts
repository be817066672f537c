import { readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { ExtranetClient } from '@extranet/sdk';
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiAs, connectBrowser, newContext, signIn } from './browser';

// Documents on the shipment detail: upload a PDF (its bytes from a file input, as a drop or a
// choice ends), see it listed, download it and one of the forwarder's own, delete it — at a
// desktop's width in English and at a phone's in Spanish.

let browser: Browser;
let demo: ExtranetClient;
/** A shipment of the demo user's customers that lists forwarder's documents and no uploads. */
let shipment: { id: number; numeroPartida: string; forwarderDocument: string };
beforeAll(async () => {
  browser = await connectBrowser();
  demo = await apiAs('demo');
  // Delivered shipments of the last quarter hold their documents (they appear as a shipment moves).
  const fechafin = new Date();
  const fechainicio = new Date(fechafin.getTime() - 90 * 86_400_000);
  const rows = await demo.tracking.obtenerSeguimientoEnviosPeriodo({ fechainicio, fechafin });
  for (const row of rows.filter((r) => r.estado === 'ENTREGADA').slice(0, 40)) {
    const p = await demo.tracking.obtenerPartida({ id: row.id });
    const own = p.documentos.filter((d) => d.origen === 'TRANSITARIO');
    if (own.length > 0 && own.length === p.documentos.length) {
      shipment = { id: p.id, numeroPartida: p.numeroPartida, forwarderDocument: own[0]!.nombre };
      break;
    }
  }
  expect(shipment).toBeDefined();
});
afterAll(async () => {
  await browser?.close();
});

const LANGUAGES = {
  en: {
    options: { locale: 'en-US', viewport: { width: 1366, height: 900 } },
    download: (name: string) => `Download ${name}`,
    remove: (name: string) => `Delete ${name}`,
    confirm: 'Delete file',
  },
  es: {
    options: { locale: 'es-ES', viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
    download: (name: string) => `Descargar ${name}`,
    remove: (name: string) => `Eliminar ${name}`,
    confirm: 'Eliminar archivo',
  },
} satisfies Record<string, { options: BrowserContextOptions; [key: string]: unknown }>;

/** Clicks `name`'s button and answers the bytes of the file the browser saved. */
async function download(page: Page, name: string): Promise<{ file: string; bytes: Buffer }> {
  const saved = page.waitForEvent('download');
  await page.getByRole('button', { name, exact: true }).click();
  const event = await saved;
  const target = path.join(os.tmpdir(), `e2e-doc-${Date.now()}-${event.suggestedFilename()}`);
  await event.saveAs(target);
  return { file: event.suggestedFilename(), bytes: await readFile(target) };
}

describe('shipment documents', () => {
  for (const [language, words] of Object.entries(LANGUAGES)) {
    it(`uploads, downloads and deletes a file, and downloads the forwarder's (${language}, ${words.options.viewport.width} px)`, async () => {
      const context = await newContext(browser, words.options);
      const page = await context.newPage();
      await signIn(page, 'demo', `/login?redirect=${encodeURIComponent(`/tracking/${shipment.id}`)}`);
      await page.getByRole('heading', { level: 1, name: shipment.numeroPartida }).waitFor();
      const name = `e2e-${language}-${Date.now()}.pdf`;
      const pdf = Buffer.from(`%PDF-1.4\n% uploaded by the documents e2e test (${language})\n%%EOF\n`);

      await page
        .getByTestId('document-file')
        .setInputFiles({ name, mimeType: 'application/pdf', buffer: pdf });
      const row = page.getByTestId('document').filter({ hasText: name });
      await row.waitFor();
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
      ).toBeLessThanOrEqual(0);

      const uploaded = await download(page, words.download(name));
      expect(uploaded.file).toBe(name);
      expect(uploaded.bytes.equals(pdf)).toBe(true);

      const forwarder = await download(page, words.download(shipment.forwarderDocument));
      expect(forwarder.file).toMatch(/\.pdf$/);
      expect(forwarder.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      expect(forwarder.bytes.toString('latin1')).toContain(shipment.numeroPartida);
      // The forwarder's own documents have no delete action.
      expect(await page.getByRole('button', { name: words.remove(shipment.forwarderDocument) }).count()).toBe(
        0,
      );

      await page.getByRole('button', { name: words.remove(name), exact: true }).click();
      await page.getByRole('button', { name: words.confirm, exact: true }).click();
      await row.waitFor({ state: 'detached' });
      const listed = (await demo.tracking.obtenerPartida({ id: shipment.id })).documentos;
      expect(listed.some((d) => d.nombre === name)).toBe(false);
      await context.close();
    });
  }
});
