import { createFileRoute, redirect } from '@tanstack/react-router';
import { AppLayout } from '../components/AppLayout';
import { decideAccess } from '../session/guard';
import { endSession, profileQuery } from '../session/session';

/**
 * The guarded layout holding every manifest area (spec §2). Its `beforeLoad` is the only guard
 * (STYLE habit 2): no valid token → /login and back here after sign-in; no flag for the area → `/`.
 * The layout component itself is split into its own chunk by the router plugin (lazy, spec §2).
 */
export const Route = createFileRoute('/_app')({
  beforeLoad: async ({ context, location }) => {
    if (decideAccess(location.pathname).action === 'login') {
      endSession();
      throw redirect({ to: '/login', search: { redirect: location.href } });
    }
    // Who is signed in; also refreshes the `permissions` entry (fetched once per session).
    const api = await context.api.load();
    await api.queryClient.ensureQueryData(profileQuery(api));
    const decision = decideAccess(location.pathname);
    if (decision.action === 'login') throw redirect({ to: '/login', search: { redirect: location.href } });
    if (decision.action === 'root') throw redirect({ to: '/', replace: true });
  },
  component: AppLayout,
});
