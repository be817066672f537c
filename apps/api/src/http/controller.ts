import {
  type Endpoint,
  type Endpoints,
  endpoints,
  isIdParameter,
  pathParameterNames,
} from '@extranet/sdk/schemas';
import { Hono } from 'hono';
import * as v from 'valibot';
import { audit } from '../audit';
import { authenticate } from '../auth/session';
import { authorize, type Requirement, requirementOf, type UserFor } from '../authz';
import type { Db } from '../db/client';
import type { AppContext, AppDeps, AppEnv, SessionUser } from './context';
import { ApiError, invalid } from './errors';
import { isPagedList, type PagedList, respondWithList } from './list';

// One Hono router per controller, built from the SDK's endpoint table: the verb, the path, the
// schemas that validate what comes in and what goes out. A handler only ever sees validated input.

type ControllerName = keyof Endpoints;
type AnySchema = v.GenericSchema<unknown, unknown>;

type PathParamNames<P extends string> = P extends `${string}{${infer Name}}${infer Rest}`
  ? Name | PathParamNames<Rest>
  : never;
/** Path parameters after validation: ids (`id…`) are positive integers, the rest non-empty strings. */
export type PathParams<P extends string> = {
  [K in PathParamNames<P>]: K extends `id${string}` ? number : string;
};

type QueryOf<E> = E extends { query: infer Q extends AnySchema } ? v.InferOutput<Q> : undefined;
type BodyOf<E> = E extends { body: infer B extends AnySchema } ? v.InferOutput<B> : undefined;
/** What a handler returns: the input type of the response schema (dates as ISO strings). */
export type ResultOf<E> = E extends { response: infer R extends AnySchema } ? v.InferInput<R> : never;
/** A list call may also answer a `pagedList` of its rows. */
type HandlerResult<E> = ResultOf<E> | (ResultOf<E> extends readonly (infer Row)[] ? PagedList<Row> : never);

export interface HandlerArgs<E extends Endpoint, U = SessionUser> {
  params: PathParams<E['path']>;
  query: QueryOf<E>;
  body: BodyOf<E>;
  /** The caller; null only on public calls made without a (valid) token. */
  user: U;
  db: Db;
  deps: AppDeps;
  c: AppContext;
}

export type Handler<E extends Endpoint, U = SessionUser> = (
  args: HandlerArgs<E, U>,
) => HandlerResult<E> | Promise<HandlerResult<E>>;

export type ControllerHandlers<C extends ControllerName> = {
  [M in keyof Endpoints[C] & string]?: Endpoints[C][M] extends Endpoint
    ? Handler<Endpoints[C][M], UserFor<`${C}.${M}`>>
    : never;
};

export interface RouteInfo {
  /** `controller.method`, the key of the authorization table. */
  key: string;
  endpoint: Endpoint;
  requirement: Requirement;
  implemented: boolean;
}

export interface Controller {
  name: ControllerName;
  router: Hono<AppEnv>;
  routes: RouteInfo[];
}

type AnyHandler = (args: HandlerArgs<Endpoint, SessionUser | null>) => unknown;

/**
 * Mounts every endpoint the SDK lists for `name`: authenticate, authorize (src/authz.ts), validate
 * path ids, query and body with the SDK's schemas (400 naming the field), call the handler, answer
 * JSON. An endpoint without a handler answers 501 once authorized.
 */
export function defineController<C extends ControllerName>(
  name: C,
  handlers: ControllerHandlers<C>,
): Controller {
  const router = new Hono<AppEnv>();
  const routes: RouteInfo[] = [];
  const table = endpoints[name] as Readonly<Record<string, Endpoint>>;
  for (const unknownHandler of Object.keys(handlers).filter((method) => !(method in table))) {
    throw new Error(`${name}.${unknownHandler} has a handler but no endpoint in the SDK table`);
  }
  for (const [method, endpoint] of Object.entries(table)) {
    const key = `${name}.${method}`;
    const handler = (handlers as Record<string, AnyHandler | undefined>)[method];
    const requirement = requirementOf(key);
    routes.push({ key, endpoint, requirement, implemented: !!handler });
    router.on(endpoint.method, toHonoPath(endpoint.path), async (c) => {
      const deps = c.get('deps');
      const rawParams = c.req.param() as Record<string, string>;
      let user: SessionUser | null;
      try {
        user = await authenticate(c).catch((error: unknown) => {
          // A stale token must not block sign-in or password recovery.
          if (requirement === 'public' && error instanceof ApiError && error.status === 401) return null;
          throw error;
        });
        if (user) c.set('userId', user.id);
        authorize(requirement, user, rawParams);
      } catch (error) {
        if (error instanceof ApiError) {
          const caller = c.req.header('authorization') ? 'token' : 'anonymous';
          await audit(c, 'DENIED', {}, `${error.status} ${error.code} ${key} (${caller})`);
        }
        throw error;
      }
      if (!handler) throw new ApiError(501, 'NOT_IMPLEMENTED', `${key} is not implemented yet`);

      const params = parsePathParams(endpoint.path, rawParams);
      const query = endpoint.query ? await parse(endpoint.query, c.req.query(), 'query') : undefined;
      const body = endpoint.body ? await parse(endpoint.body, await readJson(c), 'body') : undefined;

      const result = await handler({ params, query, body, user, db: deps.db, deps, c });
      if (Array.isArray(result) || isPagedList(result)) {
        return respondWithList(c, result, {
          key,
          limit: deps.env.maxListRows,
          pageRows: deps.env.listPageRows,
          rowSchema: deps.env.validateResponses ? rowSchemaOf(endpoint) : undefined,
          onLateError: (error) => deps.log.error(`[api] ${key} failed while streaming its list`, error),
        });
      }

      if (deps.env.validateResponses) {
        const checked = await v.safeParseAsync(endpoint.response, result);
        if (!checked.success) {
          const issue = checked.issues[0];
          const where = v.getDotPath(issue) ?? '(root)';
          deps.log.error(`[api] ${key} answered against its schema at ${where}: ${issue.message}`);
          throw new ApiError(
            500,
            'INVALID_RESPONSE',
            `${key}: response invalid at ${where}: ${issue.message}`,
          );
        }
      }
      return c.json(result as never);
    });
  }
  return { name, router, routes };
}

/** The schema of one row of a list call's response (`v.array(row)`). */
const rowSchemaOf = (endpoint: Endpoint): v.GenericSchema | undefined => {
  const response = endpoint.response as { type?: string; item?: v.GenericSchema };
  return response.type === 'array' ? response.item : undefined;
};

export const toHonoPath = (path: string): string => path.replace(/\{(\w+)\}/g, ':$1');

function parsePathParams(template: string, raw: Record<string, string>): never {
  const params: Record<string, string | number> = {};
  for (const name of pathParameterNames(template)) {
    const value = raw[name] ?? '';
    if (isIdParameter(name)) {
      // Ids are PostgreSQL integers (int4): a larger one would only fail in the database.
      const id = /^\d{1,10}$/.test(value) ? Number(value) : Number.NaN;
      if (!Number.isSafeInteger(id) || id < 1 || id > MAX_ID) {
        throw invalid(name, `must be a positive integer up to ${MAX_ID}`);
      }
      params[name] = id;
    } else {
      if (value.trim() === '') throw invalid(name, 'is required');
      if (value.length > 200) throw invalid(name, 'is too long');
      if (value.includes('\0')) throw invalid(name, 'must not contain NUL characters');
      params[name] = value;
    }
  }
  return params as never;
}

async function parse(schema: AnySchema, input: unknown, where: 'query' | 'body'): Promise<never> {
  // valibot's object schemas accept arrays; a JSON body must be the object the call describes.
  if (Array.isArray(input) && (schema as { type?: string }).type !== 'array') {
    throw invalid(where, 'must be a JSON object');
  }
  // PostgreSQL text cannot hold NUL: refuse it here, naming the field, before any handler runs (an
  // access request used to look the e-mail up first and fail only when storing, telling apart
  // known and unknown addresses).
  const nul = pathOfNul(input);
  if (nul !== undefined) throw invalid(nul || where, 'must not contain NUL characters');
  const result = await v.safeParseAsync(schema, input);
  if (result.success) {
    const tooLarge = pathOfIdAboveInt4(result.output);
    if (tooLarge) throw invalid(tooLarge, `must be a positive integer up to ${MAX_ID}`);
    return result.output as never;
  }
  const issue = result.issues[0];
  const field = v.getDotPath(issue) ?? where;
  const missing = issue.type === 'object' && issue.received === 'undefined' && field !== where;
  const message = missing ? 'is required' : issue.message;
  throw invalid(field, message.length > 200 ? `${message.slice(0, 200)}…` : message);
}

/** Largest PostgreSQL `integer`, the type of every id. */
const MAX_ID = 2_147_483_647;

/** The dot path of the first string (or key) holding a NUL character in `value`, '' for the root. */
function pathOfNul(value: unknown, path = ''): string | undefined {
  if (typeof value === 'string') return value.includes('\0') ? path : undefined;
  if (typeof value !== 'object' || value === null) return undefined;
  for (const [key, item] of Object.entries(value)) {
    const itemPath = path ? `${path}.${key}` : key;
    if (key.includes('\0')) return itemPath;
    const found = pathOfNul(item, itemPath);
    if (found !== undefined) return found;
  }
  return undefined;
}

/** The dot path of the first id (a key `id…`) above MAX_ID in `value`, which the database would refuse. */
function pathOfIdAboveInt4(value: unknown, path = ''): string | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  for (const [key, item] of Object.entries(value)) {
    const itemPath = path ? `${path}.${key}` : key;
    if (
      typeof item === 'number' &&
      item > MAX_ID &&
      (Array.isArray(value) ? isIdParameter(path.split('.').at(-1) ?? '') : isIdParameter(key))
    ) {
      return itemPath;
    }
    const found = pathOfIdAboveInt4(item, itemPath);
    if (found !== undefined) return found;
  }
  return undefined;
}

/** The JSON body: 415 for another media type, 400 when empty or malformed. (Size: the body limit, 413.) */
async function readJson(c: AppContext): Promise<unknown> {
  const type = c.req.header('content-type') ?? '';
  if (!/^application\/(.+\+)?json\b/i.test(type)) {
    throw new ApiError(415, 'UNSUPPORTED_MEDIA_TYPE', 'body: must be sent as application/json', {
      field: 'body',
    });
  }
  const text = await c.req.text();
  if (text.trim() === '') throw invalid('body', 'is required');
  try {
    return JSON.parse(text);
  } catch {
    throw invalid('body', 'is not valid JSON', 'MALFORMED_JSON');
  }
}
