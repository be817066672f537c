import { inArray, notInArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientes } from '../db/schema/index';
import { createTestApi, type TestApi } from '../testing/harness';

// The account switcher: `X-Customer-Account` narrows every scoped call to one of the caller's
// customer accounts; another account answers 403, a malformed value 400 naming the header.

let api: TestApi;
let demoToken: string;
let adminToken: string;
let frusur: number;
let texmed: number;
let foreign: number;
beforeAll(async () => {
  api = await createTestApi();
  demoToken = (await api.signIn('demo')).token;
  adminToken = (await api.signIn('admin')).token;
  const rows = await api.db
    .select({ id: clientes.id, codigo: clientes.codigo })
    .from(clientes)
    .where(inArray(clientes.codigo, ['FRUSUR', 'TEXMED']));
  frusur = rows.find((r) => r.codigo === 'FRUSUR')!.id;
  texmed = rows.find((r) => r.codigo === 'TEXMED')!.id;
  const [other] = await api.db
    .select({ id: clientes.id })
    .from(clientes)
    .where(notInArray(clientes.codigo, ['FRUSUR', 'TEXMED']))
    .limit(1);
  foreign = other!.id;
});
afterAll(async () => {
  await api?.close();
});

const list = async (token: string, account?: number | string) => {
  const response = await api.request('/api/Tracking/ObtenerSeguimientoEnvios', {
    headers: {
      authorization: `Bearer ${token}`,
      ...(account === undefined ? {} : { 'x-customer-account': String(account) }),
    },
  });
  return {
    status: response.status,
    body: (await response.json()) as { idCliente: number; field?: string }[] & { field?: string },
  };
};

describe('X-Customer-Account', () => {
  it('narrows a list to the chosen account, and without it shows all of the caller’s', async () => {
    const all = await list(demoToken);
    expect(new Set(all.body.map((row) => row.idCliente))).toEqual(new Set([frusur, texmed]));
    for (const account of [frusur, texmed]) {
      const one = await list(demoToken, account);
      expect(one.status).toBe(200);
      expect(one.body.length).toBeGreaterThan(0);
      expect(new Set(one.body.map((row) => row.idCliente))).toEqual(new Set([account]));
    }
  });

  it('answers 403 for an account not assigned to the caller, 400 naming the header for a non-id', async () => {
    expect((await list(demoToken, foreign)).status).toBe(403);
    const bad = await list(demoToken, 'abc');
    expect(bad.status).toBe(400);
    expect(bad.body.field).toBe('X-Customer-Account');
  });

  it('lets an administrator look at one customer at a time', async () => {
    const one = await list(adminToken, foreign);
    expect(one.status).toBe(200);
    expect(new Set(one.body.map((row) => row.idCliente))).toEqual(new Set(one.body.length ? [foreign] : []));
  });
});
