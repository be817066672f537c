import type { ExtranetClient } from '@extranet/sdk';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditoria, clientes, enlacesCompartidos, partidas } from '../../db/schema/index';
import { DAY_MS, MINUTE_MS } from '../../lib/time';
import { createTestApi, rejection, type TestApi } from '../../testing/harness';
import { PUBLIC_LINK_OPENS_PER_ADDRESS, PUBLIC_LINK_WINDOW_MS, partidaPublica } from '../publico';
import { hashToken } from './compartir';

// Public tracking links: created, listed and revoked under the shipment's customer scope; opened by
// anyone with the token, showing only the allow-listed members of the shipment.

let api: TestApi;
let demo: ExtranetClient;
let demoToken: string;
let other: ExtranetClient;
/** A confirmed sea shipment of demo's customers, given distinctive confidential values. */
let shipment: typeof partidas.$inferSelect;
let customerName: string;

const SECRETS = {
  referenciaCliente: 'REF-CONFIDENTIAL-7731',
  numeroReserva: 'BKG-CONFIDENTIAL-7731',
  mercancia: 'GOODS-CONFIDENTIAL-7731 lithium cells',
  expedidor: 'SHIPPER-CONFIDENTIAL-7731 S.L.',
  destinatario: 'CONSIGNEE-CONFIDENTIAL-7731 Ltd',
};

beforeAll(async () => {
  api = await createTestApi();
  ({ client: demo, token: demoToken } = await api.signIn('demo'));
  other = (await api.signIn('tracking')).client;
  const demoCustomers = await api.db
    .select({ id: clientes.id, nombre: clientes.nombre })
    .from(clientes)
    .where(inArray(clientes.codigo, ['FRUSUR', 'TEXMED']));
  const [row] = await api.db
    .select()
    .from(partidas)
    .where(
      and(
        inArray(
          partidas.idCliente,
          demoCustomers.map((c) => c.id),
        ),
        eq(partidas.modo, 'MARITIMO'),
        eq(partidas.estado, 'EN_TRANSITO'),
      ),
    )
    .limit(1);
  customerName = demoCustomers.find((c) => c.id === row!.idCliente)!.nombre;
  // Groupage (no containers): the carrier's page would take the booking number, which must not leak.
  const [updated] = await api.db
    .update(partidas)
    .set({ ...SECRETS, contenedores: [], pesoBrutoKg: 98765.4, volumenM3: 43.21 })
    .where(eq(partidas.id, row!.id))
    .returning();
  shipment = updated!;
}, 120_000);
afterAll(async () => {
  await api?.close();
});

/** Moves the clock on and signs demo in again (the session would have expired meanwhile). */
async function advance(ms: number) {
  api.clock.advance(ms);
  ({ client: demo, token: demoToken } = await api.signIn('demo'));
}

const auth = (token: string) => ({ authorization: `Bearer ${token}`, 'content-type': 'application/json' });
const share = (caducaDias?: number) =>
  demo.tracking.compartirPartida({ id: shipment.id, body: caducaDias === undefined ? {} : { caducaDias } });
const openRaw = (token: string) => api.request(`/api/Publico/Partida/${token}`);

describe('tracking.compartirPartida', () => {
  it('answers a 256-bit base64url token, its URL and expiry, and stores only its SHA-256', async () => {
    const before = api.clock().getTime();
    const link = await share();
    expect(link.token).toMatch(/^[A-Za-z0-9_-]{43}$/); // 32 bytes: at least 128 bits asked for
    // The web app's origin (PUBLIC_URL here) and its public page.
    expect(link.url).toBe(`${api.env.publicUrl}/s/${link.token}`);
    const days = (Date.parse(link.caduca) - before) / DAY_MS;
    expect(days).toBeGreaterThanOrEqual(30);
    expect(days).toBeLessThan(30.01);
    const [row] = await api.db.select().from(enlacesCompartidos).where(eq(enlacesCompartidos.id, link.id));
    expect(row!.tokenHash).toBe(hashToken(link.token));
    expect(row!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain(link.token);
    expect(row).toMatchObject({ idPartida: shipment.id, idCliente: shipment.idCliente, usuario: 'demo' });
    const again = await share();
    expect(again.token).not.toBe(link.token);
  });

  it('takes caducaDias from 1 to 90 and refuses anything else, naming the field', async () => {
    const one = await share(1);
    expect(Date.parse(one.caduca) - api.clock().getTime()).toBeLessThanOrEqual(DAY_MS);
    const ninety = await share(90);
    expect(Date.parse(ninety.caduca) - api.clock().getTime()).toBeGreaterThan(89 * DAY_MS);
    for (const caducaDias of [0, 91, 1.5, -3, '7', null]) {
      const res = await api.request(`/api/Tracking/CompartirPartida/${shipment.id}`, {
        method: 'POST',
        headers: auth(demoToken),
        body: JSON.stringify({ caducaDias }),
      });
      expect(res.status, String(caducaDias)).toBe(400);
      expect(await res.json()).toMatchObject({ code: 'VALIDATION', field: 'caducaDias' });
    }
  });

  it("keeps to the caller's customers: another customer's user gets 404, no session 401", async () => {
    expect(await rejection(other.tracking.compartirPartida({ id: shipment.id, body: {} }))).toMatchObject({
      status: 404,
    });
    expect(await rejection(other.tracking.obtenerEnlacesCompartidos({ id: shipment.id }))).toMatchObject({
      status: 404,
    });
    const link = await share();
    expect(await rejection(other.tracking.revocarEnlace({ idEnlace: link.id }))).toMatchObject({
      status: 404,
    });
    expect(
      await rejection(api.anonymous.tracking.obtenerEnlacesCompartidos({ id: shipment.id })),
    ).toMatchObject({ status: 401 });
    expect(await rejection(demo.tracking.compartirPartida({ id: 2_000_000_000, body: {} }))).toMatchObject({
      status: 404,
    });
    expect(await rejection(demo.tracking.revocarEnlace({ idEnlace: 2_000_000_000 }))).toMatchObject({
      status: 404,
    });
    // The other customer's attempt left the link as it was.
    const [row] = await api.db.select().from(enlacesCompartidos).where(eq(enlacesCompartidos.id, link.id));
    expect(row!.revocado).toBeNull();
  });
});

describe('tracking.obtenerEnlacesCompartidos and revocarEnlace', () => {
  it('lists the links newest first without tokens, with opens, and revokes one for good', async () => {
    const link = await share(7);
    await openRaw(link.token);
    await openRaw(link.token);
    const list = await demo.tracking.obtenerEnlacesCompartidos({ id: shipment.id });
    expect(list[0]).toMatchObject({ id: link.id, usuario: 'demo', revocado: null, aperturas: 2 });
    expect(list[0]!.ultimaApertura).not.toBeNull();
    const created = list.map((l) => l.fechaAlta);
    expect(created).toEqual([...created].sort().reverse());
    expect(JSON.stringify(list)).not.toContain(link.token);
    expect(JSON.stringify(list)).not.toMatch(/token/i);

    const revoked = await demo.tracking.revocarEnlace({ idEnlace: link.id });
    expect(revoked).toMatchObject({ id: link.id, revocadoPor: 'demo', aperturas: 2 });
    expect(revoked.revocado).not.toBeNull();
    // Twice changes nothing.
    expect(await demo.tracking.revocarEnlace({ idEnlace: link.id })).toEqual(revoked);
    expect((await openRaw(link.token)).status).toBe(404);
  });
});

describe('publico.obtenerPartida', () => {
  it('opens a live link without a session: the allow-listed members and noindex', async () => {
    const link = await share();
    const shown = await api.anonymous.publico.obtenerPartida({ token: link.token });
    expect(shown).toMatchObject({
      numeroPartida: shipment.numeroPartida,
      modo: 'MARITIMO',
      origen: shipment.origen,
      destino: shipment.destino,
      transitario: 'Freight Extranet',
      transportista: shipment.transportista,
      documentoTransporte: shipment.documentoTransporte,
      caduca: link.caduca,
    });
    expect(shown.hitos.length).toBeGreaterThan(0);
    expect(Object.keys(shown.hitos[0]!).sort()).toEqual(
      ['codigo', 'descripcion', 'estimada', 'lugar', 'planificada', 'real'].sort(),
    );
    const res = await openRaw(link.token);
    expect(res.status).toBe(200);
    expect(res.headers.get('x-robots-tag')).toMatch(/noindex/);
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('never shows the customer, parties, references, booking, goods, weights or ids', async () => {
    const link = await share();
    const res = await openRaw(link.token);
    const text = await res.text();
    for (const value of [...Object.values(SECRETS), customerName, '98765', '43.21']) {
      expect(text, value).not.toContain(value);
    }
    const body = JSON.parse(text) as Record<string, unknown>;
    for (const key of ['id', 'idCliente', 'cliente', 'idDossier', 'documentos', 'bultosDetalle', 'co2eKg']) {
      expect(body, key).not.toHaveProperty(key);
    }
    // Groupage: the carrier's page would be opened with the booking number, so none is given.
    expect(body.urlTransportista).toBeNull();
  });

  it('builds its answer from an allow-list: a member added to the shipment does not reach it', () => {
    const added = {
      ...shipment,
      secreto: 'ADDED-MEMBER-9911',
      cliente: 'ADDED-CUSTOMER-9911',
      importe: 'ADDED-VALUE-9911',
      factura: { numero: 'ADDED-INVOICE-9911' },
    };
    const answer = partidaPublica(added, api.clock(), { transitario: 'Forwarder', caduca: api.clock() });
    expect(JSON.stringify(answer)).not.toContain('9911');
    expect(Object.keys(answer).sort()).toEqual(
      [
        'numeroPartida',
        'modo',
        'estado',
        'origen',
        'codigoOrigen',
        'paisOrigen',
        'destino',
        'codigoDestino',
        'paisDestino',
        'etd',
        'eta',
        'atd',
        'ata',
        'retrasoHoras',
        'hitos',
        'transitario',
        'transportista',
        'documentoTransporte',
        'urlTransportista',
        'caduca',
      ].sort(),
    );
  });

  it('gives the carrier tracking URL built from the transport document', async () => {
    const withContainers = { ...shipment, contenedores: ['MSCU1234565'] };
    const answer = partidaPublica(withContainers, api.clock(), { transitario: 'F', caduca: api.clock() });
    if (answer.urlTransportista) expect(answer.urlTransportista).toContain(shipment.documentoTransporte!);
    expect(answer.urlTransportista ?? '').not.toContain(SECRETS.numeroReserva);
  });

  it('answers unknown, malformed, revoked and expired links with the same 404', async () => {
    const revoked = await share();
    await demo.tracking.revocarEnlace({ idEnlace: revoked.id });
    const expiring = await share(1);
    await advance(DAY_MS + MINUTE_MS);
    const tokens = {
      unknown: 'A'.repeat(43),
      malformed: 'not-a-token',
      tooLong: 'A'.repeat(44),
      revoked: revoked.token,
      expired: expiring.token,
    };
    const bodies = new Set<string>();
    for (const [kind, token] of Object.entries(tokens)) {
      const res = await openRaw(token);
      expect(res.status, kind).toBe(404);
      expect(res.headers.get('x-robots-tag'), kind).toMatch(/noindex/);
      bodies.add(await res.text());
    }
    expect(bodies.size).toBe(1);
    const [row] = await api.db
      .select()
      .from(enlacesCompartidos)
      .where(eq(enlacesCompartidos.id, expiring.id));
    expect(row!.aperturas).toBe(0);
  });

  it('audits creating, opening and revoking on the shipment', async () => {
    const link = await share();
    await api.anonymous.publico.obtenerPartida({ token: link.token });
    await demo.tracking.revocarEnlace({ idEnlace: link.id });
    const rows = await api.db
      .select()
      .from(auditoria)
      .where(and(eq(auditoria.entidad, 'partida'), eq(auditoria.idEntidad, String(shipment.id))));
    const mine = rows.filter((r) => r.detalle?.includes(`link ${link.id}`));
    expect(mine.map((r) => r.evento).sort()).toEqual(
      ['SHARE_LINK_CREATED', 'SHARE_LINK_OPENED', 'SHARE_LINK_REVOKED'].sort(),
    );
    for (const r of mine) expect(r.idCliente).toBe(shipment.idCliente);
    expect(mine.find((r) => r.evento === 'SHARE_LINK_CREATED')!.usuario).toBe('demo');
    expect(mine.find((r) => r.evento === 'SHARE_LINK_OPENED')!.usuario).toBeNull();
    expect(JSON.stringify(mine)).not.toContain(link.token);
  });

  it('limits the opens per client address, malformed tokens included', async () => {
    await advance(PUBLIC_LINK_WINDOW_MS + MINUTE_MS); // a fresh window
    const link = await share();
    for (let i = 0; i < PUBLIC_LINK_OPENS_PER_ADDRESS - 1; i++) {
      expect((await openRaw('x')).status).toBe(404);
    }
    expect((await openRaw(link.token)).status).toBe(200);
    const limited = await openRaw(link.token);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    api.clock.advance(PUBLIC_LINK_WINDOW_MS + MINUTE_MS);
    expect((await openRaw(link.token)).status).toBe(200);
  });
});
