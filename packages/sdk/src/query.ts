import type { DataTag, QueryClient } from '@tanstack/query-core';
import type { ExtranetClient } from './client';
import { type ControllerName, type Endpoints, endpointCalls } from './endpoints';
import type { ExtranetError } from './errors';
import {
  type EndpointArgs,
  type EndpointCall,
  type EndpointMap,
  type EndpointResult,
  type RequestOptions,
  takesArguments,
} from './internal/endpoint';

/**
 * TanStack Query helpers, framework-free (plain option objects work with `useQuery`,
 * `useSuspenseQuery`, `ensureQueryData` and `useMutation`). Keys start with `['extranet', controller,
 * method]`, so `invalidateQueries({ queryKey: extranetKey('tracking') })` refreshes a whole area.
 */
export function extranetKey<C extends ControllerName>(controller: C): readonly ['extranet', C];
export function extranetKey<C extends ControllerName, M extends keyof Endpoints[C] & string>(
  controller: C,
  method: M,
): readonly ['extranet', C, M];
export function extranetKey(controller: string, method?: string): readonly string[] {
  return method ? ['extranet', controller, method] : ['extranet', controller];
}

/** The arguments as a key holds them: dates as ISO strings. */
type KeyArgs<A> = { [K in keyof A]: Exclude<A[K], Date> };

/**
 * The query key of one GET call, tagged with its result type (TanStack Query's `DataTag`), so
 * `queryClient.getQueryData(queries.tracking.obtenerPartida({ id }).queryKey)` is a `Partida`.
 */
export type QueryKeyOf<C extends string, M extends string, E extends EndpointCall> = DataTag<
  keyof EndpointArgs<E> extends never
    ? readonly ['extranet', C, M]
    : readonly ['extranet', C, M, KeyArgs<EndpointArgs<E>>],
  EndpointResult<E>,
  ExtranetError
>;

type QueryFactory<
  C extends string,
  M extends string,
  E extends EndpointCall,
> = keyof EndpointArgs<E> extends never
  ? () => QueryOptionsOf<E, QueryKeyOf<C, M, E>>
  : (args: EndpointArgs<E>) => QueryOptionsOf<E, QueryKeyOf<C, M, E>>;

/** What a query function is given: TanStack Query passes its client too (a plain `{ signal }` works). */
export interface QueryFnContext {
  signal: AbortSignal;
  client?: QueryClient;
}

export interface QueryOptionsOf<E extends EndpointCall, K extends readonly unknown[] = readonly unknown[]> {
  queryKey: K;
  queryFn: (context: QueryFnContext) => Promise<EndpointResult<E>>;
}

export interface MutationOptionsOf<
  E extends EndpointCall,
  K extends readonly unknown[] = readonly unknown[],
> {
  mutationKey: K;
  mutationFn: keyof EndpointArgs<E> extends never
    ? () => Promise<EndpointResult<E>>
    : (args: EndpointArgs<E>) => Promise<EndpointResult<E>>;
}

type ControllerQueries<C extends string, T extends EndpointMap> = {
  readonly [K in keyof T & string as T[K]['method'] extends 'GET' ? K : never]: QueryFactory<C, K, T[K]>;
} & {
  readonly [K in keyof T & string as T[K]['method'] extends 'GET' ? never : K]: () => MutationOptionsOf<
    T[K],
    readonly ['extranet', C, K]
  >;
};

export type ExtranetQueries = { readonly [C in ControllerName]: ControllerQueries<C, Endpoints[C]> };

/** Dates in keys become ISO strings, so the same period hits the same cache entry. */
const keyPart = (args: Record<string, unknown>): Record<string, unknown> =>
  Object.fromEntries(
    Object.entries(args)
      .filter(([, value]) => value !== undefined)
      .map(([key, value]) => [key, value instanceof Date ? value.toISOString() : value]),
  );

type AnyMethod = (...args: unknown[]) => Promise<unknown>;

export interface ExtranetQueriesOptions {
  /**
   * List queries show their rows as they arrive on a first load: until the whole list is in, the
   * cache holds the rows read so far (the query is `success` and still `isFetching`; `isArriving`
   * tells), refreshed as they double (at most every quarter second, at least every second). A
   * refetch keeps the list on screen until the new one is complete, and a load that fails or is
   * cancelled leaves no rows behind. Default: off (data only when complete).
   */
  progressive?: boolean;
}

/**
 * While a list arrives, its rows are shown again (the first run at once) when they have doubled
 * since the last showing, or a second has passed; never more often than every quarter second. Each
 * showing sorts and filters every row read so far, so a list is never redrawn more than about twice
 * its own work, however slowly it arrives.
 */
const PROGRESS_MIN_INTERVAL_MS = 250;
const PROGRESS_MAX_INTERVAL_MS = 1000;

/** The arrays a progressive list query holds while its answer is still arriving. */
const arrivingLists = new WeakSet<object>();

/**
 * True for the rows of a progressive list query whose answer is still arriving (more rows to come):
 * say so, and leave out what needs the whole list (an export, a total of every row).
 */
export const isArriving = (data: unknown): boolean =>
  typeof data === 'object' && data !== null && arrivingLists.has(data);

/** The query function of a list that shows its rows as they arrive (see `progressive`). */
function progressiveList(
  fetch: (options: RequestOptions) => Promise<unknown>,
  queryKey: readonly unknown[],
): (context: QueryFnContext) => Promise<unknown> {
  return async ({ signal, client }) => {
    const query = client?.getQueryCache().find({ queryKey, exact: true });
    // A refetch keeps the complete list on screen; only a first load shows rows as they come.
    if (!client || !query || query.state.data !== undefined) return fetch({ signal });
    const rows: unknown[] = [];
    let shown: unknown[] | undefined;
    let shownAt = 0;
    const onRows = (run: unknown[]) => {
      for (const row of run) rows.push(row);
      const now = Date.now();
      const since = now - shownAt;
      const due =
        !shown ||
        (since >= PROGRESS_MIN_INTERVAL_MS &&
          (rows.length >= 2 * shown.length || since >= PROGRESS_MAX_INTERVAL_MS));
      if (!due) return;
      shownAt = now;
      client.setQueryData(queryKey, rows.slice());
      // What the cache holds (structural sharing may have made its own array of the same rows).
      shown = client.getQueryData(queryKey) as unknown[];
      arrivingLists.add(shown);
    };
    try {
      const list = await fetch({ signal, onRows });
      // Complete now (structural sharing may keep the last array shown as the final one).
      if (shown) arrivingLists.delete(shown);
      return list;
    } catch (error) {
      // The rows of an answer that never finished are not the list: the query has none again
      // (unless a newer load has put its own there since).
      if (shown && query.state.data === shown)
        query.setState({ ...query.state, data: undefined, dataUpdatedAt: 0, status: 'pending' });
      throw error;
    }
  };
}

/** A call whose answer is a list (an array of rows). */
const isList = (definition: EndpointCall): boolean =>
  (definition.response as { type?: string }).type === 'array';

/** Query and mutation option factories for every call of `client`. */
export function createExtranetQueries(
  client: ExtranetClient,
  options: ExtranetQueriesOptions = {},
): ExtranetQueries {
  const queries: Record<string, Record<string, unknown>> = {};
  for (const [controller, map] of Object.entries(endpointCalls) as [string, EndpointMap][]) {
    const methods = (client as unknown as Record<string, Record<string, AnyMethod>>)[controller] ?? {};
    const factories: Record<string, unknown> = {};
    for (const [name, definition] of Object.entries(map)) {
      const call = methods[name] as AnyMethod;
      const takesArgs = takesArguments(definition);
      if (definition.method === 'GET') {
        const progressive = options.progressive === true && isList(definition);
        factories[name] = (args?: Record<string, unknown>) => {
          const queryKey = args
            ? ['extranet', controller, name, keyPart(args)]
            : ['extranet', controller, name];
          const fetch = (requestOptions: RequestOptions) =>
            takesArgs ? call(args ?? {}, requestOptions) : call(requestOptions);
          return {
            queryKey,
            queryFn: progressive
              ? progressiveList(fetch, queryKey)
              : ({ signal }: QueryFnContext) => fetch({ signal }),
          };
        };
      } else {
        factories[name] = () => ({
          mutationKey: ['extranet', controller, name],
          mutationFn: (args?: Record<string, unknown>) => (takesArgs ? call(args ?? {}) : call()),
        });
      }
    }
    queries[controller] = factories;
  }
  return queries as unknown as ExtranetQueries;
}
