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

/**
 * Logout: revokes the user's tokens on the server (best effort: offline or expired, the session ends
 * here all the same) and clears the stored session. The caller navigates away, then clears the cache.
 */
export async function signOut(api: Api): Promise<void> {
  try {
    await api.client.validacion.cerrarSesion();
  } catch {
    // nothing more to revoke from here
  }
  endSession();
}
