import { type Endpoint, type Endpoints, endpoints } from '@extranet/sdk/schemas';
import { Hono } from 'hono';
import * as v from 'valibot';
import { audit } from '../audit';
import { authenticateKey } from '../auth/integration-keys';
import { authenticate } from '../auth/session';
import { authorize, type Requirement, requirementOf, type UserFor } from '../authz';
import type { AppDeps } from '../core/deps';
import { ApiError } from '../core/errors';
import type { SessionUser } from '../core/session-user';
import type { Db } from '../db/client';
import { jsonAnswer } from './compression';
import { type AppContext, type AppEnv, requestOrigin } from './context';
import { fileAnswer, readMultipart } from './files';
import { parseInput, parsePathParams, readJson } from './input';
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
type BodyOf<E> = E extends { multipart: true }
  ? undefined
  : E extends { body: infer B extends AnySchema }
    ? v.InferOutput<B>
    : undefined;
/** A multipart call's body, which its handler reads (`readBody`) once it has checked the record. */
type UploadOf<E> = E extends { multipart: true; body: infer B extends AnySchema } ? v.InferOutput<B> : never;
/** What a handler returns: the input type of the response schema (dates as ISO strings). */
export type ResultOf<E> = E extends { response: infer R extends AnySchema } ? v.InferInput<R> : never;
/** A list call may also answer a `pagedList` of its rows. */
type HandlerResult<E> = ResultOf<E> | (ResultOf<E> extends readonly (infer Row)[] ? PagedList<Row> : never);

export interface HandlerArgs<E extends Endpoint, U = SessionUser> {
  params: PathParams<E['path']>;
  query: QueryOf<E>;
  body: BodyOf<E>;
  /**
   * Reads and validates a multipart call's body (a file upload, http/files.ts): the handler calls it
   * after checking the record, so a record the caller may not see answers 404 before any byte is read.
   */
  readBody: () => Promise<UploadOf<E>>;
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
      const user = await admit(c, key, requirement);

      const params = parsePathParams(endpoint.path, rawParams);
      const query = endpoint.query ? await parseInput(endpoint.query, c.req.query(), 'query') : undefined;
      const body =
        endpoint.body && !endpoint.multipart
          ? await parseInput(endpoint.body, await readJson(c), 'body')
          : undefined;
      const readBody = async () =>
        endpoint.body && endpoint.multipart
          ? parseInput(endpoint.body, await readMultipart(c), 'body')
          : (undefined as never);
      // The contract's validation holds before its handler exists: bad input is a 400 either way.
      if (!handler) throw new ApiError(501, 'NOT_IMPLEMENTED', `${key} is not implemented yet`);

      const result = await handler({ params, query, body, readBody, user, db: deps.db, deps, c });
      /** In tests and development every answer is checked against its schema (a list page by page). */
      const check = async (schema: AnySchema, value: unknown) => {
        if (!deps.env.validateResponses) return;
        const checked = await v.safeParseAsync(schema, value);
        if (checked.success) return;
        const issue = checked.issues[0];
        const where = v.getDotPath(issue) ?? '(root)';
        deps.log.error(`[api] ${key} answered against its schema at ${where}: ${issue.message}`);
        throw new ApiError(500, 'INVALID_RESPONSE', `${key}: response invalid at ${where}: ${issue.message}`);
      };
      if (Array.isArray(result) || isPagedList(result)) {
        return respondWithList(c, result, {
          limit: deps.env.maxListRows,
          pageRows: deps.env.listPageRows,
          checkPage: (rows) => check(endpoint.response, rows),
          onLateError: (error) => deps.log.error(`[api] ${key} failed while streaming its list`, error),
        });
      }
      await check(endpoint.response, result);
      // A file (a Blob, a File with its name) goes as an attachment, not JSON.
      if (endpoint.binary) return fileAnswer(c, result as Blob);
      return jsonAnswer(c, result, c.get('answerStatus') ?? 200);
    });
  }
  return { name, router, routes };
}

export const toHonoPath = (path: string): string => path.replace(/\{(\w+)\}/g, ':$1');

/** The header an integration key travels in (SDK option `apiKey`). */
const API_KEY_HEADER = 'x-api-key';

/** The header the web's account switcher sends: one customer account id of the caller's. */
const ACCOUNT_HEADER = 'x-customer-account';

/**
 * The caller of call `key` once authenticated (src/auth/session.ts) and authorized for
 * `requirement` (src/authz.ts); null only on a public call without a (valid) token. A refusal
 * (401, 403, or 400 for a bad X-Customer-Account) is audited as DENIED and thrown. Every route
 * goes through it: the SDK's calls here, and the few plain routes beside them (a POD image).
 */
export async function admit(
  c: AppContext,
  key: string,
  requirement: Requirement,
): Promise<SessionUser | null> {
  try {
    if (requirement === 'integrationKey') {
      c.set('integrationKey', await authenticateKey(c.get('deps'), c.req.header(API_KEY_HEADER)));
      return null;
    }
    const credentials = {
      authorization: c.req.header('authorization'),
      account: c.req.header(ACCOUNT_HEADER),
    };
    const user = await authenticate(c.get('deps'), credentials).catch((error: unknown) => {
      // A stale token must not block sign-in or password recovery.
      if (requirement === 'public' && error instanceof ApiError && error.status === 401) return null;
      throw error;
    });
    if (user) c.set('userId', user.id);
    authorize(requirement, user, c.req.param());
    return user;
  } catch (error) {
    if (error instanceof ApiError) {
      const caller = c.req.header(API_KEY_HEADER)
        ? 'api key'
        : c.req.header('authorization')
          ? 'token'
          : 'anonymous';
      const detail = `${error.status} ${error.code} ${key} (${caller})`;
      await audit({ ...requestOrigin(c), event: 'DENIED', detail });
    }
    throw error;
  }
}
