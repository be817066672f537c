import { Notifications } from '@mantine/notifications';

// A module of its own so that the container (transitions, scroll lock) lands in a lazy chunk; the
// `notifications` store that `alerts.ts` uses stays small in the main bundle.
export default function NotificationsContainer() {
  return <Notifications position="top-right" limit={5} zIndex={1000} />;
}
