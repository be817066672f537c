import { afterEach, describe, expect, it } from 'vitest';
import {
  ConflictError,
  ConnectionError,
  createExtranetClient,
  type ExtranetClientOptions,
  RateLimitError,
  ServerError,
  TimeoutError,
} from '../src/index';
import { MAX_RETRY_AFTER_MS, retryDelayMs } from '../src/internal/retry';
import { type StubAnswer, startStubServer } from './stub-server';

let stub: Awaited<ReturnType<typeof startStubServer>> | undefined;
afterEach(async () => {
  await stub?.close();
  stub = undefined;
});

async function clientFor(answers: StubAnswer[], options: ExtranetClientOptions = {}) {
  stub = await startStubServer(answers);
  const client = createExtranetClient({ baseURL: stub.baseURL, getToken: () => 't', ...options });
  return { client, requests: stub.requests };
}

const error = (status: number, code = `E${status}`) => ({ code, message: `failed with ${status}` });
/** An answer that asks for an immediate retry, so the tests do not wait out the backoff. */
const now = (status: number): StubAnswer => ({
  status,
  headers: { 'retry-after': '0' },
  body: error(status),
});
const ok: StubAnswer = { body: [] };

describe('backoff', () => {
  it('doubles from 0.5 s, takes up to 25 % off as jitter, and stops growing at 8 s', () => {
    const low = () => 1 - Number.EPSILON;
    expect([0, 1, 2, 3, 4, 5, 6].map((retry) => retryDelayMs(retry, undefined, () => 0))).toEqual([
      500, 1_000, 2_000, 4_000, 8_000, 8_000, 8_000,
    ]);
    expect(retryDelayMs(0, undefined, low)).toBeCloseTo(375);
    for (let i = 0; i < 200; i += 1) {
      const delay = retryDelayMs(1, undefined) as number;
      expect(delay).toBeGreaterThanOrEqual(750);
      expect(delay).toBeLessThanOrEqual(1_000);
    }
  });

  it("waits the server's Retry-After instead, up to a cap beyond which it does not retry", () => {
    expect(retryDelayMs(0, 3)).toBe(3_000);
    expect(retryDelayMs(5, 0)).toBe(0);
    expect(retryDelayMs(0, MAX_RETRY_AFTER_MS / 1000)).toBe(MAX_RETRY_AFTER_MS);
    expect(retryDelayMs(0, MAX_RETRY_AFTER_MS / 1000 + 1)).toBeNull();
  });
});

describe('retries', () => {
  it.each([408, 429, 500, 502, 503, 504])('retries a GET after %i, then succeeds', async (status) => {
    const { client, requests } = await clientFor([now(status), ok]);
    await expect(client.tracking.obtenerSeguimientoEnvios()).resolves.toEqual([]);
    expect(requests).toHaveLength(2);
  });

  it.each([409, 425, 400, 403, 404])('never retries %i', async (status) => {
    const { client, requests } = await clientFor([now(status), ok]);
    await expect(client.tracking.obtenerSeguimientoEnvios()).rejects.toMatchObject({ status });
    expect(requests).toHaveLength(1);
  });

  it('a 409 is a ConflictError and is not retried even when opted in', async () => {
    const { client, requests } = await clientFor([now(409), ok]);
    await expect(
      client.tracking.obtenerSeguimientoEnvios({ idempotent: true, maxRetries: 5 }),
    ).rejects.toBeInstanceOf(ConflictError);
    expect(requests).toHaveLength(1);
  });

  it('honours Retry-After: the second attempt comes after the wait the server asked for', async () => {
    const { client, requests } = await clientFor([
      { status: 503, headers: { 'retry-after': '1' }, body: error(503, 'UNAVAILABLE') },
      ok,
    ]);
    await expect(client.tracking.obtenerSeguimientoEnvios()).resolves.toEqual([]);
    expect(requests).toHaveLength(2);
    const waited = (requests[1]?.at ?? 0) - (requests[0]?.at ?? 0);
    expect(waited).toBeGreaterThanOrEqual(950);
    expect(waited).toBeLessThan(1_900);
  });

  it('without Retry-After, backs off about half a second before the first retry', async () => {
    const { client, requests } = await clientFor([{ status: 500, body: error(500) }, ok]);
    await expect(client.tracking.obtenerSeguimientoEnvios()).resolves.toEqual([]);
    const waited = (requests[1]?.at ?? 0) - (requests[0]?.at ?? 0);
    expect(waited).toBeGreaterThanOrEqual(350);
    expect(waited).toBeLessThan(1_200);
  });

  it('does not wait out a Retry-After longer than the cap: the caller gets the error at once', async () => {
    const { client, requests } = await clientFor([
      { status: 429, headers: { 'retry-after': '3600' }, body: error(429, 'RATE_LIMITED') },
      ok,
    ]);
    const started = performance.now();
    const failure = client.tracking.obtenerSeguimientoEnvios();
    await expect(failure).rejects.toBeInstanceOf(RateLimitError);
    await expect(failure).rejects.toMatchObject({ retryAfter: 3600 });
    expect(performance.now() - started).toBeLessThan(1_000);
    expect(requests).toHaveLength(1);
  });

  it('gives up after maxRetries (2 by default) with the last error', async () => {
    const { client, requests } = await clientFor([now(500), now(502), now(503), ok]);
    await expect(client.tracking.obtenerSeguimientoEnvios()).rejects.toMatchObject({
      status: 503,
      requestId: 'req-3',
    });
    expect(requests).toHaveLength(3);
  });

  it('takes maxRetries from the client and from the call', async () => {
    const { client, requests } = await clientFor([now(500)], { maxRetries: 1 });
    await expect(client.tracking.obtenerSeguimientoEnvios()).rejects.toBeInstanceOf(ServerError);
    expect(requests).toHaveLength(2);
    await expect(client.tracking.obtenerSeguimientoEnvios({ maxRetries: 3 })).rejects.toBeInstanceOf(
      ServerError,
    );
    expect(requests).toHaveLength(6);
    await expect(client.tracking.obtenerSeguimientoEnvios({ maxRetries: 0 })).rejects.toBeInstanceOf(
      ServerError,
    );
    expect(requests).toHaveLength(7);
  });

  it('never retries a POST after a 500 or a 503', async () => {
    const { client, requests } = await clientFor([now(500), now(503), ok]);
    const login = { body: { usuario: 'demo', clave: 'x' } };
    await expect(client.validacion.login(login)).rejects.toMatchObject({ status: 500 });
    await expect(client.validacion.login(login, { maxRetries: 3 })).rejects.toMatchObject({ status: 503 });
    expect(requests.map((request) => request.method)).toEqual(['POST', 'POST']);
  });

  it('retries a POST the caller marks idempotent', async () => {
    const { client, requests } = await clientFor([now(503), { body: { token: 'jwt' } }]);
    await expect(
      client.validacion.login({ body: { usuario: 'demo', clave: 'x' } }, { idempotent: true }),
    ).resolves.toEqual({ token: 'jwt' });
    expect(requests).toHaveLength(2);
  });

  it('retries a DELETE (idempotent)', async () => {
    const { client, requests } = await clientFor([now(503), { body: { eliminado: true } }]);
    await client.configuracion.bajaUsuario({ idusuario: 42 }).catch(() => undefined);
    expect(requests.map((request) => request.method)).toEqual(['DELETE', 'DELETE']);
  });

  it('retries a GET after a timeout, each attempt with its own timeout', async () => {
    const { client, requests } = await clientFor([{ delay: 1_000, body: [] }, ok], { timeout: 50 });
    await expect(client.tracking.obtenerSeguimientoEnvios()).resolves.toEqual([]);
    expect(requests).toHaveLength(2);
  });

  it('reports the last timeout when every attempt times out', async () => {
    const { client, requests } = await clientFor([{ delay: 1_000, body: [] }], {
      timeout: 30,
      maxRetries: 1,
    });
    await expect(client.tracking.obtenerSeguimientoEnvios()).rejects.toBeInstanceOf(TimeoutError);
    expect(requests).toHaveLength(2);
  });

  it('retries a GET after a connection error', async () => {
    let calls = 0;
    const client = createExtranetClient({
      baseURL: 'http://extranet.test',
      fetch: async () => {
        calls += 1;
        if (calls === 1) throw new TypeError('fetch failed');
        return Response.json([]);
      },
    });
    await expect(client.tracking.obtenerSeguimientoEnvios()).resolves.toEqual([]);
    expect(calls).toBe(2);
  });

  it('does not retry a POST after a connection error', async () => {
    let calls = 0;
    const client = createExtranetClient({
      baseURL: 'http://extranet.test',
      fetch: async () => {
        calls += 1;
        throw new TypeError('fetch failed');
      },
    });
    await expect(client.validacion.login({ body: { usuario: 'demo', clave: 'x' } })).rejects.toBeInstanceOf(
      ConnectionError,
    );
    expect(calls).toBe(1);
  });
});
