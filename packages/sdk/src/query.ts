import type { DataTag } from '@tanstack/query-core';
import type { ExtranetClient } from './client';
import { type ControllerName, type Endpoints, endpoints } from './endpoints';
import type { ExtranetError } from './errors';
import {
  type Endpoint,
  type EndpointArgs,
  type EndpointMap,
  type EndpointResult,
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
export type QueryKeyOf<C extends string, M extends string, E extends Endpoint> = DataTag<
  keyof EndpointArgs<E> extends never
    ? readonly ['extranet', C, M]
    : readonly ['extranet', C, M, KeyArgs<EndpointArgs<E>>],
  EndpointResult<E>,
  ExtranetError
>;

type QueryFactory<
  C extends string,
  M extends string,
  E extends Endpoint,
> = keyof EndpointArgs<E> extends never
  ? () => QueryOptionsOf<E, QueryKeyOf<C, M, E>>
  : (args: EndpointArgs<E>) => QueryOptionsOf<E, QueryKeyOf<C, M, E>>;

export interface QueryOptionsOf<E extends Endpoint, K extends readonly unknown[] = readonly unknown[]> {
  queryKey: K;
  queryFn: (context: { signal: AbortSignal }) => Promise<EndpointResult<E>>;
}

export interface MutationOptionsOf<E extends Endpoint, K extends readonly unknown[] = readonly unknown[]> {
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

/** Query and mutation option factories for every call of `client`. */
export function createExtranetQueries(client: ExtranetClient): ExtranetQueries {
  const queries: Record<string, Record<string, unknown>> = {};
  for (const [controller, map] of Object.entries(endpoints) as [string, EndpointMap][]) {
    const methods = (client as unknown as Record<string, Record<string, AnyMethod>>)[controller] ?? {};
    const factories: Record<string, unknown> = {};
    for (const [name, definition] of Object.entries(map)) {
      const call = methods[name] as AnyMethod;
      const takesArgs = takesArguments(definition);
      if (definition.method === 'GET') {
        factories[name] = (args?: Record<string, unknown>) => ({
          queryKey: args ? ['extranet', controller, name, keyPart(args)] : ['extranet', controller, name],
          queryFn: ({ signal }: { signal: AbortSignal }) =>
            takesArgs ? call(args ?? {}, { signal }) : call({ signal }),
        });
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
