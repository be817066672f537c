import { setImmediate as nextTurn } from 'node:timers/promises';
import {
  type Endpoint,
  endpoints,
  MAX_DIAS_PERIODO,
  MAX_FILAS_LISTA,
  PeriodoQuerySchema,
} from '@extranet/sdk/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DAY_MS } from '../lib/time';
import { createTestApi, type TestApi } from '../testing/harness';
import { TRUNCATED_HEADER } from './list';

// Bounded work: every call that takes a period refuses a span over MAX_DIAS_PERIODO days, or an end
// before its start, with a 400 naming the field and the limit; every list answer stops at the row
// cap, keeping its first (newest) rows; a long list is read in pages that let other calls through.

const periodCalls = Object.entries(endpoints).flatMap(([controller, map]) =>
  Object.entries(map as Record<string, Endpoint>)
    .filter(([, endpoint]) => endpoint.query === PeriodoQuerySchema)
    .map(([method, endpoint]) => ({ key: `${controller}.${method}`, endpoint })),
);

let api: TestApi;
let admin: string;
beforeAll(async () => {
  api = await createTestApi();
  admin = await api.tokenFor('admin');
});
afterAll(async () => {
  await api?.close();
});

async function get(endpoint: Endpoint, fechainicio: string, fechafin: string) {
  const path = endpoint.path.replace(/\{\w+\}/g, '1');
  const query = new URLSearchParams({ fechainicio, fechafin });
  const res = await api.request(`${path}?${query}`, { headers: { authorization: `Bearer ${admin}` } });
  return {
    status: res.status,
    body: (await res.json()) as { code?: string; field?: string; message?: string },
  };
}

describe('period calls', () => {
  it('include every "…Periodo" call of the SDK', () => {
    const named = periodCalls.map((c) => c.key).filter((key) => key.endsWith('Periodo'));
    expect(named.length).toBeGreaterThanOrEqual(6);
    expect(periodCalls.length).toBeGreaterThan(named.length); // EstadoEnvios, Solicitudes, Monitor…
  });

  it(`refuse a span over ${MAX_DIAS_PERIODO} days (the issue's 0001-01-01 to 9999-12-31 too) naming fechafin and the limit`, async () => {
    const end = new Date();
    const tooLong = new Date(end.getTime() - (MAX_DIAS_PERIODO * DAY_MS + 1)).toISOString();
    for (const { key, endpoint } of periodCalls) {
      for (const [from, to] of [
        ['0001-01-01', '9999-12-31'],
        [tooLong, end.toISOString()],
      ] as const) {
        const { status, body } = await get(endpoint, from, to);
        expect({ key, status, field: body.field }).toEqual({ key, status: 400, field: 'fechafin' });
        expect(body.message, key).toContain(`${MAX_DIAS_PERIODO} days`);
      }
    }
  });

  it('refuse an end before the start naming fechafin', async () => {
    for (const { key, endpoint } of periodCalls) {
      const { status, body } = await get(endpoint, '2026-03-01', '2026-02-01');
      expect({ key, status, field: body.field }).toEqual({ key, status: 400, field: 'fechafin' });
    }
  });

  it('refuse dates that name no calendar day (2026-02-30, month 13, year 0000) naming the field', async () => {
    for (const { key, endpoint } of periodCalls) {
      for (const [from, to, field] of [
        ['2026-02-30', '2026-03-10', 'fechainicio'],
        ['2026-02-01', '2026-13-01', 'fechafin'],
        ['0000-01-01', '0000-02-01', 'fechainicio'],
      ] as const) {
        const { status, body } = await get(endpoint, from, to);
        expect({ key, from, to, status, field: body.field }).toEqual({ key, from, to, status: 400, field });
      }
    }
  });

  it(`accept exactly ${MAX_DIAS_PERIODO} days`, async () => {
    const end = new Date();
    const start = new Date(end.getTime() - MAX_DIAS_PERIODO * DAY_MS);
    for (const { key, endpoint } of periodCalls.filter((c) => !c.endpoint.path.includes('{'))) {
      const { status } = await get(endpoint, start.toISOString(), end.toISOString());
      expect({ key, status }).toEqual({ key, status: 200 });
    }
  });
});

const listCalls = Object.entries(endpoints).flatMap(([controller, map]) =>
  Object.entries(map as Record<string, Endpoint>)
    .filter(([, e]) => e.method === 'GET' && (e.response as { type?: string }).type === 'array')
    .map(([method, endpoint]) => ({ key: `${controller}.${method}`, endpoint })),
);

/** A GET with plausible arguments: ids 1, search text, the last year, the first country. */
function plausibleRequest(endpoint: Endpoint): string {
  const path = endpoint.path.replace(/\{(\w+)\}/g, (_, name: string) => (name.startsWith('id') ? '1' : 'a'));
  const end = new Date();
  const query = new URLSearchParams({
    fechainicio: new Date(end.getTime() - 365 * DAY_MS).toISOString(),
    fechafin: end.toISOString(),
    busquedaCP: '28',
    idPais: '1',
    idpais: '1',
    identidad: '1',
    tipotrafico: 'MARITIMO_FCL',
  });
  return `${path}?${query}`;
}

describe('list answers', () => {
  it('stop at the row cap on every list call, keeping the first rows and saying so in a header', async () => {
    const cap = 3;
    const cut: string[] = [];
    for (const { key, endpoint } of listCalls) {
      const url = plausibleRequest(endpoint);
      const headers = { authorization: `Bearer ${admin}` };
      const whole = await api.request(url, { headers });
      if (whole.status !== 200) continue;
      const rows = (await whole.json()) as unknown[];
      api.env.maxListRows = cap;
      try {
        const capped = await api.request(url, { headers });
        expect(capped.status, key).toBe(200);
        expect(await capped.json(), key).toEqual(rows.slice(0, cap));
        expect(capped.headers.get(TRUNCATED_HEADER), key).toBe(rows.length > cap ? String(cap) : null);
      } finally {
        api.env.maxListRows = MAX_FILAS_LISTA;
      }
      if (rows.length > cap) cut.push(key);
    }
    // The check means something only if most lists had more rows than the cap.
    expect(cut.length).toBeGreaterThanOrEqual(20);
    expect(cut).toEqual(
      expect.arrayContaining(periodCalls.map((c) => c.key).filter((k) => k.endsWith('Periodo'))),
    );
  });

  it('read long lists in pages and let cheap calls through between them', async () => {
    api.env.listPageRows = 5;
    try {
      const headers = { authorization: `Bearer ${admin}` };
      let heavyDone = false;
      const heavy = api
        .request(plausibleRequest(endpoints.almacen.obtenerMovimientosPeriodo), { headers })
        .then(async (res) => {
          expect(((await res.json()) as unknown[]).length).toBeGreaterThan(100); // over 20 pages
          heavyDone = true;
        });
      // Cheap calls one after another while the heavy list is being written: read in one piece,
      // the list would let at most one through.
      let cheapCalls = 0;
      while (!heavyDone) {
        await nextTurn(); // a request from the network arrives in a turn of its own
        expect((await api.request('/api/Configuracion/ObtenerPerfil', { headers })).status).toBe(200);
        cheapCalls++;
      }
      await heavy;
      expect(cheapCalls).toBeGreaterThanOrEqual(5);
    } finally {
      api.env.listPageRows = 500;
    }
  });
});
