import type { ExtranetClient } from '@extranet/sdk';
import type { AlbaranResumen } from '@extranet/sdk/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DAY_MS } from '../lib/time';
import { ensureNoteOnItsWay } from '../testing/delivery-notes';
import { albaranDe } from '../testing/foreign/distribucion';
import { acrossPeriods, createTestApi, type TestApi } from '../testing/harness';
import { escapeXml, podSvg, signaturePath } from './distribucion.pod';

// The proof-of-delivery image: drawn for signed deliveries, for their owners only.

let api: TestApi;
let demo: ExtranetClient;
let demoToken: string;
let mine: AlbaranResumen[];
const PERIOD = {
  fechainicio: new Date(Date.now() - 600 * DAY_MS).toISOString(),
  fechafin: new Date(Date.now() + 60 * DAY_MS).toISOString(),
};
beforeAll(async () => {
  api = await createTestApi();
  await ensureNoteOnItsWay(api.db);
  const session = await api.signIn('demo');
  demo = session.client;
  demoToken = session.token;
  mine = await acrossPeriods(demo.distribucion.obtenerSeguimientoAlbaranesPeriodo, PERIOD);
});
afterAll(async () => {
  await api?.close();
});

const image = (id: number | string, token: string | null = demoToken, headers: Record<string, string> = {}) =>
  api.request(`/api/Distribucion/ImagenPruebaEntrega/${id}`, {
    headers: token ? { authorization: `Bearer ${token}`, ...headers } : headers,
  });

describe('the proof-of-delivery image', () => {
  it("answers an SVG for the owner's delivered note, at the address the note gives", async () => {
    const delivered = mine.find((n) => n.estado === 'ENTREGADO')!;
    const note = await demo.distribucion.obtenerAlbaran({ id: delivered.id });
    const url = new URL(note.pruebaEntrega!.urlImagen!);
    expect(url.pathname).toBe(`/api/Distribucion/ImagenPruebaEntrega/${note.id}`);
    const response = await api.request(url.pathname, { headers: { authorization: `Bearer ${demoToken}` } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    // The caller's own record: kept out of every cache, like the JSON answers.
    expect(response.headers.get('cache-control')).toBe('no-store');
    const svg = await response.text();
    expect(svg).toMatch(/^<\?xml[^>]*>\s*<svg [^>]*width="600" height="420"/);
    expect(svg).toContain(note.numeroAlbaran);
    expect(svg).toContain(escapeXml(note.pruebaEntrega!.firmadoPor!));
    expect(svg).toContain(
      `${note.pruebaEntrega!.fecha.slice(0, 10)} ${note.pruebaEntrega!.fecha.slice(11, 16)} UTC`,
    );
    expect(svg).not.toMatch(/<script|on\w+=/i);
  });

  it('draws a partial delivery with its stamp; a note nobody signed for has no image (404)', async () => {
    // Every customer's notes (an administrator's): the demo user's two have only delivered and pending ones.
    const { client: admin, token: adminToken } = await api.signIn('admin');
    const all = await acrossPeriods(admin.distribucion.obtenerSeguimientoAlbaranesPeriodo, PERIOD);
    let stamped = 0;
    for (const row of all.filter((n) => n.estado === 'INCIDENCIA').slice(0, 6)) {
      const note = await admin.distribucion.obtenerAlbaran({ id: row.id });
      const response = await image(row.id, adminToken);
      if (note.pruebaEntrega?.firmadoPor) {
        stamped++;
        expect(response.status).toBe(200);
        expect(await response.text()).toContain('ENTREGA PARCIAL');
        expect(note.pruebaEntrega.urlImagen).not.toBeNull();
      } else {
        expect(response.status).toBe(404);
        expect(note.pruebaEntrega?.urlImagen ?? null).toBeNull();
      }
    }
    expect(stamped).toBeGreaterThan(0);
    for (const estado of ['PENDIENTE', 'EN_REPARTO', 'DEVUELTO'] as const) {
      const row = all.find((n) => n.estado === estado);
      expect(row, estado).toBeDefined();
      const response = await image(row!.id, adminToken);
      expect(response.status).toBe(404);
      expect(await response.json()).toMatchObject({ code: 'NOT_FOUND' });
    }
  });

  it("answers 404 for another customer's note and a missing id, 400 for an id that is not a number", async () => {
    const foreign = await albaranDe(api, 'AUTOIB');
    expect((await image(foreign)).status).toBe(404);
    expect((await image(99_999_999)).status).toBe(404);
    for (const bad of ['abc', '0', '-1', '1.5', '99999999999']) {
      const response = await image(bad);
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ code: 'VALIDATION', field: 'id' });
    }
    // Narrowed to one of its accounts, the other account's note is out of reach too.
    const delivered = mine.find((n) => n.estado === 'ENTREGADO')!;
    const other = mine.find((n) => n.idCliente !== delivered.idCliente)!;
    expect(
      (await image(delivered.id, demoToken, { 'x-customer-account': String(other.idCliente) })).status,
    ).toBe(404);
    // Administrators see every customer's.
    const admin = await api.tokenFor('admin');
    const adminNotes = await (await api.signIn('admin')).client.distribucion.obtenerAlbaran({ id: foreign });
    expect((await image(foreign, admin)).status).toBe(adminNotes.pruebaEntrega?.firmadoPor ? 200 : 404);
  });

  it('answers 401 without a session and 403 without the distribution permission', async () => {
    const delivered = mine.find((n) => n.estado === 'ENTREGADO')!;
    const anonymous = await image(delivered.id, null);
    expect(anonymous.status).toBe(401);
    expect((await image(delivered.id, 'not-a-token')).status).toBe(401);
    const tracking = await api.tokenFor('tracking');
    const denied = await image(delivered.id, tracking);
    expect(denied.status).toBe(403);
    expect(await denied.json()).toMatchObject({ code: 'FORBIDDEN' });
  });
});

describe('podSvg', () => {
  const input = {
    numeroAlbaran: 'AL-2026-000001',
    estado: 'ENTREGADO' as const,
    destinatario: 'Café <Lisboa> & "Hijos"',
    direccion: 'Rua Augusta 1',
    codigoPostal: '1100-048',
    poblacion: 'Lisboa',
    bultos: 3,
    pesoBrutoKg: 120.46,
    transportista: null,
    firmadoPor: "J. O'Brien",
    fecha: '2026-02-04T09:26:00.000Z',
    observaciones: 'x'.repeat(200),
  };

  it('escapes what the note says and keeps long remarks to two lines', () => {
    const svg = podSvg(input);
    expect(svg).toContain('Café &lt;Lisboa&gt; &amp; &quot;Hijos&quot;');
    expect(svg).toContain('J. O&apos;Brien');
    expect(svg).toContain('2026-02-04 09:26 UTC');
    expect(svg).toContain('120.5 kg');
    expect(svg.match(/font-style="italic"/g)).toHaveLength(2);
  });

  it('signs the same name the same way, and different names differently', () => {
    expect(signaturePath('Ana Pérez', 0, 0, 300, 90)).toBe(signaturePath('Ana Pérez', 0, 0, 300, 90));
    expect(signaturePath('Ana Pérez', 0, 0, 300, 90)).not.toBe(signaturePath('Luis Gil', 0, 0, 300, 90));
    expect(signaturePath('Ana Pérez', 0, 0, 300, 90)).toMatch(/^M[\d.]+ [\d.]+ C/);
  });
});
