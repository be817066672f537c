import {
  type ApiError,
  createExtranetClient,
  type ExtranetClient,
  type ExtranetClientOptions,
} from '@extranet/sdk';
import { createExtranetQueries, type ExtranetQueries } from '@extranet/sdk/query';
import type { QueryClient } from '@tanstack/react-query';
import { withAccountHeader } from '../session/account';
import { createQueryClient } from './query-client';

/**
 * What the signed-in app talks to the server with: the SDK client, its TanStack Query option factories
 * and the query cache. Created once per page, on demand (see api-loader.ts).
 */
export interface Api {
  client: ExtranetClient;
  queries: ExtranetQueries;
  queryClient: QueryClient;
}

export interface ApiOptions extends Omit<ExtranetClientOptions, 'onUnauthorized'> {
  /** Every 401 (before the error is thrown); `api` lets the handler clear the cache. */
  onUnauthorized?: (error: ApiError, api: Api) => void;
  /** Failures of queries and mutations that do not handle their errors locally (`meta.localErrors`). */
  onQueryError?: (error: unknown) => void;
}

export function createApi({ onUnauthorized, onQueryError, ...clientOptions }: ApiOptions = {}): Api {
  const api = {} as Api;
  api.client = createExtranetClient({
    ...clientOptions,
    // The account chosen in the header's switcher travels with every call (session/account.ts).
    fetch: withAccountHeader(clientOptions.fetch ?? ((input, init) => globalThis.fetch(input, init))),
    onUnauthorized: onUnauthorized ? (error) => onUnauthorized(error, api) : undefined,
  });
  // Long lists show their first rows while the rest arrive (a year of movements is seconds of answer).
  api.queries = createExtranetQueries(api.client, { progressive: true });
  api.queryClient = createQueryClient(onQueryError);
  return api;
}
