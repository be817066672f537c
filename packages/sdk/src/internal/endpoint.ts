import type * as v from 'valibot';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * A refusal a call can meet: 400 bad input, 401 no valid session (or, for `validacion.login`, wrong
 * credentials), 403 not permitted, 404 no such record of the caller's customers, 409 conflict with
 * stored data, 413 an uploaded file too large, 415 an uploaded file of a type not taken, 429 too
 * many attempts.
 */
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 429;

type AnySchema = v.GenericSchema<unknown, unknown>;

/**
 * One call of the extranet API as a client sends it: verb, path template and the valibot schemas of
 * its query, body and response. Its documentation is apart (`EndpointDocs`), so a client's bundle
 * carries no summaries; the endpoint table (`endpoints`) joins the two (`Endpoint`).
 */
export interface EndpointCall {
  readonly method: HttpMethod;
  /** Path template; `{name}` placeholders are filled from the call's argument of that name. */
  readonly path: string;
  /** Object schema of the query parameters. */
  readonly query?: AnySchema;
  readonly body?: AnySchema;
  /** The body travels as multipart/form-data (a file upload), each member of `body` one part. */
  readonly multipart?: boolean;
  readonly response: AnySchema;
  /** The answer is a file: the call resolves to a `Blob` (its `type` the file's media type). */
  readonly binary?: boolean;
  /**
   * The call signs in with credentials (`validacion.login`): its 401 means "wrong user name or
   * password", not "session over", so the client's `onUnauthorized` is not called.
   */
  readonly signIn?: boolean;
  /**
   * A non-GET call that is safe to send twice (a lookup sent as POST): failed attempts are retried
   * like a GET's. GET, PUT and DELETE calls are retried without it.
   */
  readonly idempotent?: boolean;
  /**
   * How the caller authenticates when not with the user's bearer token: `integrationKey` calls are
   * made by the provider's own systems with an integration key (`x-api-key`, the client's `apiKey`);
   * `none` calls are public and send no credentials at all (a shared link is opened by anyone).
   */
  readonly auth?: 'integrationKey' | 'none';
}

/** What documents a call: api.md, the OpenAPI document and the methods' JSDoc read it; the client does not. */
export interface EndpointDocs {
  /** One line for api.md and the OpenAPI document. */
  readonly summary: string;
  /**
   * The 4xx statuses the server can answer this call with (every call may also answer 503 while the
   * database is unreachable). The OpenAPI document, api.md and the methods' JSDoc list them; an API
   * test checks 400, 401 and 403 against the server's inputs and authorization table.
   */
  readonly errors: readonly ErrorStatus[];
}

/**
 * One call of the extranet API, as plain data, with its documentation. The SDK client, its TanStack
 * Query helpers, the reference server, the OpenAPI document and `api.md` are all derived from these
 * definitions.
 */
export interface Endpoint extends EndpointCall, EndpointDocs {}

export type EndpointMap = Readonly<Record<string, EndpointCall>>;

/** The documentation of every call of a controller's map. */
export type DocsOf<M extends EndpointMap> = { readonly [K in keyof M]: EndpointDocs };

/** A controller's calls with their documentation: its part of the endpoint table. */
export const withDocs = <M extends EndpointMap, D extends DocsOf<M>>(
  calls: M,
  docs: D,
): { readonly [K in keyof M]: M[K] & D[K] } =>
  Object.fromEntries(
    Object.entries(calls).map(([name, call]) => [name, { ...call, ...docs[name as keyof M] }]),
  ) as { readonly [K in keyof M]: M[K] & D[K] };

/** Identity helper that keeps the literal types of an endpoint definition. */
export const endpoint = <const D extends EndpointCall>(definition: D): D => definition;

type Simplify<T> = { [K in keyof T]: T[K] } & {};

/** `'/a/{id}/b/{codigo}'` → `'id' | 'codigo'`. */
export type PathParamNames<P extends string> = P extends `${string}{${infer Name}}${infer Rest}`
  ? Name | PathParamNames<Rest>
  : never;

/**
 * Id parameters (`id`, `idusuario`, `idrol` …) are numbers, as the server's ids are: `'abc'` or `'42'`
 * does not type-check. The others are strings.
 */
type PathParamValue<Name extends string> = Name extends `id${string}` ? number : string;

/**
 * Query ids (`identidad`, `idpais` …) are numbers too. Their schema also takes a numeric string, since
 * the server reads them from the query string; a TypeScript caller passes the number.
 */
type IdsAsNumbers<T> = {
  [K in keyof T]: K extends `id${string}` ? (number extends T[K] ? Exclude<T[K], string> : T[K]) : T[K];
};

type PathArgs<P extends string> = { [K in PathParamNames<P>]: PathParamValue<K> };
type QueryArgs<Q> = [Q] extends [AnySchema] ? IdsAsNumbers<v.InferInput<Q>> : unknown;
type BodyArgs<B> = [B] extends [AnySchema] ? { body: v.InferInput<B> } : unknown;

export type EndpointArgs<E extends EndpointCall> = Simplify<
  PathArgs<E['path']> & QueryArgs<E['query']> & BodyArgs<E['body']>
>;
export type EndpointResult<E extends EndpointCall> = v.InferOutput<E['response']>;

/** Per-call options; `maxRetries` and `timeout` override the client's. `Row`: a list call's row. */
export interface RequestOptions<Row = unknown> {
  /** Cancels the call (TanStack Query passes one); the call then rejects with `AbortError`. */
  signal?: AbortSignal;
  /** Headers added to this request. */
  headers?: Record<string, string>;
  /** Retries of a failed attempt (connection error, timeout, 408, 429, 5xx). Default: the client's. */
  maxRetries?: number;
  /** Milliseconds each attempt may take before it fails with `TimeoutError`. Default: the client's. */
  timeout?: number;
  /**
   * Retry this call even if it is a POST (only when sending it twice is harmless). GET, PUT and
   * DELETE are idempotent already; 409 and 425 are never retried.
   */
  idempotent?: boolean;
  /**
   * List calls (an array answer): called with each run of rows, validated, as the answer arrives,
   * so a long list can show its first rows before the server has sent the last (a year of warehouse
   * movements is seconds of answer). The call still resolves with the whole list, the same rows in
   * the same order. A retried attempt reads its answer whole without calling `onRows` again; other
   * calls never call it.
   */
  onRows?: (rows: Row[]) => void;
}

/** The row of a list result; `never` for other results. */
export type RowOf<R> = R extends readonly (infer Row)[] ? Row : never;

/** The method signature of one endpoint: no argument, an optional one, or a required one. */
export type EndpointMethod<E extends EndpointCall> = keyof EndpointArgs<E> extends never
  ? (options?: RequestOptions<RowOf<EndpointResult<E>>>) => Promise<EndpointResult<E>>
  : Record<string, never> extends EndpointArgs<E>
    ? (
        args?: EndpointArgs<E>,
        options?: RequestOptions<RowOf<EndpointResult<E>>>,
      ) => Promise<EndpointResult<E>>
    : (
        args: EndpointArgs<E>,
        options?: RequestOptions<RowOf<EndpointResult<E>>>,
      ) => Promise<EndpointResult<E>>;

export type ControllerClient<T extends EndpointMap> = { readonly [K in keyof T]: EndpointMethod<T[K]> };

/** True when the endpoint takes any argument at all (path, query or body). */
export const takesArguments = (e: EndpointCall): boolean => e.path.includes('{') || !!e.query || !!e.body;
