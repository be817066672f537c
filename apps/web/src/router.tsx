import { createRouter, lazyRouteComponent, type RouterHistory } from '@tanstack/react-router';
import { PageLoader } from './components/PageLoader';
import type { RouterContext } from './router-context';
import { routeTree } from './routeTree.gen';

export function createAppRouter(context: RouterContext, history?: RouterHistory) {
  return createRouter({
    routeTree,
    context,
    ...(history ? { history } : {}),
    defaultPreload: 'intent',
    // Loaders use TanStack Query's cache; the router should always ask it.
    defaultPreloadStaleTime: 0,
    defaultPendingMs: 250,
    defaultPendingComponent: PageLoader,
    defaultErrorComponent: lazyRouteComponent(() => import('./components/PageError'), 'PageError'),
    scrollRestoration: true,
  });
}

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
}
