import * as v from 'valibot';
import { AbortError, ApiError, ExtranetValidationError } from '../errors';
import type { ExtranetClientOptions } from '../options';
import type { EndpointCall, RequestOptions } from './endpoint';
import { toExtranetError } from './error-mapping';
import { createHttp, type HttpRequest, queryOf, TokenSourceFailure } from './http';
import { type ListOutcome, listSchemaOf, readList } from './list-reader';
import { fillPath } from './path';
import { attemptSignal, isRetryableStatus, retriesOf, retryDelayMs, sleep } from './retry';

// One call from its arguments to its validated result: the request (http.ts, on ofetch), the
// attempts and the waits between them (retry.ts), the progressive reading of a list (list-reader.ts)
// and what a failure becomes (error-mapping.ts).

export type Transport = (
  call: string,
  endpoint: EndpointCall,
  args: Record<string, unknown>,
  options?: RequestOptions,
) => Promise<unknown>;

/** One attempt's outcome: the parsed body of a 2xx answer, a list read run by run, or what went wrong. */
type Attempt = ListOutcome | { failed: unknown; timedOut: boolean };

/**
 * A multipart body: each member one part, a Blob as a file (a `File` keeps its name), anything else
 * as text. Not an object: sent as it is, for the server to refuse.
 */
function formDataOf(body: unknown): unknown {
  if (typeof body !== 'object' || body === null) return body;
  const form = new FormData();
  for (const [name, value] of Object.entries(body)) {
    if (value === undefined || value === null) continue;
    if (value instanceof Blob) form.append(name, value, (value as Partial<File>).name || name);
    else form.append(name, String(value));
  }
  return form;
}

export function createTransport(options: ExtranetClientOptions = {}): Transport {
  const http = createHttp(options);

  /** One request, with its own timeout; the caller's signal cancels it too. Never throws. */
  async function attempt(
    request: Omit<HttpRequest, 'signal' | 'stream'>,
    signal: AbortSignal | undefined,
    timeout: number | undefined,
    list?: { call: string; schema: EndpointCall['response']; onRows: (rows: never[]) => void },
  ): Promise<Attempt> {
    const own = attemptSignal(signal, timeout);
    try {
      const response = await http({ ...request, signal: own.signal, stream: list !== undefined });
      return list ? await readList(list.call, list.schema, list.onRows, response) : { data: response._data };
    } catch (error) {
      return { failed: error, timedOut: own.timedOut() };
    } finally {
      own.done();
    }
  }

  return async (call, endpoint, args, requestOptions = {}) => {
    const request = {
      method: endpoint.method,
      path: fillPath(endpoint.path, args, call),
      query: queryOf(endpoint, args),
      body: endpoint.body ? (endpoint.multipart ? formDataOf(args.body) : args.body) : undefined,
      headers: requestOptions.headers,
      anonymous: endpoint.auth === 'none',
      binary: endpoint.binary,
    };
    const { signal, onRows } = requestOptions;
    const timeout = requestOptions.timeout ?? options.timeout;
    const maxRetries = retriesOf(endpoint, requestOptions, options.maxRetries);
    const listSchema = onRows ? listSchemaOf(endpoint) : undefined;
    const aborted = () => new AbortError(call, `${call}: aborted by the caller`, { cause: signal?.reason });

    for (let retry = 0; ; retry += 1) {
      if (signal?.aborted) throw aborted();
      // `onRows`: the first attempt hands over a list's rows as they arrive; a retry reads it whole.
      const list = retry === 0 && listSchema && onRows ? { call, schema: listSchema, onRows } : undefined;
      const outcome = await attempt(request, signal, timeout, list);
      if ('rows' in outcome) return outcome.rows;
      if ('stopped' in outcome) throw outcome.stopped;
      if ('data' in outcome) {
        const parsed = v.safeParse(endpoint.response, outcome.data);
        if (!parsed.success) throw new ExtranetValidationError(call, parsed.issues);
        return parsed.output;
      }
      if (signal?.aborted) throw aborted();
      if (outcome.failed instanceof TokenSourceFailure) throw outcome.failed.error;

      const error = toExtranetError(call, outcome.failed, outcome.timedOut ? timeout : undefined);
      const status = error instanceof ApiError ? error.status : undefined;
      const retryable = status === undefined || isRetryableStatus(status);
      const wait =
        retryable && retry < maxRetries ? retryDelayMs(retry, (error as Partial<ApiError>).retryAfter) : null;
      if (wait === null) {
        if (status === 401 && !endpoint.signIn) options.onUnauthorized?.(error as ApiError);
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
