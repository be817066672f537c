import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { audit } from './audit';
import type { Db } from './db/client';
import { auditoria } from './db/schema/index';
import { createLogger } from './log';
import { createTestApi, type TestApi } from './testing/harness';

// The audit log records security events in table `auditoria` and in the log, from plain values:
// the request id and client address come from the request that caused the event (behind a trusted
// proxy, the first X-Forwarded-For hop), whichever layer records it (controller, CSRF check, route).

const lines: Record<string, unknown>[] = [];
let api: TestApi;
beforeAll(async () => {
  api = await createTestApi({
    seed: 'core',
    env: { trustProxy: true },
    log: createLogger('info', (line) => lines.push(JSON.parse(line) as Record<string, unknown>)),
  });
});
afterAll(async () => {
  await api?.close();
});

const from = (requestId: string) => ({
  'x-request-id': requestId,
  'x-forwarded-for': '203.0.113.7, 10.0.0.1',
});

/** The latest row recorded for `evento`, and the log line of the request `requestId`. */
async function recorded(evento: string, requestId: string) {
  const [row] = await api.db
    .select()
    .from(auditoria)
    .where(eq(auditoria.evento, evento))
    .orderBy(desc(auditoria.id))
    .limit(1);
  const line = lines.find((l) => l.msg === 'audit' && l.reqId === requestId);
  return { row, line };
}

describe('audit', () => {
  it('records a refused call with the request id and the client address', async () => {
    const response = await api.request('/api/Configuracion/ObtenerPerfil', { headers: from('audit-denied') });
    expect(response.status).toBe(401);
    const { row, line } = await recorded('DENIED', 'audit-denied');
    expect(row).toMatchObject({
      idUsuario: null,
      usuario: null,
      ip: '203.0.113.7',
      detalle: '401 UNAUTHORIZED configuracion.obtenerPerfil (anonymous)',
    });
    expect(line).toMatchObject({ event: 'DENIED', ip: '203.0.113.7' });
  });

  it('records a refused proof-of-delivery image (a route beside the SDK calls) the same way', async () => {
    const token = await api.tokenFor('tracking');
    const response = await api.request('/api/Distribucion/ImagenPruebaEntrega/1', {
      headers: { ...from('audit-pod'), authorization: `Bearer ${token}` },
    });
    expect(response.status).toBe(403);
    const { row, line } = await recorded('DENIED', 'audit-pod');
    expect(row).toMatchObject({
      ip: '203.0.113.7',
      detalle: '403 FORBIDDEN distribucion.imagenPruebaEntrega (token)',
    });
    expect(line).toMatchObject({ event: 'DENIED' });
  });

  it('records a write whose CSRF header does not match its cookie', async () => {
    const response = await api.request('/api/Validacion/CerrarSesion', {
      method: 'POST',
      headers: { ...from('audit-csrf'), cookie: 'XSRF-TOKEN=planted.value', 'x-xsrf-token': 'planted.value' },
    });
    expect(response.status).toBe(403);
    const { row, line } = await recorded('CSRF_REJECTED', 'audit-csrf');
    expect(row).toMatchObject({ ip: '203.0.113.7', detalle: 'POST /api/Validacion/CerrarSesion' });
    expect(line).toMatchObject({ event: 'CSRF_REJECTED' });
  });

  it('records a failed sign-in with the user name given', async () => {
    const response = await api.request('/api/Validacion', {
      method: 'POST',
      headers: { ...from('audit-login'), 'content-type': 'application/json' },
      body: JSON.stringify({ usuario: 'demo', clave: 'not the password' }),
    });
    expect(response.status).toBe(401);
    const { row, line } = await recorded('LOGIN_FAILED', 'audit-login');
    expect(row).toMatchObject({ usuario: 'demo', idUsuario: expect.any(Number), ip: '203.0.113.7' });
    expect(line).toMatchObject({ event: 'LOGIN_FAILED', usuario: 'demo' });
  });

  it('cuts the user name at 100 characters and the detail at 500', async () => {
    const deps = { db: api.db, log: createLogger('silent') };
    await audit({
      deps,
      requestId: 'audit-long',
      ip: '198.51.100.1',
      event: 'USER_DISABLED',
      who: { usuario: 'u'.repeat(150) },
      detail: 'd'.repeat(800),
    });
    const { row } = await recorded('USER_DISABLED', 'audit-long');
    expect(row).toMatchObject({ usuario: 'u'.repeat(100), detalle: 'd'.repeat(500), ip: '198.51.100.1' });
  });

  it('never fails the request when the record cannot be written', async () => {
    const errors: unknown[] = [];
    const log = createLogger('error', (line) => errors.push(JSON.parse(line)));
    const broken = {
      insert: () => {
        throw new Error('database gone');
      },
    } as unknown as Db;
    await expect(
      audit({ deps: { db: broken, log }, requestId: 'r', ip: 'local', event: 'LOGOUT' }),
    ).resolves.toBeUndefined();
    expect(errors).toEqual([expect.objectContaining({ msg: '[audit] could not record LOGOUT' })]);
  });
});
