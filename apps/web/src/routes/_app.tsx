import { findArea } from '@extranet/routes-manifest';
import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { createFileRoute, redirect } from '@tanstack/react-router';
import { alerts } from '../alerts/alerts';
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
    if (decision.action === 'root') {
      // Say why the user lands on the monitor instead of the area they asked for.
      const area = findArea(location.pathname);
      const title = area ? i18n._(area.title) : location.pathname;
      alerts.warning(i18n._(msg`You don't have access to ${title}. If you need it, ask your administrator.`));
      throw redirect({ to: '/', replace: true });
    }
  },
  component: AppLayout,
});
