import { ApiError } from '@extranet/sdk';
import { useLingui } from '@lingui/react/macro';
import { useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { alerts } from '../../alerts/alerts';
import { useApi } from '../../api/ApiProvider';
import { goToLogin } from '../../navigation';
import { scheduleRenewal } from '../../session/renewal';
import { readToken, writeToken } from '../../session/token';

/** While the layout is mounted, renew the token before it expires (RenovarToken); at expiry, sign in again. */
export function useSessionRenewal(usuario: string): void {
  const api = useApi();
  const router = useRouter();
  const { t } = useLingui();

  useEffect(
    () =>
      scheduleRenewal({
        getToken: readToken,
        renew: async () => {
          const { token } = await api.client.validacion.renovarToken({ usuario });
          writeToken(token);
          return token;
        },
        isFinal: (error) => error instanceof ApiError && error.status < 500 && error.status !== 429,
        onExpired: () => {
          if (!readToken()) return; // already signed out elsewhere
          alerts.warning(t`Your session has expired. Sign in again to continue.`);
          goToLogin(router, api.queryClient);
        },
      }),
    [api, usuario, router, t],
  );
}
