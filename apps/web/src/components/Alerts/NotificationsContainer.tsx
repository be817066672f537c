import { Notifications } from '@mantine/notifications';

// A module of its own so that the container (transitions, scroll lock) lands in a lazy chunk; the
// `notifications` store that `alerts.ts` uses stays small in the main bundle.
// Bottom right, away from the header: a toast never covers the language switch, the user menu or
// sign-out (it used to sit on them at the top right).
export default function NotificationsContainer() {
  return <Notifications position="bottom-right" limit={5} zIndex={1000} />;
}
