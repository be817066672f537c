import { lazy, Suspense } from 'react';

// The container that draws alerts, mounted above the router so alerts survive route changes.
// Loaded right after the first paint: alerts raised before it arrives wait in the notifications store.
const NotificationsContainer = lazy(() => import('./NotificationsContainer'));

export function AlertsOutlet() {
  return (
    <Suspense fallback={null}>
      <NotificationsContainer />
    </Suspense>
  );
}
