import { FetchError } from 'ofetch';
import * as v from 'valibot';
import { ErrorBodySchema } from '../common.schema';
import { type ApiError, apiErrorFor, ConnectionError, ExtranetError, TimeoutError } from '../errors';

// Where a failed attempt becomes one of the SDK's errors: an answer other than 2xx an `ApiError` by
// status, no answer a `ConnectionError` (a `TimeoutError` when the attempt's own timeout fired).
// The caller's abort is told apart before this (transport.ts): it is an `AbortError`.

/**
 * A copy of ofetch's error that keeps no secret, for the SDK error's `cause`. ofetch's own holds the
 * whole request: its `options` carry the headers (the bearer token, the CSRF value) and the body (the
 * login password), its `request` and message the query string (a recovery token). The copy keeps
 * the method, the URL without its query, the status and the parsed body of the answer, and the
 * fetch implementation's own error as its `cause`; not the `response`, whose headers may set a
 * cookie (the SDK error's `headers` leave cookies out).
 */
function secretFreeCopy(error: FetchError): FetchError {
  const request = error.request;
  const url = (typeof request === 'string' ? request : (request?.url ?? '')).split(/[?#]/)[0];
  // ofetch's message: `[METHOD] "url": status statusText reason`, here without the query.
  const copy = new FetchError(error.message.replace(/[?#][^"]*"/, '"'), { cause: error.cause });
  const { status, statusText } = error.response ?? {};
  return Object.assign(copy, {
    request: url,
    options: { method: error.options?.method },
    status,
    statusText,
    data: error.data,
  });
}

/** The server's answer as an `ApiError`: its `{ code, message, field }` body, else `HTTP_<status>`. */
function httpError(call: string, response: Response, body: unknown, cause: FetchError): ApiError {
  const { status } = response;
  const parsed = v.safeParse(ErrorBodySchema, body);
  // The schema's output holds its three fields only: whatever else the body says stays in `body`.
  const said = parsed.success
    ? parsed.output
    : { code: `HTTP_${status}`, message: `${call}: HTTP ${status} ${response.statusText}`.trim() };
  return apiErrorFor(call, { status, ...said, headers: Object.fromEntries(response.headers), body }, cause);
}

/**
 * The SDK error for what one attempt of `call` failed with: ofetch's `FetchError` (an answer other
 * than 2xx, or none), or the error reading the body threw. `timedOutAfter`: the attempt's timeout, when
 * it is what ended the attempt.
 */
export function toExtranetError(
  call: string,
  error: unknown,
  timedOutAfter: number | undefined,
): ExtranetError {
  if (error instanceof ExtranetError) return error;
  const fetchError = error instanceof FetchError ? error : undefined;
  const cause = fetchError ? secretFreeCopy(fetchError) : error;
  if (fetchError?.response) return httpError(call, fetchError.response, fetchError.data, cause as FetchError);
  if (timedOutAfter !== undefined) return new TimeoutError(call, timedOutAfter, { cause });
  // The fetch implementation's own error says why: it holds no request headers or body.
  const reason = fetchError ? fetchError.cause : error;
  const text = reason instanceof Error ? reason.message : String(reason);
  return new ConnectionError(call, `${call}: the server could not be reached (${text})`, { cause });
}
