import type * as v from 'valibot';

// Every error the SDK raises, in one place (the shape follows openai-node's):
//
//   ExtranetError                        any SDK failure; `call` names the method
//   ├─ ExtranetParameterError            bad path parameter, raised before any request
//   ├─ ExtranetValidationError           the response broke the call's schema
//   ├─ ApiError                          the server answered non-2xx
//   │  ├─ BadRequestError                400 / 422, with the field issues
//   │  ├─ AuthenticationError            401
//   │  ├─ PermissionDeniedError          403
//   │  ├─ NotFoundError                  404
//   │  ├─ ConflictError                  409
//   │  ├─ RateLimitError                 429
//   │  └─ ServerError                    5xx
//   │     └─ ServiceUnavailableError     503
//   ├─ ConnectionError                   no answer at all
//   │  └─ TimeoutError                   no answer within `timeout`
//   └─ AbortError                        the caller's AbortSignal fired
//
// No error keeps the request (its Authorization and CSRF headers, its query string or its body, which
// for `validacion.login` holds the password): the `cause` of an `ApiError`, a `ConnectionError` or a
// `TimeoutError` is a copy of ofetch's `FetchError` that keeps only the method, the URL without its
// query, the status and the answer's body (internal/error-mapping.ts), and `toJSON()` lists only the
// fields below.

/** Base class of every error the SDK raises; `call` names the SDK method, e.g. `tracking.obtenerPartida`. */
export class ExtranetError extends Error {
  override readonly name: string = 'ExtranetError';
  readonly call: string;

  constructor(call: string, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.call = call;
  }

  /** A plain, secret-free view for loggers (`JSON.stringify(error)`). */
  toJSON(): Record<string, unknown> {
    const json: Record<string, unknown> = { name: this.name, call: this.call, message: this.message };
    for (const [key, value] of Object.entries(this)) if (key !== 'cause') json[key] = value;
    return json;
  }
}

/** A required path parameter was missing or malformed; raised before any request is sent. */
export class ExtranetParameterError extends ExtranetError {
  override readonly name: string = 'ExtranetParameterError';
  readonly parameter: string;

  constructor(call: string, parameter: string, problem: string) {
    super(call, `${call}: path parameter '${parameter}' ${problem}`);
    this.parameter = parameter;
  }
}

/** The response did not match the call's schema: the server and this SDK disagree on the contract. */
export class ExtranetValidationError extends ExtranetError {
  override readonly name: string = 'ExtranetValidationError';
  readonly issues: readonly v.BaseIssue<unknown>[];

  constructor(call: string, issues: readonly v.BaseIssue<unknown>[]) {
    const first = issues[0];
    const where = first?.path?.map((item) => String(item.key)).join('.') || '(root)';
    super(call, `${call}: response failed validation at ${where}: ${first?.message ?? 'invalid'}`);
    this.issues = issues.map(withoutInput);
  }
}

/**
 * An issue without the values it was found in: a response can hold a secret (the token `login`
 * returns), and the error may be logged. The message, path keys, expected and received stay.
 */
const withoutInput = (issue: v.BaseIssue<unknown>): v.BaseIssue<unknown> => ({
  ...issue,
  input: undefined,
  path: issue.path?.map((item) => ({ ...item, input: undefined, value: undefined })) as typeof issue.path,
  issues: issue.issues?.map(withoutInput) as typeof issue.issues,
});

/** One refused input of a 400/422 answer: the field (dotted path) and what is wrong with it. */
export interface FieldIssue {
  field: string;
  code: string;
  message: string;
}

export interface ApiErrorInit {
  status: number;
  /** The `code` of the server's `{ code, message, field }` body, or `HTTP_<status>`. */
  code: string;
  message: string;
  field?: string | undefined;
  /** Response headers (lower-case names; cookies are never kept). */
  headers?: Readonly<Record<string, string>>;
  /** The parsed response body, as the server sent it. */
  body?: unknown;
}

/** Response headers an error may show: everything but cookies. */
const safeHeaders = (headers: Readonly<Record<string, string>> | undefined): Record<string, string> => {
  const kept: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers ?? {})) {
    const lower = name.toLowerCase();
    if (lower !== 'set-cookie' && lower !== 'cookie' && lower !== 'authorization') kept[lower] = value;
  }
  return kept;
};

/**
 * Seconds a `Retry-After` header asks to wait (delta-seconds or an HTTP date), or `undefined` when
 * absent or unreadable. Never negative.
 */
export const parseRetryAfter = (value: string | null | undefined, now = Date.now()): number | undefined => {
  if (value == null || value.trim() === '') return undefined;
  const seconds = Number(value);
  if (Number.isFinite(seconds)) return seconds >= 0 ? seconds : undefined;
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, (date - now) / 1000);
};

/**
 * The server answered with a non-2xx status. `code`, `message` and `field` come from its
 * `{ code, message, field }` body; `requestId` is its `X-Request-Id` (quote it when reporting a
 * problem); `retryAfter` is its `Retry-After`, in seconds. `cause` is ofetch's `FetchError`, without
 * the request's headers, query or body.
 */
export class ApiError extends ExtranetError {
  override readonly name: string = 'ApiError';
  readonly status: number;
  readonly code: string;
  readonly field: string | undefined;
  /** Response headers, lower-case names (no cookies). */
  readonly headers: Readonly<Record<string, string>>;
  /** The server's `X-Request-Id` for this answer. */
  readonly requestId: string | undefined;
  /** The parsed response body. */
  readonly body: unknown;
  /** Seconds to wait before trying again, from `Retry-After` (429 and 503 send it). */
  readonly retryAfter: number | undefined;

  constructor(call: string, init: ApiErrorInit, cause?: unknown) {
    super(call, init.message, cause === undefined ? undefined : { cause });
    this.status = init.status;
    this.code = init.code;
    this.field = init.field;
    this.headers = Object.freeze(safeHeaders(init.headers));
    this.requestId = this.headers['x-request-id'];
    this.body = init.body;
    this.retryAfter = parseRetryAfter(this.headers['retry-after']);
  }
}

/** 400 or 422: the request was refused as invalid. `issues` names each refused field. */
export class BadRequestError extends ApiError {
  override readonly name: string = 'BadRequestError';
  readonly issues: readonly FieldIssue[];

  constructor(call: string, init: ApiErrorInit, cause?: unknown) {
    super(call, init, cause);
    this.issues = Object.freeze(issuesOf(init));
  }
}

/** The issues of a 400 body: its `issues` array when the server sends one, else its one `field`. */
function issuesOf(init: ApiErrorInit): FieldIssue[] {
  const listed = (init.body as { issues?: unknown } | null | undefined)?.issues;
  if (Array.isArray(listed)) {
    return listed
      .filter((item): item is Record<string, unknown> => typeof item === 'object' && item !== null)
      .map((item) => ({
        field: String(item.field ?? item.path ?? ''),
        code: String(item.code ?? init.code),
        message: String(item.message ?? ''),
      }));
  }
  return init.field === undefined ? [] : [{ field: init.field, code: init.code, message: init.message }];
}

/** 401: no session, an expired or revoked token, or (for `validacion.login`) wrong credentials. */
export class AuthenticationError extends ApiError {
  override readonly name: string = 'AuthenticationError';
}

/** 403: signed in, but without the permission this call needs. */
export class PermissionDeniedError extends ApiError {
  override readonly name: string = 'PermissionDeniedError';
}

/** 404: no such record (or not one of the caller's customers). */
export class NotFoundError extends ApiError {
  override readonly name: string = 'NotFoundError';
}

/** 409: the change collides with the current state (a duplicate, a stale version). Never retried. */
export class ConflictError extends ApiError {
  override readonly name: string = 'ConflictError';
}

/** 429: too many requests; `retryAfter` says how many seconds to wait. */
export class RateLimitError extends ApiError {
  override readonly name: string = 'RateLimitError';
}

/** 5xx: the server failed. */
export class ServerError extends ApiError {
  override readonly name: string = 'ServerError';
}

/** 503: the server is up but cannot serve now (maintenance, database stopped); see `retryAfter`. */
export class ServiceUnavailableError extends ServerError {
  override readonly name: string = 'ServiceUnavailableError';
}

/** The `ApiError` subclass for an HTTP status. */
export function apiErrorFor(call: string, init: ApiErrorInit, cause?: unknown): ApiError {
  const { status } = init;
  if (status === 400 || status === 422) return new BadRequestError(call, init, cause);
  if (status === 401) return new AuthenticationError(call, init, cause);
  if (status === 403) return new PermissionDeniedError(call, init, cause);
  if (status === 404) return new NotFoundError(call, init, cause);
  if (status === 409) return new ConflictError(call, init, cause);
  if (status === 429) return new RateLimitError(call, init, cause);
  if (status === 503) return new ServiceUnavailableError(call, init, cause);
  if (status >= 500) return new ServerError(call, init, cause);
  return new ApiError(call, init, cause);
}

/**
 * The server could not be reached (network down, DNS, connection refused, reset). `cause` is ofetch's
 * `FetchError` (without the request's headers, query or body), whose own `cause` is the fetch
 * implementation's error.
 */
export class ConnectionError extends ExtranetError {
  override readonly name: string = 'ConnectionError';
}

/** No answer within the `timeout` (client or call option), retries included per attempt. */
export class TimeoutError extends ConnectionError {
  override readonly name: string = 'TimeoutError';
  /** The timeout that ran out, in milliseconds. */
  readonly timeout: number;

  constructor(call: string, timeout: number, options?: { cause?: unknown }) {
    super(call, `${call}: no answer within ${timeout} ms`, options);
    this.timeout = timeout;
  }
}

/** The caller's `AbortSignal` fired; `cause` is the signal's reason. Its `name` is `'AbortError'`. */
export class AbortError extends ExtranetError {
  override readonly name: string = 'AbortError';
}

export const isExtranetError = (error: unknown): error is ExtranetError => error instanceof ExtranetError;
export const isHttpStatus = (error: unknown, status: number): error is ApiError =>
  error instanceof ApiError && error.status === status;
