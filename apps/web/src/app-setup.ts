import type { RouterHistory } from '@tanstack/react-router';
import type { ApiOptions } from './api/api';
import { type ApiLoader, createApiLoader } from './api/api-loader';
import { endsSession } from './api/error-routing';
import { goToLogin, routeApiError } from './navigation';
import { type AppRouter, createAppRouter } from './router';

/**
 * The router and the API, wired to each other: a 401 ends the session and goes to /login, other API
 * failures go to their error page (navigation.ts). Used by main.tsx and by the route tests.
 */
export function createAppSetup(options: { api?: ApiOptions; history?: RouterHistory } = {}): {
  router: AppRouter;
  api: ApiLoader;
} {
  let router: AppRouter | undefined;
  const api = createApiLoader({
    ...options.api,
    onUnauthorized: (error, loaded) => {
      if (router && endsSession(error)) goToLogin(router, loaded.queryClient);
    },
    onQueryError: (error) => {
      if (router) routeApiError(router, error);
    },
  });
  router = createAppRouter({ api }, options.history);
  return { router, api };
}
