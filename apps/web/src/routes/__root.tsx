import { createRootRouteWithContext, Navigate, Outlet } from '@tanstack/react-router';
import { useOfflineRedirect } from '../components/Connectivity';
import type { RouterContext } from '../router-context';

export const Route = createRootRouteWithContext<RouterContext>()({
  component: Root,
  // Paths inside a matched route that nothing handles: the not-found page.
  notFoundComponent: () => <Navigate to="/not-found" replace />,
});

function Root() {
  useOfflineRedirect();
  return <Outlet />;
}
