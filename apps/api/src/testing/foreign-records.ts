import type { TestApi } from './harness';

/**
 * For the authorization matrix (src/authz.test.ts): calls that name one record, and how to find a
 * record the `demo` user must not see (another customer's, or another user's). `demo` holds every
 * area flag and the customers FRUSUR and TEXMED; the call must answer 404.
 *
 * Each controller lists its cases in `src/testing/foreign/<controller>.ts`:
 *   export const foreignRecords: ForeignRecords = {
 *     'tracking.obtenerPartida': async (api) => ({ params: { id: await partidaOf(api, 'AUTOIB') } }),
 *   };
 */
export type ForeignRecords = Record<
  string,
  (
    api: TestApi,
  ) => Promise<{ params?: Record<string, string | number>; query?: Record<string, string>; body?: unknown }>
>;
