import { createFileRoute, redirect } from '@tanstack/react-router';

/** Any other path redirects to not-found. */
export const Route = createFileRoute('/$')({
  beforeLoad: () => {
    throw redirect({ to: '/not-found', replace: true });
  },
});
