import { createFetch, FetchError } from 'ofetch';
import * as v from 'valibot';
import { ErrorBodySchema, FechaParamSchema } from '../common.schema';
import {
  ExtranetConnectionError,
  ExtranetError,
  ExtranetHttpError,
  ExtranetValidationError,
} from '../errors';
import type { Endpoint, RequestOptions } from './endpoint';
import { fillPath, pathParameterNames } from './path';

export interface TransportOptions {
  baseURL?: string;
  getToken?: () => string | null | undefined | Promise<string | null | undefined>;
  getCsrfToken?: () => string | null | undefined;
  fetch?: typeof globalThis.fetch;
  onUnauthorized?: (error: ExtranetHttpError) => void;
  retry?: number;
  timeout?: number;
  headers?: Record<string, string>;
}

export type Transport = (
  call: string,
  endpoint: Endpoint,
  args: Record<string, unknown>,
  options?: RequestOptions,
) => Promise<unknown>;

const readSessionToken = (): string | null => {
  try {
    return globalThis.sessionStorage?.getItem('jwt_token') ?? null;
  } catch {
    return null; // storage blocked (privacy mode, sandboxed iframe)
  }
};

/** Reads the `XSRF-TOKEN` cookie the server sets; absent outside a browser. */
export const readCsrfCookie = (): string | null => {
  const cookie = (globalThis as { document?: { cookie?: string } }).document?.cookie;
  if (!cookie) return null;
  for (const part of cookie.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === 'XSRF-TOKEN') return decodeURIComponent(rest.join('='));
  }
  return null;
};

const isRelative = (url: string): boolean => !/^[a-z][a-z\d+\-.]*:\/\//i.test(url) && !url.startsWith('//');

/** Date query values travel as `toISOString()`; an unparsable string is sent as given for the server to reject. */
const toQueryValue = (value: unknown, isDate: boolean): unknown => {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? String(value) : value.toISOString();
  if (isDate && typeof value === 'string') {
    const parsed = v.safeParse(FechaParamSchema, value);
    return parsed.success ? parsed.output.toISOString() : value;
  }
  return value;
};

const dateKeysOf = (endpoint: Endpoint): Set<string> => {
  const schema = endpoint.query as unknown as
    | { entries?: Record<string, unknown>; pipe?: readonly { entries?: Record<string, unknown> }[] }
    | undefined;
  const entries = schema?.entries ?? schema?.pipe?.[0]?.entries ?? {};
  const isDate = (schema: unknown): boolean =>
    schema === FechaParamSchema ||
    (schema as { wrapped?: unknown } | undefined)?.wrapped === FechaParamSchema;
  return new Set(Object.keys(entries).filter((key) => isDate(entries[key])));
};

export function createTransport(options: TransportOptions = {}): Transport {
  const $fetch = createFetch({ fetch: options.fetch ?? globalThis.fetch });
  const baseURL = options.baseURL ?? '';
  const getToken = options.getToken ?? readSessionToken;
  const getCsrfToken = options.getCsrfToken ?? readCsrfCookie;
  const dateKeys = new WeakMap<Endpoint, Set<string>>();

  return async (call, endpoint, args, requestOptions = {}) => {
    const url = fillPath(endpoint.path, args, call);
    const pathNames = new Set(pathParameterNames(endpoint.path));
    let dates = dateKeys.get(endpoint);
    if (!dates) {
      dates = dateKeysOf(endpoint);
      dateKeys.set(endpoint, dates);
    }

    const query: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(args)) {
      if (key === 'body' || pathNames.has(key) || value === undefined || value === null) continue;
      query[key] = toQueryValue(value, dates.has(key));
    }

    const headers: Record<string, string> = {
      accept: 'application/json',
      ...options.headers,
      ...requestOptions.headers,
    };
    const token = await getToken();
    if (token) headers.authorization = `Bearer ${token}`;
    if (endpoint.method !== 'GET' && isRelative(baseURL || url)) {
      const csrf = getCsrfToken();
      if (csrf) headers['x-xsrf-token'] = csrf;
    }

    let data: unknown;
    try {
      data = await $fetch(url, {
        baseURL: baseURL || undefined,
        method: endpoint.method,
        query,
        body: endpoint.body ? (args.body as Record<string, unknown>) : undefined,
        headers,
        signal: requestOptions.signal,
        timeout: options.timeout,
        // Only GETs are idempotent here; a retried POST could create a shipment twice.
        retry: endpoint.method === 'GET' ? (options.retry ?? 2) : 0,
        retryDelay: 300,
        responseType: 'json',
      });
    } catch (error) {
      throw toExtranetError(call, error, requestOptions.signal, options.onUnauthorized);
    }

    const parsed = v.safeParse(endpoint.response, data);
    if (!parsed.success) throw new ExtranetValidationError(call, parsed.issues);
    return parsed.output;
  };
}

function toExtranetError(
  call: string,
  error: unknown,
  signal: AbortSignal | undefined,
  onUnauthorized: TransportOptions['onUnauthorized'],
): unknown {
  // Cancellation is the caller's own doing: hand back the AbortError (ofetch wraps it as the cause).
  if (signal?.aborted) return error instanceof FetchError && error.cause ? error.cause : error;
  if (error instanceof FetchError && error.response) {
    const body = v.safeParse(ErrorBodySchema, error.data);
    const status = error.response.status;
    const httpError = new ExtranetHttpError(
      call,
      body.success
        ? { status, code: body.output.code, message: body.output.message, field: body.output.field }
        : {
            status,
            code: `HTTP_${status}`,
            message: `${call}: HTTP ${status} ${error.response.statusText}`.trim(),
          },
      error,
    );
    if (status === 401) onUnauthorized?.(httpError);
    return httpError;
  }
  if (error instanceof ExtranetError) return error;
  const reason = error instanceof Error ? error.message : String(error);
  return new ExtranetConnectionError(call, `${call}: the server could not be reached (${reason})`, {
    cause: error,
  });
}
