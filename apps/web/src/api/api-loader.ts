import type { Api, ApiOptions } from './api';

/**
 * The SDK (client, schemas, query factories: ~20 KB gzip and growing with every controller) and
 * TanStack Query are not needed to draw /login, so they load on demand: public pages fetch them right
 * after their first paint and await them in their handlers; the guarded layout awaits them in
 * `beforeLoad`, so screens inside it get them synchronously (`useApi`).
 */
export interface ApiLoader {
  /** The API, loading the SDK chunk on first use (a failed load is retried on the next call). */
  load(): Promise<Api>;
}

type TrackedPromise<T> = Promise<T> & { status?: 'pending' | 'fulfilled' | 'rejected'; value?: T };

export function createApiLoader(options: ApiOptions = {}): ApiLoader {
  let pending: TrackedPromise<Api> | undefined;
  return {
    load() {
      if (!pending) {
        const promise: TrackedPromise<Api> = import('./api').then(
          ({ createApi }) => {
            const api = createApi(options);
            // React's `use()` reads these fields and renders without suspending once loaded.
            promise.status = 'fulfilled';
            promise.value = api;
            return api;
          },
          (error: unknown) => {
            pending = undefined;
            throw error;
          },
        );
        promise.status = 'pending';
        pending = promise;
      }
      return pending;
    },
  };
}

/** An already loaded API behind the loader interface (tests, other hosts). */
export function staticApiLoader(api: Api): ApiLoader {
  const promise: TrackedPromise<Api> = Promise.resolve(api);
  promise.status = 'fulfilled';
  promise.value = api;
  return { load: () => promise };
}
