import type { ApiLoader } from './api/api-loader';

/** What every route's `beforeLoad` and `loader` receive (no module-level singletons: STYLE trap). */
export interface RouterContext {
  /** The SDK and the query cache, loaded on demand: `const { queryClient, queries } = await context.api.load()`. */
  api: ApiLoader;
}
