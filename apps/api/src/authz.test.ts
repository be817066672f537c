import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Endpoint, endpoints, isIdParameter } from '@extranet/sdk/schemas';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from './auth/password';
import { authz, type Requirement } from './authz';
import { roles, usuarios } from './db/schema/index';
import { controllers } from './routes/index';
import type { ForeignRecords } from './testing/foreign-records';
import { EMPTY_GRID_STATE } from './testing/grid-state';
import { createTestApi, type TestApi } from './testing/harness';

// The authorization matrix: every SDK call × {anonymous, user without the flag, user with the flag
// on another customer's record, permitted user, administrator}, driven by src/authz.ts.

interface Call {
  key: string;
  endpoint: Endpoint;
  requirement: Requirement | undefined;
}

const calls: Call[] = Object.entries(endpoints).flatMap(([controller, map]) =>
  Object.entries(map as Record<string, Endpoint>).map(([method, endpoint]) => {
    const key = `${controller}.${method}`;
    return { key, endpoint, requirement: (authz as Record<string, Requirement>)[key] };
  }),
);

/** Every `src/testing/foreign/<controller>.ts`: records `demo` must not see (see testing/foreign-records.ts). */
async function loadForeignRecords(): Promise<ForeignRecords> {
  const dir = fileURLToPath(new URL('./testing/foreign', import.meta.url));
  const all: ForeignRecords = {};
  for (const file of readdirSync(dir)
    .filter((name) => name.endsWith('.ts'))
    .sort()) {
    const module = (await import(join(dir, file))) as { foreignRecords?: ForeignRecords };
    Object.assign(all, module.foreignRecords);
  }
  return all;
}

const VALID_GRID_BODY = {
  codigoGrid: 'tracking',
  nombre: 'x',
  predeterminada: false,
  estado: EMPTY_GRID_STATE,
};

let api: TestApi;
/** An integration key (`x-api-key`) for the integration calls. */
let apiKey: string;
beforeAll(async () => {
  api = await createTestApi();
  const { client } = await api.signIn('admin');
  // Key 1 is the one the matrix revokes (`revocarClaveIntegracion` with id 1); key 2 makes its calls.
  await client.configuracion.guardarClaveIntegracion({ body: { nombre: 'revoked by the matrix' } });
  apiKey = (await client.configuracion.guardarClaveIntegracion({ body: { nombre: 'matrix' } })).clave;
  // A signed-in user whose role has no flag at all.
  const [sinAcceso] = await api.db.select({ id: roles.id }).from(roles).where(eq(roles.nombre, 'Sin acceso'));
  await api.db.insert(usuarios).values({
    usuario: 'noflags',
    nombre: 'No Flags',
    correo: 'noflags@extranet.example',
    claveHash: await hashPassword('No-flags-at-all-1', 4),
    idRol: sinAcceso!.id,
    estado: 'ACTIVO',
  });
});
afterAll(async () => {
  await api?.close();
});

async function call(
  { endpoint }: Call,
  usuario: string | null,
  params: Record<string, string | number> = {},
  body: unknown = {},
  query: Record<string, string> = {},
): Promise<number> {
  const path = endpoint.path.replace(/\{(\w+)\}/g, (_, name: string) =>
    encodeURIComponent(
      String(params[name] ?? (name === 'usuario' ? (usuario ?? 'demo') : isIdParameter(name) ? 1 : 'x')),
    ),
  );
  const headers: Record<string, string> = {};
  if (usuario === KEY) headers['x-api-key'] = apiKey;
  else if (usuario) headers.authorization = `Bearer ${await api.tokenFor(usuario)}`;
  if (endpoint.body) headers['content-type'] = 'application/json';
  const search = new URLSearchParams(query).toString();
  const response = await api.request(search ? `${path}?${search}` : path, {
    method: endpoint.method,
    headers,
    body: endpoint.body ? JSON.stringify(body) : undefined,
  });
  return response.status;
}

const denied = (status: number) => status === 401 || status === 403;
/** Stands for the integration key instead of a user in `call`. */
const KEY = '(integration key)';

describe('authorization table', () => {
  it('has a row for every SDK endpoint, and no row for a call the SDK does not have', () => {
    expect(calls.filter((c) => !c.requirement).map((c) => c.key)).toEqual([]);
    const known = new Set(calls.map((c) => c.key));
    expect(Object.keys(authz).filter((key) => !known.has(key))).toEqual([]);
  });

  it('has a registered route for every SDK endpoint', () => {
    const routed = controllers.flatMap((controller) => controller.routes.map((route) => route.key)).sort();
    expect(routed).toEqual(calls.map((c) => c.key).sort());
  });
});

describe('authorization matrix', () => {
  it('anonymous: 401 on every non-public call, never 401/403 on public ones', async () => {
    const wrong: string[] = [];
    for (const c of calls) {
      const status = await call(c, null);
      if (c.requirement === 'public' ? denied(status) : status !== 401) wrong.push(`${c.key} → ${status}`);
    }
    expect(wrong).toEqual([]);
  });

  it('a user without the flag (or not an administrator, or another user): 403', async () => {
    const wrong: string[] = [];
    for (const c of calls) {
      const r = c.requirement;
      if (r === 'public' || r === 'signedIn' || !r) continue;
      if (r === 'integrationKey') {
        // A user's token, even an administrator's, is no integration key.
        for (const usuario of ['demo', 'admin']) {
          const status = await call(c, usuario);
          if (status !== 401) wrong.push(`${c.key} (${usuario}) → ${status}`);
        }
        continue;
      }
      const status = r === 'self' ? await call(c, 'noflags', { usuario: 'demo' }) : await call(c, 'noflags');
      if (status !== 403) wrong.push(`${c.key} (noflags) → ${status}`);
      // `tracking` holds accesoPartidas only.
      if (typeof r === 'object' && !r.anyOf.includes('accesoPartidas')) {
        const tracking = await call(c, 'tracking');
        if (tracking !== 403) wrong.push(`${c.key} (tracking) → ${tracking}`);
      }
      if (r === 'admin') {
        const demo = await call(c, 'demo');
        if (demo !== 403) wrong.push(`${c.key} (demo) → ${demo}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('a permitted user and an administrator are let through, never to a 500 or 501', async () => {
    const wrong: string[] = [];
    const failing = new Set<string>();
    for (const c of calls) {
      const permitted =
        c.requirement === 'admin'
          ? ['admin']
          : c.requirement === 'integrationKey'
            ? [KEY]
            : ['demo', 'admin'];
      for (const usuario of permitted) {
        const body = c.key.startsWith('entorno.') ? VALID_GRID_BODY : {};
        const status = await call(c, usuario, {}, body);
        if (denied(status)) wrong.push(`${c.key} (${usuario}) → ${status}`);
        if (status >= 500) failing.add(`${c.key} (${usuario}) → ${status}`);
      }
    }
    expect(wrong).toEqual([]);
    // Bodies here are empty or minimal, so the answer is 2xx, 400 or 404 — a 5xx is a bug.
    expect([...failing]).toEqual([]);
  });

  it("a user with the flag asking for another customer's (or user's) record: 404", async () => {
    const wrong: string[] = [];
    const foreignRecords = await loadForeignRecords();
    for (const [key, find] of Object.entries(foreignRecords)) {
      const c = calls.find((entry) => entry.key === key);
      if (!c) {
        wrong.push(`${key}: not an SDK call`);
        continue;
      }
      const record = await find(api);
      const status = await call(c, 'demo', record.params, record.body ?? {}, record.query);
      if (status !== 404) wrong.push(`${key} → ${status}`);
    }
    // Every call that reads one record by id needs a foreign-record case (testing/foreign-records.ts):
    // a new detail call without one fails here instead of going unchecked.
    const unchecked = calls
      .filter(
        (c) =>
          typeof c.requirement === 'object' && /\{id\w*\}/.test(c.endpoint.path) && !foreignRecords[c.key],
      )
      .map((c) => `${c.key}: no foreign-record case`);
    wrong.push(...unchecked);
    expect(wrong).toEqual([]);
  });
});

describe('handlers', () => {
  it('has a handler for every SDK call (none answers 501)', () => {
    const missing = controllers.flatMap((controller) =>
      controller.routes.filter((route) => !route.implemented).map((route) => route.key),
    );
    expect(missing).toEqual([]);
    expect(controllers.flatMap((controller) => controller.routes)).toHaveLength(calls.length);
  });
});
