import type { Perfil } from '@extranet/sdk';
import type { Api } from '../api/api';
import { clearPermissions, writePermissions } from './permissions';
import { clearToken, writeToken } from './token';

/** The profile query: who is signed in. Fetching it refreshes the `permissions` entry. */
export function profileQuery(api: Api) {
  const base = api.queries.configuracion.obtenerPerfil();
  return {
    queryKey: base.queryKey,
    queryFn: async (context: { signal: AbortSignal }): Promise<Perfil> => {
      const profile = await base.queryFn(context);
      writePermissions(profile.permisos);
      return profile;
    },
    // One fetch per session: sign-in seeds it, sign-out clears the cache.
    staleTime: Number.POSITIVE_INFINITY,
  };
}

export interface Credentials {
  usuario: string;
  clave: string;
}

/** Login stores the token; the profile gives the permission flags. */
export async function signIn(api: Api, credentials: Credentials): Promise<Perfil> {
  const { token } = await api.client.validacion.login({ body: credentials });
  writeToken(token);
  try {
    const profile = await api.client.configuracion.obtenerPerfil();
    writePermissions(profile.permisos);
    // Nothing of a previous session may show in this one.
    api.queryClient.clear();
    api.queryClient.setQueryData(profileQuery(api).queryKey, profile);
    return profile;
  } catch (error) {
    endSession();
    throw error;
  }
}

/**
 * Logout, or a missing token, clears the session. Pass the query cache only once no screen
 * of the session is mounted any more (else it would refetch without a token).
 */
export function endSession(queryClient?: { clear(): void }): void {
  clearToken();
  clearPermissions();
  queryClient?.clear();
}

/** How long logout waits for the server to revoke the tokens before it ends the session all the same. */
export const REVOKE_WAIT_MS = 2_000;

/**
 * Logout: asks the server to revoke the user's tokens and clears the stored session. It waits for the
 * answer at most REVOKE_WAIT_MS: behind a screen's long calls (the browser sends six at a time to one
 * server) the revoke may queue, and the user who clicked Log out must not wait for it. The request
 * already carries the token, so it still revokes after the session here has ended. Offline or
 * expired, the session ends all the same. The caller navigates away, then clears the cache.
 */
export async function signOut(api: Api): Promise<void> {
  const revoked = api.client.validacion.cerrarSesion().catch(() => undefined);
  let timer: ReturnType<typeof setTimeout> | undefined;
  await Promise.race([revoked, new Promise((resolve) => (timer = setTimeout(resolve, REVOKE_WAIT_MS)))]);
  clearTimeout(timer);
  endSession();
}
