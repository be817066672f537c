import * as v from 'valibot';
import { describe, expect, it, vi } from 'vitest';
import {
  ApiError,
  ConnectionError,
  createExtranetClient,
  ExtranetParameterError,
  ExtranetValidationError,
} from '../src/index';
import { type Endpoint, endpoints, PERMISOS, pathParameterNames } from '../src/schemas';
import { recordingClient } from './harness';

type AnyCall = (args?: Record<string, unknown>, options?: unknown) => Promise<unknown>;
const method = (client: unknown, controller: string, name: string): AnyCall =>
  (client as Record<string, Record<string, AnyCall>>)[controller]?.[name] as AnyCall;

const withPathParams = Object.entries(endpoints).flatMap(([controller, map]) =>
  Object.entries(map as Record<string, Endpoint>).flatMap(([name, e]) =>
    pathParameterNames(e.path).map((parameter) => ({ controller, name, parameter, e })),
  ),
);

const validArgs = (e: Endpoint): Record<string, unknown> =>
  Object.fromEntries(pathParameterNames(e.path).map((p) => [p, p.startsWith('id') ? 7 : 'abc']));

describe('path parameters', () => {
  it('exist on the calls the spec gives them', () => {
    expect(withPathParams.length).toBeGreaterThanOrEqual(25);
  });

  describe.each(withPathParams)('$controller.$name {$parameter}', ({ controller, name, parameter, e }) => {
    it.each([undefined, null])('rejects %s before any request, naming parameter and call', async (value) => {
      const { client, requests } = recordingClient({});
      const call = method(client, controller, name);
      const promise = call({ ...validArgs(e), [parameter]: value, body: {} });
      await expect(promise).rejects.toBeInstanceOf(ExtranetParameterError);
      await expect(promise).rejects.toThrow(`${controller}.${name}`);
      await expect(promise).rejects.toThrow(`'${parameter}'`);
      await expect(promise).rejects.toMatchObject({ parameter, call: `${controller}.${name}` });
      expect(requests).toHaveLength(0);
    });

    if (parameter.startsWith('id')) {
      it.each(['abc', '1.5', 2.5, ''])('rejects the non-integer %j', async (value) => {
        const { client, requests } = recordingClient({});
        const promise = method(client, controller, name)({ ...validArgs(e), [parameter]: value, body: {} });
        await expect(promise).rejects.toBeInstanceOf(ExtranetParameterError);
        expect(requests).toHaveLength(0);
      });
    } else {
      it('URL-encodes the value', async () => {
        const { client, requests } = recordingClient({});
        await method(
          client,
          controller,
          name,
        )({ ...validArgs(e), [parameter]: 'a b/c?d#é', body: {} }).catch(
          () => undefined, // the reply {} fails the response schema; the request is what we look at
        );
        expect(requests[0]?.path).toContain('a%20b%2Fc%3Fd%23%C3%A9');
      });
    }
  });
});

describe('headers', () => {
  const login = { body: { usuario: 'demo', clave: 'x' } };

  it('takes the bearer token from session storage key jwt_token by default', async () => {
    const storage = new Map([['jwt_token', 'stored-token']]);
    vi.stubGlobal('sessionStorage', { getItem: (key: string) => storage.get(key) ?? null });
    try {
      const { client, last } = recordingClient({ token: 't' }, { getToken: undefined });
      await client.validacion.renovarToken({ usuario: 'demo' });
      expect(last().headers.authorization).toBe('Bearer stored-token');
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('sends no Authorization header without a token', async () => {
    const { client, last } = recordingClient({ token: 't' }, { getToken: () => null });
    await client.validacion.login(login);
    expect(last().headers.authorization).toBeUndefined();
  });

  it('adds X-XSRF-TOKEN from the XSRF-TOKEN cookie to non-GET calls to relative URLs', async () => {
    vi.stubGlobal('document', { cookie: 'other=1; XSRF-TOKEN=abc%3D.sig; more=2' });
    try {
      const { client, requests } = recordingClient({ token: 't' }, { baseURL: '' });
      await client.validacion.login(login);
      expect(requests[0]?.headers['x-xsrf-token']).toBe('abc=.sig');
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('does not add it to GET calls', async () => {
    const { client, last } = recordingClient({ token: 't' }, { baseURL: '/', getCsrfToken: () => 'abc' });
    await client.validacion.renovarToken({ usuario: 'demo' });
    expect(last().headers['x-xsrf-token']).toBeUndefined();
  });

  it('does not add it to calls to absolute URLs (another origin must not see the token)', async () => {
    const { client, last } = recordingClient({ token: 't' }, { getCsrfToken: () => 'abc' });
    await client.validacion.login(login);
    expect(last().headers['x-xsrf-token']).toBeUndefined();
  });

  it('adds it to relative non-GET calls when a token source is given', async () => {
    const { client, last } = recordingClient({ token: 't' }, { baseURL: '/', getCsrfToken: () => 'abc' });
    await client.validacion.login(login);
    expect(last().headers['x-xsrf-token']).toBe('abc');
    expect(last().body).toEqual(login.body);
  });
});

describe('dates', () => {
  it('sends a Date and an ISO string alike, as toISOString()', async () => {
    const { client, requests } = recordingClient([]);
    await client.tracking.obtenerSeguimientoEnviosPeriodo({
      fechainicio: new Date(Date.UTC(2026, 0, 1)),
      fechafin: '2026-01-31T12:00:00+02:00',
    });
    expect(requests[0]?.query).toEqual({
      fechainicio: '2026-01-01T00:00:00.000Z',
      fechafin: '2026-01-31T10:00:00.000Z',
    });
  });

  it('sends an unparsable date string as given, for the server to reject', async () => {
    const { client, requests } = recordingClient([]);
    await client.tracking.obtenerSeguimientoEnviosPeriodo({
      fechainicio: 'yesterday',
      fechafin: '2026-01-31',
    });
    expect(requests[0]?.query).toEqual({ fechainicio: 'yesterday', fechafin: '2026-01-31T00:00:00.000Z' });
  });
});

describe('errors', () => {
  it('turns an HTTP failure into ApiError with status, code, message and field', async () => {
    const { client } = recordingClient(
      { code: 'VALIDATION', message: 'fechafin: must not be before fechainicio', field: 'fechafin' },
      { status: 400 },
    );
    const promise = client.tracking.obtenerSeguimientoEnviosPeriodo({
      fechainicio: '2026-02-01',
      fechafin: '2026-01-01',
    });
    await expect(promise).rejects.toBeInstanceOf(ApiError);
    await expect(promise).rejects.toMatchObject({
      status: 400,
      code: 'VALIDATION',
      field: 'fechafin',
      message: 'fechafin: must not be before fechainicio',
      call: 'tracking.obtenerSeguimientoEnviosPeriodo',
    });
  });

  it('keeps the status when the error body is not JSON of the expected shape', async () => {
    const { client } = recordingClient('Bad gateway', { status: 502, maxRetries: 0 });
    await expect(client.tracking.obtenerSeguimientoEnvios()).rejects.toMatchObject({
      status: 502,
      code: 'HTTP_502',
    });
  });

  it('calls onUnauthorized on 401, then rejects', async () => {
    const onUnauthorized = vi.fn();
    const { client } = recordingClient(
      { code: 'UNAUTHORIZED', message: 'Sign in' },
      { status: 401, onUnauthorized },
    );
    await expect(client.configuracion.obtenerPerfil()).rejects.toMatchObject({ status: 401 });
    expect(onUnauthorized).toHaveBeenCalledOnce();
    expect(onUnauthorized.mock.calls[0]?.[0]).toBeInstanceOf(ApiError);
  });

  it('does not call onUnauthorized on 403', async () => {
    const onUnauthorized = vi.fn();
    const { client } = recordingClient({ code: 'FORBIDDEN', message: 'No' }, { status: 403, onUnauthorized });
    await expect(client.configuracion.obtenerPerfil()).rejects.toMatchObject({
      status: 403,
      code: 'FORBIDDEN',
    });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('rejects a response that breaks the schema with ExtranetValidationError, not a crash', async () => {
    const { client } = recordingClient([{ id: 'not-a-number' }]);
    const promise = client.tracking.obtenerSeguimientoEnvios();
    await expect(promise).rejects.toBeInstanceOf(ExtranetValidationError);
    await expect(promise).rejects.toThrow(
      /tracking\.obtenerSeguimientoEnvios: response failed validation at 0\./,
    );
  });

  it('reports an unreachable server as ConnectionError', async () => {
    const client = createExtranetClient({
      baseURL: 'http://extranet.test',
      maxRetries: 0,
      fetch: async () => {
        throw new TypeError('fetch failed');
      },
    });
    await expect(client.configuracion.obtenerPerfil()).rejects.toBeInstanceOf(ConnectionError);
  });

  it('hands back the AbortError when the caller cancels', async () => {
    const controller = new AbortController();
    const client = createExtranetClient({
      baseURL: 'http://extranet.test',
      fetch: (_input, init) =>
        new Promise((_resolve, reject) => {
          const abort = () => reject(new DOMException('aborted', 'AbortError'));
          if (init?.signal?.aborted) abort();
          init?.signal?.addEventListener('abort', abort);
        }),
    });
    const promise = client.configuracion.obtenerPerfil({ signal: controller.signal });
    controller.abort();
    await expect(promise).rejects.toMatchObject({ name: 'AbortError' });
  });
});

describe('retries', () => {
  it('retries a GET after a 503, then succeeds', async () => {
    let calls = 0;
    const perfil = {
      id: 1,
      usuario: 'demo',
      nombre: 'Demo',
      correo: 'demo@example.com',
      rol: 'User',
      idioma: null,
      permisos: Object.fromEntries(PERMISOS.map((flag) => [flag, false])),
      clientes: [],
    };
    const client = createExtranetClient({
      baseURL: 'http://extranet.test',
      fetch: async () => {
        calls += 1;
        return calls === 1
          ? new Response('{"code":"UNAVAILABLE","message":"busy"}', { status: 503 })
          : Response.json(perfil);
      },
    });
    await expect(client.configuracion.obtenerPerfil()).resolves.toMatchObject({ usuario: 'demo' });
    expect(calls).toBe(2);
  });

  it('never retries a write', async () => {
    let calls = 0;
    const client = createExtranetClient({
      baseURL: 'http://extranet.test',
      fetch: async () => {
        calls += 1;
        return new Response('{"code":"UNAVAILABLE","message":"busy"}', { status: 503 });
      },
    });
    await expect(client.validacion.login({ body: { usuario: 'demo', clave: 'x' } })).rejects.toMatchObject({
      status: 503,
    });
    expect(calls).toBe(1);
  });
});

describe('query helpers', () => {
  it('derive keys and query functions from the endpoint table', async () => {
    const { createExtranetQueries } = await import('../src/query');
    const { client, last } = recordingClient([]);
    const queries = createExtranetQueries(client);
    const options = queries.tracking.obtenerSeguimientoEnviosPeriodo({
      fechainicio: new Date('2026-01-01T00:00:00Z'),
      fechafin: '2026-01-31T00:00:00.000Z',
    });
    expect(options.queryKey).toEqual([
      'extranet',
      'tracking',
      'obtenerSeguimientoEnviosPeriodo',
      { fechainicio: '2026-01-01T00:00:00.000Z', fechafin: '2026-01-31T00:00:00.000Z' },
    ]);
    await expect(options.queryFn({ signal: new AbortController().signal })).resolves.toEqual([]);
    expect(last().path).toBe('/api/Tracking/ObtenerSeguimientoEnviosPeriodo');
    expect(queries.tracking.obtenerSeguimientoEnvios().queryKey).toEqual([
      'extranet',
      'tracking',
      'obtenerSeguimientoEnvios',
    ]);
  });

  it('give writes a mutation function', async () => {
    const { createExtranetQueries } = await import('../src/query');
    const { client, last } = recordingClient({ token: 'jwt' });
    const mutation = createExtranetQueries(client).validacion.login();
    expect(mutation.mutationKey).toEqual(['extranet', 'validacion', 'login']);
    await expect(mutation.mutationFn({ body: { usuario: 'demo', clave: 'Demo#2026' } })).resolves.toEqual({
      token: 'jwt',
    });
    expect(last().method).toBe('POST');
  });
});

describe('schemas', () => {
  it('parse period queries into dates and refuse reversed ones, naming the field', async () => {
    const { PeriodoQuerySchema } = await import('../src/schemas');
    const ok = v.safeParse(PeriodoQuerySchema, {
      fechainicio: '2026-01-01',
      fechafin: '2026-01-02T00:00:00Z',
    });
    expect(ok.success && ok.output.fechainicio).toEqual(new Date('2026-01-01T00:00:00.000Z'));
    const reversed = v.safeParse(PeriodoQuerySchema, { fechainicio: '2026-02-01', fechafin: '2026-01-01' });
    expect(reversed.success).toBe(false);
    expect(reversed.issues?.[0]?.path?.[0]?.key).toBe('fechafin');
    const bad = v.safeParse(PeriodoQuerySchema, { fechainicio: 'nope', fechafin: '2026-01-01' });
    expect(bad.issues?.[0]?.path?.[0]?.key).toBe('fechainicio');
  });
});
