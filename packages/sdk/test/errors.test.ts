import { FetchError } from 'ofetch';
import { describe, expect, it, vi } from 'vitest';
import {
  AbortError,
  ApiError,
  AuthenticationError,
  BadRequestError,
  ConflictError,
  ConnectionError,
  createExtranetClient,
  ExtranetError,
  NotFoundError,
  PermissionDeniedError,
  RateLimitError,
  ServerError,
  ServiceUnavailableError,
  TimeoutError,
} from '../src/index';
import { body, failure, PASSWORD, stubClients } from './error-harness';
import { PERIOD } from './harness';

const { clientFor, stubURL } = stubClients();

describe('HTTP errors', () => {
  it.each([
    [400, BadRequestError],
    [401, AuthenticationError],
    [403, PermissionDeniedError],
    [404, NotFoundError],
    [409, ConflictError],
    [422, BadRequestError],
    [429, RateLimitError],
    [500, ServerError],
    [502, ServerError],
    [503, ServiceUnavailableError],
  ] as const)('%i is a %o with status, headers, request id and body', async (status, Class) => {
    const answer = body(`E${status}`, `failed with ${status}`);
    const { client } = await clientFor([{ status, body: answer, headers: { 'x-extra': 'yes' } }]);
    const error = await failure(client.tracking.obtenerPartida({ id: 7 }));
    expect(error).toBeInstanceOf(Class);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toBeInstanceOf(ExtranetError);
    expect(error).toMatchObject({
      name: Class.name,
      status,
      code: `E${status}`,
      message: `failed with ${status}`,
      call: 'tracking.obtenerPartida',
      requestId: 'req-1',
      body: { code: `E${status}`, message: `failed with ${status}` },
      retryAfter: undefined,
    });
    expect((error as ApiError).headers).toMatchObject({ 'x-request-id': 'req-1', 'x-extra': 'yes' });
  });

  it('a 503 is a ServerError too', () => {
    expect(new ServiceUnavailableError('x', { status: 503, code: 'X', message: 'x' })).toBeInstanceOf(
      ServerError,
    );
  });

  it('a status without its own class is a plain ApiError', async () => {
    const { client } = await clientFor([{ status: 418, body: body('TEAPOT', 'no coffee') }]);
    const error = await failure(client.tracking.obtenerPartida({ id: 7 }));
    expect(error.constructor).toBe(ApiError);
    expect(error).toMatchObject({ status: 418, code: 'TEAPOT', requestId: 'req-1' });
  });

  it("keeps ofetch's error as cause: method, URL, status and body, nothing of the request", async () => {
    const { client } = await clientFor([{ status: 404, body: body('NOT_FOUND', 'shipment not found') }]);
    const error = await failure(client.tracking.obtenerSeguimientoEnviosPeriodo(PERIOD));
    const cause = error.cause as FetchError;
    expect(cause).toBeInstanceOf(FetchError);
    const url = `${stubURL()}/api/Tracking/ObtenerSeguimientoEnviosPeriodo`;
    expect(cause.message).toBe(`[GET] ${JSON.stringify(url)}: 404 Not Found`);
    expect(cause).toMatchObject({
      request: url, // without the query string
      options: { method: 'GET' },
      status: 404,
      statusText: 'Not Found',
      data: { code: 'NOT_FOUND', message: 'shipment not found' },
    });
    expect(cause.response).toBeUndefined();
  });

  it('a 400 lists its field issue', async () => {
    const { client } = await clientFor([
      { status: 400, body: body('VALIDATION', 'fechafin: must not be before fechainicio', 'fechafin') },
    ]);
    const error = await failure(
      client.tracking.obtenerSeguimientoEnviosPeriodo({ fechainicio: '2026-02-01', fechafin: '2026-01-01' }),
    );
    expect(error).toBeInstanceOf(BadRequestError);
    expect((error as BadRequestError).field).toBe('fechafin');
    expect((error as BadRequestError).issues).toEqual([
      { field: 'fechafin', code: 'VALIDATION', message: 'fechafin: must not be before fechainicio' },
    ]);
  });

  it('a 400 with an issues array lists each', () => {
    const error = new BadRequestError('x.y', {
      status: 400,
      code: 'VALIDATION',
      message: 'two fields',
      body: {
        code: 'VALIDATION',
        message: 'two fields',
        issues: [
          { field: 'a', message: 'required' },
          { path: 'b.c', code: 'TOO_LONG', message: 'too long' },
        ],
      },
    });
    expect(error.issues).toEqual([
      { field: 'a', code: 'VALIDATION', message: 'required' },
      { field: 'b.c', code: 'TOO_LONG', message: 'too long' },
    ]);
  });

  it('a 429 carries Retry-After in seconds', async () => {
    const { client } = await clientFor([
      { status: 429, headers: { 'retry-after': '891' }, body: body('RATE_LIMITED', 'Too many attempts') },
    ]);
    const error = await failure(client.validacion.login({ body: { usuario: 'demo', clave: PASSWORD } }));
    expect(error).toBeInstanceOf(RateLimitError);
    expect(error).toMatchObject({ status: 429, retryAfter: 891, requestId: 'req-1' });
  });

  it('reads a Retry-After given as an HTTP date', () => {
    const at = new Date(Date.now() + 30_000).toUTCString();
    const error = new ServiceUnavailableError('x', {
      status: 503,
      code: 'X',
      message: 'x',
      headers: { 'Retry-After': at },
    });
    expect(error.retryAfter).toBeGreaterThan(25);
    expect(error.retryAfter).toBeLessThanOrEqual(30);
  });

  it('keeps the status when the body is not the error shape', async () => {
    const { client } = await clientFor([{ status: 502, body: 'Bad gateway' }]);
    const error = await failure(client.tracking.obtenerPartida({ id: 7 }));
    expect(error).toMatchObject({ status: 502, code: 'HTTP_502', body: 'Bad gateway', requestId: 'req-1' });
  });

  it('does not keep cookies among the headers', async () => {
    const { client } = await clientFor([
      { status: 403, headers: { 'set-cookie': 'session=abc' }, body: body('FORBIDDEN', 'No') },
    ]);
    const error = (await failure(client.tracking.obtenerPartida({ id: 7 }))) as ApiError;
    expect(error.headers['set-cookie']).toBeUndefined();
  });
});

describe('connection errors, timeouts and aborts', () => {
  it("an unreachable server is a ConnectionError whose cause is ofetch's error, and its cause the fetch error", async () => {
    const client = createExtranetClient({ baseURL: 'http://127.0.0.1:9', maxRetries: 0 });
    const error = await failure(client.tracking.obtenerPartida({ id: 7 }));
    expect(error).toBeInstanceOf(ConnectionError);
    expect(error).not.toBeInstanceOf(TimeoutError);
    expect(error.message).toMatch(
      /^tracking\.obtenerPartida: the server could not be reached \(fetch failed\)/,
    );
    const cause = error.cause as FetchError;
    expect(cause).toBeInstanceOf(FetchError);
    expect(cause.cause).toBeInstanceOf(TypeError);
    expect(cause.message).toBe(
      '[GET] "http://127.0.0.1:9/api/Tracking/ObtenerPartida/7": <no response> fetch failed',
    );
    expect(cause.options).toEqual({ method: 'GET' }); // no request kept beside it
    expect(cause.response).toBeUndefined();
  });

  it('no answer within the client timeout is a TimeoutError (a ConnectionError)', async () => {
    const { client } = await clientFor([{ delay: 2_000, body: [] }], { timeout: 50 });
    const started = performance.now();
    const error = await failure(client.tracking.obtenerSeguimientoEnvios());
    expect(performance.now() - started).toBeLessThan(1_000);
    expect(error).toBeInstanceOf(TimeoutError);
    expect(error).toBeInstanceOf(ConnectionError);
    expect(error).toMatchObject({
      name: 'TimeoutError',
      timeout: 50,
      call: 'tracking.obtenerSeguimientoEnvios',
    });
    expect(error.cause).toBeInstanceOf(FetchError);
    expect(error.cause).toMatchObject({ options: { method: 'GET' }, status: undefined });
  });

  it('a call can set its own timeout', async () => {
    const { client } = await clientFor([{ delay: 300, body: [] }], { timeout: 50 });
    await expect(client.tracking.obtenerSeguimientoEnvios({ timeout: 5_000 })).resolves.toEqual([]);
    await expect(client.tracking.obtenerSeguimientoEnvios({ timeout: 20 })).rejects.toMatchObject({
      name: 'TimeoutError',
      timeout: 20,
    });
  });

  it("the caller's AbortSignal cancels the request with an AbortError", async () => {
    const { client } = await clientFor([{ delay: 2_000, body: [] }]);
    const controller = new AbortController();
    const promise = client.tracking.obtenerSeguimientoEnvios({ signal: controller.signal });
    setTimeout(() => controller.abort(), 30);
    const error = await failure(promise);
    expect(error).toBeInstanceOf(AbortError);
    expect(error).toBeInstanceOf(ExtranetError);
    expect(error).toMatchObject({ name: 'AbortError', call: 'tracking.obtenerSeguimientoEnvios' });
  });

  it('an already aborted signal sends nothing', async () => {
    const { client, requests } = await clientFor([{ body: [] }]);
    const error = await failure(client.tracking.obtenerSeguimientoEnvios({ signal: AbortSignal.abort() }));
    expect(error).toBeInstanceOf(AbortError);
    expect(requests).toHaveLength(0);
  });

  it('an abort during the wait between retries stops at once', async () => {
    const { client, requests } = await clientFor(
      [{ status: 503, headers: { 'retry-after': '30' }, body: body('UNAVAILABLE', 'busy') }],
      { maxRetries: 2 },
    );
    const controller = new AbortController();
    const promise = client.tracking.obtenerSeguimientoEnvios({ signal: controller.signal });
    await vi.waitFor(() => expect(requests).toHaveLength(1));
    const started = performance.now();
    controller.abort();
    await expect(promise).rejects.toBeInstanceOf(AbortError);
    expect(performance.now() - started).toBeLessThan(500);
    expect(requests).toHaveLength(1);
  });
});

describe('onUnauthorized', () => {
  it('is not called when the login call itself answers 401 (a wrong password)', async () => {
    const onUnauthorized = vi.fn();
    const { client } = await clientFor(
      [{ status: 401, body: body('INVALID_CREDENTIALS', 'Wrong user name or password') }],
      { onUnauthorized },
    );
    const error = await failure(client.validacion.login({ body: { usuario: 'demo', clave: 'wrong' } }));
    expect(error).toBeInstanceOf(AuthenticationError);
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('is called once, with the AuthenticationError, when another call answers 401', async () => {
    const onUnauthorized = vi.fn();
    const { client, requests } = await clientFor(
      [{ status: 401, body: body('TOKEN_EXPIRED', 'The session has expired') }],
      { onUnauthorized, maxRetries: 2 },
    );
    const error = await failure(client.tracking.obtenerSeguimientoEnvios());
    expect(onUnauthorized).toHaveBeenCalledExactlyOnceWith(error);
    expect(error).toBeInstanceOf(AuthenticationError);
    expect(requests).toHaveLength(1); // a 401 is not retried
  });
});
