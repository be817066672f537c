import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../log';
import { createTestApi, type TestApi } from '../testing/harness';

// The access log: one JSON line per request, carrying the X-Request-Id of the answer, and nothing
// secret (no token, no password, no query string).

const lines: Record<string, unknown>[] = [];
const raw: string[] = [];
let api: TestApi;
beforeAll(async () => {
  api = await createTestApi({
    seed: 'core',
    log: createLogger('info', (line) => {
      raw.push(line);
      lines.push(JSON.parse(line) as Record<string, unknown>);
    }),
  });
});
afterAll(async () => {
  await api?.close();
});

describe('access log', () => {
  it('writes one JSON line per request with its id, and no secrets', async () => {
    const { token } = await api.signIn('demo');
    lines.length = 0;
    raw.length = 0;
    const profile = await api.request('/api/Configuracion/ObtenerPerfil', {
      headers: { authorization: `Bearer ${token}`, 'x-request-id': 'probe-42' },
    });
    const recovery = await api.request(
      '/api/Validacion/ObtenerUsuarioCodigoRecuperacion?token=s3cr3t-link-token',
    );
    const signIn = await api.request('/api/Validacion', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ usuario: 'demo', clave: 'Demo#2026' }),
    });
    const requests = lines.filter((line) => line.msg === 'request');
    expect(requests).toHaveLength(3);
    expect(requests[0]).toMatchObject({
      level: 'info',
      reqId: 'probe-42',
      method: 'GET',
      path: '/api/Configuracion/ObtenerPerfil',
      status: 200,
      user: expect.any(Number),
    });
    expect(requests[1]).toMatchObject({
      reqId: recovery.headers.get('x-request-id'),
      path: '/api/Validacion/ObtenerUsuarioCodigoRecuperacion',
      status: 400,
    });
    expect(requests[2]).toMatchObject({
      reqId: signIn.headers.get('x-request-id'),
      method: 'POST',
      status: 200,
    });
    expect(profile.headers.get('x-request-id')).toBe('probe-42');
    expect(typeof requests[0]!.ms).toBe('number');
    const everything = raw.join('\n');
    for (const secret of [
      token,
      's3cr3t-link-token',
      'Demo#2026',
      ((await signIn.json()) as { token: string }).token,
    ]) {
      expect(everything).not.toContain(secret);
    }
  });
});
