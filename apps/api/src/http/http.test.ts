import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { endpoints } from '@extranet/sdk/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configuracionController } from '../routes/configuracion';
import { controllers } from '../routes/index';
import { validacionController } from '../routes/validacion';
import { createTestApi, type TestApi } from '../testing/harness';
import { defineController } from './controller';
import { buildOpenApi } from './openapi';

// The HTTP core, with a tracking controller of the test's own: validation, errors, headers, CSRF,
// limits, OpenAPI, health and the web app.

const testTracking = defineController('tracking', {
  obtenerSeguimientoEnviosPeriodo: () => [],
  obtenerVinculo: () => {
    throw new Error('boom: a bug in a handler');
  },
  obtenerPartida: () => ({ id: 1, wrong: 'shape' }) as never,
});

const webDist = mkdtempSync(join(tmpdir(), 'extranet-web-'));
mkdirSync(join(webDist, 'assets'));
writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>Extranet</title><div id="root"></div>');
writeFileSync(join(webDist, 'assets', 'index-4f9a2c1b.js'), 'console.log("app")');

let api: TestApi;
let demoToken: string;
let adminToken: string;
beforeAll(async () => {
  api = await createTestApi({
    controllers: [validacionController, configuracionController, testTracking],
    env: { webDist },
    seed: 'core',
  });
  demoToken = (await api.signIn('demo')).token;
  adminToken = (await api.signIn('admin')).token;
});
afterAll(async () => {
  await api?.close();
});

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const json = { 'content-type': 'application/json' };

function expectSecurityHeaders(response: Response) {
  const csp = response.headers.get('content-security-policy') ?? '';
  expect(csp).toContain("object-src 'none'");
  expect(csp).toContain("base-uri 'none'");
  expect(csp).toContain("frame-ancestors 'none'");
  expect(response.headers.get('strict-transport-security')).toMatch(/max-age=\d+/);
  expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  expect(response.headers.get('referrer-policy')).toBe('no-referrer');
}

describe('security headers', () => {
  it('are on successes, 404s, validation errors and 500s', async () => {
    const ok = await api.request('/api/health');
    expect(ok.status).toBe(200);
    expectSecurityHeaders(ok);
    const missing = await api.request('/api/NoSuchController/Nothing');
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ code: 'NOT_FOUND' });
    expectSecurityHeaders(missing);
    const crash = await api.request('/api/Tracking/ObtenerVinculo/1', { headers: bearer(demoToken) });
    expect(crash.status).toBe(500);
    const body = await crash.json();
    expect(body).toEqual({ code: 'INTERNAL', message: expect.any(String) });
    expect(JSON.stringify(body)).not.toContain('boom');
    expectSecurityHeaders(crash);
    const page = await api.request('/tracking');
    expectSecurityHeaders(page);
    expect(ok.headers.get('cache-control')).toBe('no-store');
  });
});

describe('input validation', () => {
  const login = (body: string, headers: Record<string, string> = json) =>
    api.request('/api/Validacion', { method: 'POST', headers, body });

  it('answers malformed JSON, wrong types and non-objects with 400 naming the field', async () => {
    const malformed = await login('{"usuario": "demo",');
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toMatchObject({ code: 'MALFORMED_JSON', field: 'body' });
    const types = await login(JSON.stringify({ usuario: 42, clave: ['x'] }));
    expect(await types.json()).toMatchObject({ code: 'VALIDATION', field: 'usuario' });
    for (const body of ['[]', '"text"', 'null', '']) {
      const response = await login(body);
      expect(response.status).toBe(400);
      expect(((await response.json()) as { field?: string }).field).toBe('body');
    }
  });

  it('refuses bodies that are not JSON (415) and bodies over the limit (413)', async () => {
    const form = await login('usuario=demo&clave=x', { 'content-type': 'application/x-www-form-urlencoded' });
    expect(form.status).toBe(415);
    const huge = JSON.stringify({ usuario: 'demo', clave: 'x'.repeat(api.env.bodyLimitBytes) });
    const declared = await login(huge, { ...json, 'content-length': String(huge.length) });
    expect(declared.status).toBe(413);
    expect(await declared.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE', field: 'body' });
    expectSecurityHeaders(declared);
    const streamed = await api.request('/api/Validacion', {
      method: 'POST',
      headers: json,
      body: new Blob([huge]).stream(),
      duplex: 'half',
    } as RequestInit);
    expect(streamed.status).toBe(413);
  });

  it('treats SQL-like strings as data', async () => {
    const response = await login(JSON.stringify({ usuario: "admin' OR '1'='1' --", clave: "' OR 1=1 --" }));
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ code: 'INVALID_CREDENTIALS' });
  });

  it('checks integer id path parameters (PostgreSQL integers: up to 2147483647)', async () => {
    for (const id of [
      'abc',
      '0',
      '-1',
      '1.5',
      '99999999999999999999',
      '1%20OR%201=1',
      '2147483648',
      '9007199254740993',
    ]) {
      const response = await api.request(`/api/Configuracion/ObtenerRol/${id}`, {
        headers: bearer(adminToken),
      });
      expect(response.status, id).toBe(400);
      expect(await response.json()).toMatchObject({ code: 'VALIDATION', field: 'idrol' });
    }
  });

  it('refuses NUL characters in path, query and body naming the field', async () => {
    const inPath = await api.request('/api/Configuracion/ObtenerClientes/ab%00c', {
      headers: bearer(adminToken),
    });
    expect(inPath.status).toBe(400);
    expect(await inPath.json()).toMatchObject({ code: 'VALIDATION', field: 'busqueda' });
    const inQuery = await api.request('/api/Validacion/RecuperarContrasena?correo=a%00@b.example', {
      method: 'POST',
    });
    expect(inQuery.status).toBe(400);
    expect(await inQuery.json()).toMatchObject({ field: 'correo' });
    const inBody = await login(JSON.stringify({ usuario: 'demo', clave: 'Demo#2026\u0000' }));
    expect(inBody.status).toBe(400);
    expect(await inBody.json()).toMatchObject({ code: 'VALIDATION', field: 'clave' });
    // Nested too (NUL bytes used to be stored in HAWB addresses).
    const nested = await login(
      JSON.stringify({ usuario: 'demo', clave: 'x', direccion: { lineas: ['ok', 'b\u0000'] } }),
    );
    expect(await nested.json()).toMatchObject({ code: 'VALIDATION', field: 'direccion.lineas.1' });
  });

  it('answers an over-long URL with 414 and the JSON error body', async () => {
    const response = await api.request(`/api/Configuracion/ObtenerClientes/${'a'.repeat(9_000)}`, {
      headers: bearer(adminToken),
    });
    expect(response.status).toBe(414);
    expect(await response.json()).toMatchObject({ code: 'URI_TOO_LONG', field: 'url' });
    expectSecurityHeaders(response);
  });

  it('rejects reversed, unparsable and missing periods naming the field', async () => {
    const period = (query: string) =>
      api.request(`/api/Tracking/ObtenerSeguimientoEnviosPeriodo?${query}`, { headers: bearer(demoToken) });
    const reversed = await period('fechainicio=2026-03-01T00:00:00.000Z&fechafin=2026-01-01T00:00:00.000Z');
    expect(reversed.status).toBe(400);
    expect(await reversed.json()).toMatchObject({ code: 'VALIDATION', field: 'fechafin' });
    const unparsable = await period('fechainicio=yesterday&fechafin=2026-01-01');
    expect(await unparsable.json()).toMatchObject({ field: 'fechainicio' });
    const missing = await period('fechafin=2026-01-01');
    expect(await missing.json()).toMatchObject({ field: 'fechainicio', message: 'fechainicio: is required' });
    const ok = await period('fechainicio=2026-01-01&fechafin=2026-03-31T23:59:59.999Z');
    expect(ok.status).toBe(200);
  });

  it('answers 501 for a call without a handler, once authorized', async () => {
    const anonymous = await api.request('/api/Tracking/ObtenerSeguimientoEnvios');
    expect(anonymous.status).toBe(401);
    const response = await api.request('/api/Tracking/ObtenerSeguimientoEnvios', {
      headers: bearer(demoToken),
    });
    expect(response.status).toBe(501);
    expect(await response.json()).toMatchObject({ code: 'NOT_IMPLEMENTED' });
  });

  it('refuses (in tests and development) a response that does not match its schema', async () => {
    const response = await api.request('/api/Tracking/ObtenerPartida/1', { headers: bearer(demoToken) });
    expect(response.status).toBe(500);
    expect(await response.json()).toMatchObject({ code: 'INVALID_RESPONSE' });
  });
});

describe('CSRF (signed double submit)', () => {
  let cookie: string;
  beforeAll(async () => {
    const response = await api.request('/api/health');
    const setCookie = response.headers.get('set-cookie') ?? '';
    expect(setCookie).toMatch(/^XSRF-TOKEN=[\w-]+\.[\w-]+; Path=\/; SameSite=Strict/);
    expect(setCookie).not.toMatch(/HttpOnly/i);
    cookie = setCookie.split(';')[0]!.slice('XSRF-TOKEN='.length);
  });
  const logout = async (headers: Record<string, string>) =>
    api.request('/api/Validacion/CerrarSesion', {
      method: 'POST',
      headers: { ...bearer((await api.signIn('tracking')).token), ...headers },
    });

  it('refuses a write carrying the cookie without the header, or with another value', async () => {
    const without = await logout({ cookie: `XSRF-TOKEN=${cookie}` });
    expect(without.status).toBe(403);
    expect(await without.json()).toMatchObject({ code: 'CSRF' });
    expectSecurityHeaders(without);
    const other = await logout({ cookie: `XSRF-TOKEN=${cookie}`, 'x-xsrf-token': `${cookie}x` });
    expect(other.status).toBe(403);
  });

  it('refuses a planted cookie that the server did not sign', async () => {
    const planted = 'attacker-chosen-value.c2lnbmF0dXJl';
    const response = await logout({ cookie: `XSRF-TOKEN=${planted}`, 'x-xsrf-token': planted });
    expect(response.status).toBe(403);
  });

  it('accepts a matching header, and bearer-only calls without the cookie', async () => {
    expect((await logout({ cookie: `XSRF-TOKEN=${cookie}`, 'x-xsrf-token': cookie })).status).toBe(200);
    expect((await logout({})).status).toBe(200);
  });

  it('does not hand out a new cookie when a valid one is present', async () => {
    const response = await api.request('/api/health', { headers: { cookie: `XSRF-TOKEN=${cookie}` } });
    expect(response.headers.get('set-cookie')).toBeNull();
  });
});

describe('service endpoints and the web app', () => {
  it('reports liveness (never waiting on the database) and readiness (asking it)', async () => {
    const response = await api.request('/api/health');
    expect(await response.json()).toMatchObject({ status: 'ok', database: 'ok' });
    const ready = await api.request('/api/ready');
    expect(ready.status).toBe(200);
    expect(await ready.json()).toMatchObject({ status: 'ready', database: 'ok' });
  });

  it("tags every answer with X-Request-Id: the caller's when sensible, else a new one", async () => {
    const given = await api.request('/api/health', { headers: { 'x-request-id': 'trace-1234.abcd' } });
    expect(given.headers.get('x-request-id')).toBe('trace-1234.abcd');
    const fresh = await api.request('/api/Configuracion/ObtenerPerfil');
    expect(fresh.status).toBe(401);
    expect(fresh.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    const unsafe = await api.request('/api/nothing-here', { headers: { 'x-request-id': 'a b\tc<script>' } });
    expect(unsafe.status).toBe(404);
    expect(unsafe.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('publishes an OpenAPI 3.1 document of every SDK call, compressed on request', async () => {
    type Operation = { operationId: string; security: unknown[]; requestBody?: unknown };
    const doc = buildOpenApi(controllers, '1.0.0') as {
      openapi: string;
      paths: Record<string, Record<string, Operation>>;
    };
    expect(doc.openapi).toBe('3.1.0');
    const operations = Object.values(doc.paths).flatMap((path) => Object.values(path));
    const expected = Object.entries(endpoints).flatMap(([controller, map]) =>
      Object.keys(map).map((method) => `${controller}.${method}`),
    );
    expect(operations.map((op) => op.operationId).sort()).toEqual(expected.sort());
    const login = doc.paths['/api/Validacion']!.post!;
    expect(login.security).toEqual([]);
    expect(login.requestBody).toBeDefined();

    const served = await api.request('/api/openapi.json', { headers: { 'accept-encoding': 'gzip' } });
    expect(served.status).toBe(200);
    expect(served.headers.get('content-encoding')).toBe('gzip');
  });

  it('serves the built web app: files, long-cached hashed assets, index.html for client routes', async () => {
    const index = await api.request('/');
    expect(index.status).toBe(200);
    expect(await index.text()).toContain('<div id="root">');
    const route = await api.request('/tracking/PT-2026-000123');
    expect(route.status).toBe(200);
    expect(route.headers.get('content-type')).toMatch(/text\/html/);
    expect(route.headers.get('cache-control')).toBe('no-cache');
    const asset = await api.request('/assets/index-4f9a2c1b.js');
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const apiMiss = await api.request('/api/tracking');
    expect(apiMiss.headers.get('content-type')).toMatch(/application\/json/);
  });
});
