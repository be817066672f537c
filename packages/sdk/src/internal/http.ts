import { createFetch, type FetchResponse } from 'ofetch';
import * as v from 'valibot';
import { FechaParamSchema } from '../common.schema';
import type { ExtranetClientOptions } from '../options';
import type { EndpointCall } from './endpoint';
import { pathParameterNames } from './path';

// Requests on ofetch: one `ofetch.create` instance per client carries the base URL and the client's
// headers; its `onRequest` hook adds the bearer token and the CSRF header; ofetch writes the query
// string and the JSON body. Retries, timeouts and the mapping of failures stay ours (retry.ts,
// error-mapping.ts), so ofetch's own retry is off.

/** What one attempt sends. */
export interface HttpRequest {
  method: string;
  /** The path with its parameters filled in (`fillPath`). */
  path: string;
  /** Query values as the server reads them (`queryOf`). */
  query: Record<string, string | string[]>;
  /** The JSON body, or undefined for none. */
  body: unknown;
  /** The call's own headers, over the client's. */
  headers: Record<string, string> | undefined;
  signal: AbortSignal;
  /** Hand a 2xx body over unread, as a stream (the progressive list reader), instead of parsed. */
  stream: boolean;
  /** A public call (`auth: 'none'`): no bearer token, no API key, no CSRF header. */
  anonymous?: boolean;
  /** Read a 2xx body as a Blob (a file download) instead of parsed. */
  binary?: boolean;
}

/**
 * Sends one attempt. Resolves with a 2xx answer, its parsed body in `_data` (JSON, else the text,
 * else undefined); rejects with ofetch's `FetchError` for any other answer or none at all, or with a
 * `TokenSourceFailure`.
 */
export type Http = (request: HttpRequest) => Promise<FetchResponse<unknown>>;

/** The caller's own `getToken` or `getCsrfToken` threw: that error goes to the caller as it is, never retried. */
export class TokenSourceFailure {
  constructor(readonly error: unknown) {}
}

const readSessionToken = (): string | null => {
  try {
    return globalThis.sessionStorage?.getItem('jwt_token') ?? null;
  } catch {
    return null; // storage blocked (privacy mode, sandboxed iframe)
  }
};

/** Reads the `XSRF-TOKEN` cookie the server sets; absent outside a browser. */
const readCsrfCookie = (): string | null => {
  const cookie = (globalThis as { document?: { cookie?: string } }).document?.cookie ?? '';
  const match = /(?:^|;)\s*XSRF-TOKEN=([^;]*)/.exec(cookie);
  return match ? decodeURIComponent(match[1] as string) : null;
};

/** Not absolute (`https://…`) and not protocol-relative (`//host`): the page's own origin. */
const isRelative = (url: string): boolean => !/^([a-z][\w+.-]*:)?\/\//i.test(url);

/** A body as JSON when it is JSON, else the text (a proxy's HTML page, a plain-text 502), else undefined. */
export const parseText = (text: string): unknown => {
  if (text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
};

export function createHttp(options: ExtranetClientOptions): Http {
  const getToken = options.getToken ?? readSessionToken;
  const getCsrfToken = options.getCsrfToken ?? readCsrfCookie;
  // The CSRF header goes only where the XSRF-TOKEN cookie comes from: the page's own origin.
  const sameOrigin = isRelative(options.baseURL ?? '');
  const request = createFetch({
    // ofetch 1.x ignores a per-request `fetch`: the client's is injected here. Looked up per call, not
    // captured: tests and polyfills may install a global fetch later.
    fetch: (input, init) => (options.fetch ?? globalThis.fetch)(input, init),
  }).create({
    baseURL: options.baseURL,
    headers: { accept: 'application/json', ...options.headers },
    retry: 0,
    async onRequest({ options: init }) {
      if ((init as { anonymous?: boolean }).anonymous) return;
      // An integration key is the whole credential of a system caller: no session, no cookie to guard.
      if (options.apiKey) return init.headers.set('x-api-key', options.apiKey);
      try {
        const token = await getToken();
        if (token) init.headers.set('authorization', `Bearer ${token}`);
        const csrf = init.method !== 'GET' && sameOrigin ? getCsrfToken() : null;
        if (csrf) init.headers.set('x-xsrf-token', csrf);
      } catch (error) {
        throw new TokenSourceFailure(error);
      }
    },
    async onResponse({ response, options: init }) {
      // A failed answer asked for as a stream is read whole: its body is the error's.
      if (!response.ok && init.responseType === 'stream') response._data = parseText(await response.text());
      // A failed file download's body is the error's JSON, read as a Blob: parse it back.
      if (!response.ok && init.responseType === 'blob' && response._data instanceof Blob) {
        response._data = parseText(await response._data.text());
      }
    },
  });
  return ({ path, stream, binary, body, anonymous, ...rest }) =>
    request.raw(path, {
      ...rest,
      // Read back by `onRequest` above (ofetch hands a request's own options to its hooks).
      ...(anonymous ? { anonymous } : {}),
      // A FormData goes as multipart/form-data (the runtime writes the boundary), an object as JSON.
      body: body as Record<string, unknown> | FormData | undefined,
      ...(stream
        ? { responseType: 'stream' }
        : binary
          ? { responseType: 'blob' }
          : { parseResponse: parseText }),
    });
}

/** Date query values travel as `toISOString()`; an unparsable string is sent as given for the server to reject. */
const toQueryValue = (value: unknown, isDate: boolean): unknown => {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? String(value) : value.toISOString();
  if (isDate && typeof value === 'string') {
    const parsed = v.safeParse(FechaParamSchema, value);
    return parsed.success ? parsed.output.toISOString() : value;
  }
  return value;
};

/** A query parameter whose schema is `FechaParamSchema`, or that made optional, takes dates. */
const isDateParameter = (schema: unknown): boolean =>
  schema === FechaParamSchema || (schema as { wrapped?: unknown } | undefined)?.wrapped === FechaParamSchema;

/**
 * The query values of a call: every argument that is neither a path parameter nor the body, as text
 * (dates as ISO instants, objects as JSON); undefined and null values are left out.
 */
export function queryOf(
  endpoint: EndpointCall,
  args: Record<string, unknown>,
): Record<string, string | string[]> {
  const schema = endpoint.query as unknown as
    | { entries?: Record<string, unknown>; pipe?: readonly { entries?: Record<string, unknown> }[] }
    | undefined;
  const parameters = schema?.entries ?? schema?.pipe?.[0]?.entries ?? {};
  const pathNames = pathParameterNames(endpoint.path);
  const query: Record<string, string | string[]> = {};
  for (const [key, value] of Object.entries(args)) {
    if (key === 'body' || pathNames.includes(key) || value === undefined || value === null) continue;
    const sent = toQueryValue(value, isDateParameter(parameters[key]));
    const items = (Array.isArray(sent) ? sent : [sent])
      .filter((item) => item !== undefined && item !== null)
      .map((item) => (typeof item === 'object' ? JSON.stringify(item) : String(item)));
    query[key] = Array.isArray(sent) ? items : (items[0] as string);
  }
  return query;
}
