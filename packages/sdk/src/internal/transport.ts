import * as v from 'valibot';
import { ErrorBodySchema, FechaParamSchema } from '../common.schema';
import {
  AbortError,
  type ApiError,
  apiErrorFor,
  ConnectionError,
  ExtranetError,
  ExtranetValidationError,
  TimeoutError,
} from '../errors';
import type { Endpoint, RequestOptions } from './endpoint';
import { JsonArrayReader } from './json-array';
import { fillPath, pathParameterNames } from './path';

export interface TransportOptions {
  baseURL?: string;
  getToken?: () => string | null | undefined | Promise<string | null | undefined>;
  getCsrfToken?: () => string | null | undefined;
  fetch?: typeof globalThis.fetch;
  onUnauthorized?: (error: ApiError) => void;
  maxRetries?: number;
  /** @deprecated former name of `maxRetries`. */
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

/** Default retries of a failed idempotent call. */
export const DEFAULT_MAX_RETRIES = 2;
/** First backoff delay; doubles each retry, with up to 25 % jitter taken off. */
const INITIAL_RETRY_DELAY_MS = 500;
/** Longest backoff delay between two attempts. */
const MAX_RETRY_DELAY_MS = 8_000;
/** A `Retry-After` longer than this is not waited out: the error goes to the caller instead. */
export const MAX_RETRY_AFTER_MS = 60_000;

const IDEMPOTENT_METHODS = new Set(['GET', 'HEAD', 'PUT', 'DELETE', 'OPTIONS']);

/** Statuses worth another attempt. 409 (conflict) and 425 (too early) never are. */
const isRetryableStatus = (status: number): boolean => status === 408 || status === 429 || status >= 500;

/** Delay before retry number `retry` (0-based): exponential backoff with jitter, or the server's Retry-After. */
export function retryDelayMs(
  retry: number,
  retryAfterSeconds: number | undefined,
  bounds: { initial?: number; max?: number } = {},
  random: () => number = Math.random,
): number | null {
  if (retryAfterSeconds !== undefined) {
    const wait = retryAfterSeconds * 1000;
    return wait <= MAX_RETRY_AFTER_MS ? wait : null;
  }
  const initial = bounds.initial ?? INITIAL_RETRY_DELAY_MS;
  const max = bounds.max ?? MAX_RETRY_DELAY_MS;
  const backoff = Math.min(initial * 2 ** retry, max);
  return backoff * (1 - random() * 0.25);
}

/** Resolves after `ms`, or rejects with the signal's reason when it aborts first. */
const sleep = (ms: number, signal: AbortSignal | undefined): Promise<void> =>
  new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const done = () => {
      signal?.removeEventListener('abort', abort);
      resolve();
    };
    const timer = setTimeout(done, ms);
    const abort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    signal?.addEventListener('abort', abort, { once: true });
  });

const headersOf = (source: Headers): Record<string, string> => {
  const headers: Record<string, string> = {};
  source.forEach((value, name) => {
    headers[name] = value;
  });
  return headers;
};

/** A finished answer: status, headers and the parsed body (JSON, else the text, else undefined). */
interface Answer {
  status: number;
  statusText: string;
  headers: Headers;
  data: unknown;
}

/** Statuses whose answer has no body to read. */
const NULL_BODY_STATUSES = new Set([101, 204, 205, 304]);

const parseText = (text: string): unknown => {
  if (text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text; // a proxy's HTML error page, a plain-text 502: kept for the error's `body`
  }
};

const parseBody = async (response: Response): Promise<unknown> =>
  NULL_BODY_STATUSES.has(response.status) ? undefined : parseText(await response.text());

/**
 * Takes each run of items of a list answer as it arrives; answers false to stop reading (the run
 * failed validation, or the caller's `onRows` threw).
 */
type OnItems = (items: unknown[]) => boolean;

/**
 * How long a list answer is read before the reader lets the page run. What has arrived while the
 * page was busy is read in one chain of microtasks that nothing interrupts: on a fast network a year
 * of movements (14 MB) held a browser's main thread for 100-250 ms at a time, so the first rows
 * handed over could be neither drawn nor scrolled until the answer was nearly read.
 */
const READ_SLICE_MS = 25;
/** The most text read between two looks at the clock (UTF-16 units). */
const READ_PIECE = 64 * 1024;

interface PostTaskScheduler {
  postTask(callback: () => void, options: { priority: 'user-visible' }): Promise<void>;
}

/**
 * A pause of one task, behind what the page has queued (the app's rendering of the rows just handed
 * over, input): `scheduler.postTask` where the browser has it, else `setTimeout` (Node, Safari).
 */
const yieldToHost = (): Promise<void> => {
  const scheduler = (globalThis as { scheduler?: Partial<PostTaskScheduler> }).scheduler;
  return scheduler?.postTask
    ? scheduler.postTask(() => {}, { priority: 'user-visible' })
    : new Promise((resolve) => setTimeout(resolve, 0));
};

/**
 * A 2xx list answer read as it arrives, each run of complete items handed to `onItems`. Answers
 * `streamed` when the body was a whole JSON array (or reading stopped), else what a whole read makes
 * of the body (not an array, or cut short: the response's validation then says so).
 */
async function streamBody(
  response: Response,
  onItems: OnItems,
): Promise<{ streamed: true } | { data: unknown }> {
  if (!response.body || NULL_BODY_STATUSES.has(response.status)) return { data: await parseBody(response) };
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  const array = new JsonArrayReader();
  let sliceStart = performance.now();
  for (;;) {
    const { done, value } = await reader.read();
    const text = done ? decoder.decode() : decoder.decode(value, { stream: true });
    // What arrived while the page was busy comes as one chunk of up to megabytes: read a piece at a
    // time, so that the reading can pause in between.
    for (let at = 0; at < text.length; at += READ_PIECE) {
      if (performance.now() - sliceStart > READ_SLICE_MS) {
        await yieldToHost();
        sliceStart = performance.now();
      }
      let items: unknown[];
      try {
        items = array.push(text.length <= READ_PIECE ? text : text.slice(at, at + READ_PIECE));
      } catch {
        await reader.cancel();
        return { data: array.rest() }; // not JSON: a string, which the list's schema refuses
      }
      if (items.length > 0 && !onItems(items)) {
        await reader.cancel();
        return { streamed: true };
      }
    }
    if (done) break;
  }
  return array.closed ? { streamed: true } : { data: parseText(array.rest()) };
}

/** The response schema of a list call (a plain array), whose items can be checked a run at a time. */
const listSchemaOf = (endpoint: Endpoint): Endpoint['response'] | undefined => {
  const schema = endpoint.response as { type?: string; pipe?: unknown };
  return schema.type === 'array' && !schema.pipe ? endpoint.response : undefined;
};

/** Issues of a run of items, renumbered as indexes of the whole list. */
const offsetIssues = (issues: readonly v.BaseIssue<unknown>[], offset: number): v.BaseIssue<unknown>[] =>
  issues.map((issue) => ({
    ...issue,
    path: issue.path?.map((item, depth) =>
      depth === 0 && typeof item.key === 'number' ? { ...item, key: item.key + offset } : item,
    ) as typeof issue.path,
  }));

/** `baseURL` + path + query string; undefined and null query values are left out. */
const buildUrl = (baseURL: string, path: string, query: Record<string, unknown>): string => {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item === undefined || item === null) continue;
      search.append(key, typeof item === 'object' ? JSON.stringify(item) : String(item));
    }
  }
  const text = search.toString();
  return `${baseURL.replace(/\/+$/, '')}${path}${text ? `?${text}` : ''}`;
};

/** One attempt's outcome: the parsed body of a 2xx answer (or `streamed` to `onItems`), or what went wrong. */
type Attempt =
  | { ok: true; data: unknown; streamed?: false }
  | { ok: true; streamed: true }
  | { ok: false; response: Answer; error?: undefined; timedOut: false }
  | { ok: false; response?: undefined; error: unknown; timedOut: boolean };

export function createTransport(options: TransportOptions = {}): Transport {
  // Looked up per call, not captured: tests and polyfills may install a global fetch later.
  const fetchImpl = (...args: Parameters<typeof globalThis.fetch>) =>
    (options.fetch ?? globalThis.fetch)(...args);
  const baseURL = options.baseURL ?? '';
  const getToken = options.getToken ?? readSessionToken;
  const getCsrfToken = options.getCsrfToken ?? readCsrfCookie;
  const dateKeys = new WeakMap<Endpoint, Set<string>>();

  /** One request, with its own timeout; the caller's signal cancels it too. Never throws. */
  async function attempt(
    url: string,
    init: { method: string; query: Record<string, unknown>; body: unknown; headers: Record<string, string> },
    signal: AbortSignal | undefined,
    timeout: number | undefined,
    onItems?: OnItems,
  ): Promise<Attempt> {
    const controller = new AbortController();
    const cancel = () => controller.abort(signal?.reason);
    if (signal?.aborted) cancel();
    else signal?.addEventListener('abort', cancel, { once: true });
    let timedOut = false;
    const timer =
      timeout !== undefined && timeout > 0
        ? setTimeout(() => {
            timedOut = true;
            controller.abort();
          }, timeout)
        : undefined;
    try {
      const headers = { ...init.headers };
      const hasBody = init.body !== undefined;
      if (hasBody) headers['content-type'] = 'application/json';
      const response = await fetchImpl(buildUrl(baseURL, url, init.query), {
        method: init.method,
        headers,
        body: hasBody ? JSON.stringify(init.body) : undefined,
        signal: controller.signal,
      });
      if (response.ok && onItems) {
        const read = await streamBody(response, onItems);
        return 'streamed' in read ? { ok: true, streamed: true } : { ok: true, data: read.data };
      }
      const data = await parseBody(response);
      if (response.ok) return { ok: true, data };
      const { status, statusText, headers: responseHeaders } = response;
      return { ok: false, response: { status, statusText, headers: responseHeaders, data }, timedOut: false };
    } catch (error) {
      return { ok: false, error, timedOut };
    } finally {
      clearTimeout(timer);
      signal?.removeEventListener('abort', cancel);
    }
  }

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

    const { signal } = requestOptions;
    const timeout = requestOptions.timeout ?? options.timeout;
    // A retried POST could create a shipment twice: only idempotent calls, or those opted in, retry.
    const idempotent =
      IDEMPOTENT_METHODS.has(endpoint.method) ||
      endpoint.idempotent === true ||
      requestOptions.idempotent === true;
    const maxRetries = idempotent
      ? Math.max(0, requestOptions.maxRetries ?? options.maxRetries ?? options.retry ?? DEFAULT_MAX_RETRIES)
      : 0;
    const aborted = () => new AbortError(call, `${call}: aborted by the caller`, { cause: signal?.reason });

    for (let retry = 0; ; retry += 1) {
      if (signal?.aborted) throw aborted();
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

      // `onRows`: the first attempt hands over a list's rows as they arrive; a retry reads it whole.
      const listSchema = retry === 0 && requestOptions.onRows ? listSchemaOf(endpoint) : undefined;
      const rows: unknown[] = [];
      let stopped: { error: unknown } | undefined;
      const onItems: OnItems | undefined =
        listSchema &&
        ((items) => {
          const parsed = v.safeParse(listSchema, items);
          if (!parsed.success) {
            stopped = { error: new ExtranetValidationError(call, offsetIssues(parsed.issues, rows.length)) };
            return false;
          }
          const run = parsed.output as unknown[];
          for (const row of run) rows.push(row);
          try {
            requestOptions.onRows?.(run as never[]);
          } catch (error) {
            stopped = { error };
            return false;
          }
          return true;
        });

      const outcome = await attempt(
        url,
        { method: endpoint.method, query, body: endpoint.body ? args.body : undefined, headers },
        signal,
        timeout,
        onItems,
      );
      if (outcome.ok && outcome.streamed) {
        if (stopped) throw stopped.error;
        return rows;
      }
      if (outcome.ok) {
        const parsed = v.safeParse(endpoint.response, outcome.data);
        if (!parsed.success) throw new ExtranetValidationError(call, parsed.issues);
        return parsed.output;
      }
      if (signal?.aborted) throw aborted();

      const error = outcome.response
        ? httpError(call, outcome.response)
        : connectionError(call, outcome.error, outcome.timedOut ? timeout : undefined);
      const retryable = outcome.response ? isRetryableStatus(outcome.response.status) : true;
      const wait =
        retryable && retry < maxRetries ? retryDelayMs(retry, (error as Partial<ApiError>).retryAfter) : null;
      if (wait === null) {
        if (outcome.response?.status === 401 && !endpoint.signIn) options.onUnauthorized?.(error as ApiError);
        throw error;
      }
      try {
        await sleep(wait, signal);
      } catch {
        throw aborted();
      }
    }
  };
}

function httpError(call: string, response: Answer): ApiError {
  const { status } = response;
  const parsed = v.safeParse(ErrorBodySchema, response.data);
  const said = parsed.success
    ? { code: parsed.output.code, message: parsed.output.message, field: parsed.output.field }
    : { code: `HTTP_${status}`, message: `${call}: HTTP ${status} ${response.statusText}`.trim() };
  return apiErrorFor(call, { status, ...said, headers: headersOf(response.headers), body: response.data });
}

function connectionError(call: string, error: unknown, timedOutAfter: number | undefined): ExtranetError {
  if (timedOutAfter !== undefined) return new TimeoutError(call, timedOutAfter);
  if (error instanceof ExtranetError) return error;
  // The cause is the fetch implementation's own error: it holds no request headers or body.
  const reason = error instanceof Error ? error.message : String(error);
  return new ConnectionError(call, `${call}: the server could not be reached (${reason})`, { cause: error });
}
