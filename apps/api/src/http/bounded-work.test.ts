import { type Endpoint, endpoints, MAX_DIAS_PERIODO, PeriodoQuerySchema } from '@extranet/sdk/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from '../testing/harness';

// Bounded work: every call that takes a period refuses a span over MAX_DIAS_PERIODO days, or an end
// before its start, with a 400 naming the field and the limit.

const DAY = 86_400_000;

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
    const tooLong = new Date(end.getTime() - (MAX_DIAS_PERIODO * DAY + 1)).toISOString();
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

  it(`accept exactly ${MAX_DIAS_PERIODO} days`, async () => {
    const end = new Date();
    const start = new Date(end.getTime() - MAX_DIAS_PERIODO * DAY);
    for (const { key, endpoint } of periodCalls.filter((c) => !c.endpoint.path.includes('{'))) {
      const { status } = await get(endpoint, start.toISOString(), end.toISOString());
      expect({ key, status }).toEqual({ key, status: 200 });
    }
  });
});
