import type { ExtranetClient } from './client';
import { type Endpoints, endpoints } from './endpoints';
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
export const extranetKey = <C extends keyof Endpoints>(controller: C, method?: keyof Endpoints[C] & string) =>
  (method ? ['extranet', controller, method] : ['extranet', controller]) as readonly unknown[];

type QueryFactory<E extends Endpoint> = keyof EndpointArgs<E> extends never
  ? () => QueryOptionsOf<E>
  : (args: EndpointArgs<E>) => QueryOptionsOf<E>;

export interface QueryOptionsOf<E extends Endpoint> {
  queryKey: readonly unknown[];
  queryFn: (context: { signal: AbortSignal }) => Promise<EndpointResult<E>>;
}

export interface MutationOptionsOf<E extends Endpoint> {
  mutationKey: readonly unknown[];
  mutationFn: keyof EndpointArgs<E> extends never
    ? () => Promise<EndpointResult<E>>
    : (args: EndpointArgs<E>) => Promise<EndpointResult<E>>;
}

type ControllerQueries<T extends EndpointMap> = {
  readonly [K in keyof T as T[K]['method'] extends 'GET' ? K : never]: QueryFactory<T[K]>;
} & {
  readonly [K in keyof T as T[K]['method'] extends 'GET' ? never : K]: () => MutationOptionsOf<T[K]>;
};

export type ExtranetQueries = { readonly [C in keyof Endpoints]: ControllerQueries<Endpoints[C]> };

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
