import { findArea } from '@extranet/routes-manifest';
import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { createFileRoute, redirect, retainSearchParams } from '@tanstack/react-router';
import { alerts } from '../alerts/alerts';
import { AppLayout } from '../components/AppLayout';
import { ACCOUNT_PARAM, chooseAccount, currentAccount, openingAccount } from '../session/account';
import { decideAccess } from '../session/guard';
import { endSession, profileQuery } from '../session/session';

/**
 * The guarded layout holding every manifest area. Its `beforeLoad` is the only guard
 * (STYLE habit 2): no valid token → /login and back here after sign-in; no flag for the area → `/`.
 * The layout component itself is split into its own chunk by the router plugin (a lazy chunk).
 */
export const Route = createFileRoute('/_app')({
  // The chosen customer account (`?cuenta=12`) stays in the URL from page to page.
  validateSearch: (search: Record<string, unknown>): { cuenta?: number } => {
    const id = Number(search[ACCOUNT_PARAM]);
    return Number.isSafeInteger(id) && id > 0 ? { cuenta: id } : {};
  },
  search: { middlewares: [retainSearchParams([ACCOUNT_PARAM])] },
  beforeLoad: async ({ context, location, search }) => {
    if (decideAccess(location.pathname).action === 'login') {
      endSession();
      throw redirect({ to: '/login', search: { redirect: location.href } });
    }
    // Who is signed in; also refreshes the `permissions` entry (fetched once per session).
    const api = await context.api.load();
    const profile = await api.queryClient.ensureQueryData(profileQuery(api));
    // Which customer account the data is for: the link's, else this user's last choice here.
    const opening = openingAccount(
      profile.usuario,
      search.cuenta,
      profile.clientes.map((cliente) => cliente.id),
    );
    if (opening !== currentAccount()) {
      chooseAccount(profile.usuario, opening);
      const profileKey = JSON.stringify(profileQuery(api).queryKey);
      api.queryClient.removeQueries({ predicate: (query) => JSON.stringify(query.queryKey) !== profileKey });
    }
    if (opening !== null && search.cuenta !== opening) {
      // The remembered account goes into the URL, so that a copied link shows the same data.
      const url = new URL(location.href, 'http://x');
      url.searchParams.set(ACCOUNT_PARAM, String(opening));
      throw redirect({ href: `${url.pathname}${url.search}${url.hash}`, replace: true });
    }
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
