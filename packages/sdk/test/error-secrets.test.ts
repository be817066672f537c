import { inspect } from 'node:util';
import { createFetch, FetchError } from 'ofetch';
import { describe, expect, it } from 'vitest';
import {
  AbortError,
  ApiError,
  BadRequestError,
  ConnectionError,
  createExtranetClient,
  type ExtranetClientOptions,
  ExtranetError,
  ExtranetValidationError,
  TimeoutError,
} from '../src/index';
import { body, CSRF, failure, PASSWORD, RECOVERY, stubClients, TOKEN } from './error-harness';
import type { StubAnswer } from './stub-server';

const { clientFor, stubURL } = stubClients();

describe('no secret in an error', () => {
  const secrets = [TOKEN, PASSWORD, CSRF, RECOVERY];
  const deep = { depth: Number.POSITIVE_INFINITY, showHidden: true, getters: true } as const;
  const shown = (error: unknown): string[] => {
    const views = [
      JSON.stringify(error),
      inspect(error, { depth: Number.POSITIVE_INFINITY }),
      inspect(error, deep),
      String(error),
      (error as Error).stack ?? '',
    ];
    for (let cause = (error as Error).cause; cause; cause = (cause as Error).cause) {
      views.push(inspect(cause, deep), (cause as Error).stack ?? '');
      // ofetch's error shows its request, options and response through getters, which neither
      // JSON.stringify nor every logger reads: they are looked at one by one.
      const { request, options, response } = cause as FetchError;
      views.push(inspect({ request, options, response }, deep));
      const headers = (options as { headers?: unknown } | undefined)?.headers;
      if (headers instanceof Headers) views.push(JSON.stringify([...headers]));
      try {
        views.push(JSON.stringify(cause) ?? '');
      } catch {
        // a cause that cannot be serialised shows nothing
      }
    }
    return views;
  };
  const leaks = (error: unknown) =>
    secrets.filter((secret) => shown(error).some((view) => view.includes(secret)));
  const login = () => ({ body: { usuario: 'demo', clave: PASSWORD } });

  /** A client of relative URLs, as in the browser app, so that the CSRF header is sent as well. */
  const sameOriginClientFor = (answers: StubAnswer[], options: ExtranetClientOptions = {}) =>
    clientFor(answers, {
      baseURL: '',
      getCsrfToken: () => CSRF,
      fetch: (input, init) => globalThis.fetch(new URL(String(input), stubURL()), init),
      ...options,
    });

  it('(the check sees a secret kept in a cause, as a fetch library error can keep it)', () => {
    const leaky = new ExtranetError('validacion.login', 'failed', {
      cause: { options: { headers: { authorization: `Bearer ${TOKEN}` }, body: { clave: PASSWORD } } },
    });
    expect(leaks(leaky)).toEqual([TOKEN, PASSWORD]);
  });

  it("(the check sees what ofetch's own error keeps: the request's headers, query and body)", async () => {
    const request = createFetch({ fetch: async () => Response.json({}, { status: 401 }) });
    const raw = await failure(
      request.raw(`http://extranet.test/api/Validacion?token=${RECOVERY}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${TOKEN}`, 'x-xsrf-token': CSRF },
        body: { clave: PASSWORD },
      }),
    );
    expect(raw).toBeInstanceOf(FetchError);
    expect(leaks(new ExtranetError('validacion.login', 'failed', { cause: raw }))).toEqual(secrets);
  });

  it.each([401, 429, 500, 503])('login answered %i', async (status) => {
    const { client, requests } = await sameOriginClientFor([
      { status, headers: { 'retry-after': '5' }, body: body(`E${status}`, 'refused') },
    ]);
    const error = await failure(client.validacion.login(login()));
    expect(error).toBeInstanceOf(ApiError);
    // The request did carry each secret.
    expect(requests[0]?.headers).toMatchObject({ authorization: `Bearer ${TOKEN}`, 'x-xsrf-token': CSRF });
    expect(requests[0]?.body).toContain(PASSWORD);
    expect(leaks(error)).toEqual([]);
  });

  it('a recovery token in the query string, and in a body', async () => {
    const { client, requests } = await sameOriginClientFor([
      { status: 400, body: body('INVALID_RECOVERY_TOKEN', 'refused') },
    ]);
    const lookedUp = await failure(client.validacion.obtenerUsuarioCodigoRecuperacion({ token: RECOVERY }));
    const changed = await failure(
      client.validacion.cambiarContrasena({ body: { token: RECOVERY, claveNueva: PASSWORD } }),
    );
    expect(requests[0]?.path).toContain(RECOVERY);
    expect(requests[1]?.body).toContain(RECOVERY);
    for (const error of [lookedUp, changed]) {
      expect(error).toBeInstanceOf(BadRequestError);
      expect(leaks(error)).toEqual([]);
    }
  });

  it('login with the server unreachable', async () => {
    const client = createExtranetClient({
      baseURL: '',
      getToken: () => TOKEN,
      getCsrfToken: () => CSRF,
      fetch: (input, init) => globalThis.fetch(new URL(String(input), 'http://127.0.0.1:9'), init),
    });
    const error = await failure(client.validacion.login(login()));
    expect(error).toBeInstanceOf(ConnectionError);
    expect(leaks(error)).toEqual([]);
  });

  it('login timed out, and login aborted', async () => {
    const { client } = await sameOriginClientFor([{ delay: 2_000, body: {} }], { timeout: 30 });
    const timedOut = await failure(client.validacion.login(login()));
    expect(timedOut).toBeInstanceOf(TimeoutError);
    const controller = new AbortController();
    const promise = client.validacion.login(login(), { signal: controller.signal, timeout: 5_000 });
    setTimeout(() => controller.abort(), 20);
    const aborted = await failure(promise);
    expect(aborted).toBeInstanceOf(AbortError);
    for (const error of [timedOut, aborted]) expect(leaks(error)).toEqual([]);
  });

  it('a login answer that breaks its schema does not show the token it carried', async () => {
    const { client } = await clientFor([{ body: [{ token: TOKEN }] }]);
    const error = await failure(client.validacion.login(login()));
    expect(error).toBeInstanceOf(ExtranetValidationError);
    expect((error as ExtranetValidationError).issues.length).toBeGreaterThan(0);
    expect(leaks(error)).toEqual([]);
  });

  it('toJSON lists the fields a log needs', async () => {
    const { client } = await clientFor([{ status: 404, body: body('NOT_FOUND', 'shipment not found') }]);
    const error = await failure(client.tracking.obtenerPartida({ id: 7 }));
    expect(JSON.parse(JSON.stringify(error))).toMatchObject({
      name: 'NotFoundError',
      call: 'tracking.obtenerPartida',
      message: 'shipment not found',
      status: 404,
      code: 'NOT_FOUND',
      requestId: 'req-1',
    });
  });
});
