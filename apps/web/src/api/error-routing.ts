import { ApiError, ConnectionError } from '@extranet/sdk';

/** The page an API failure sends the user to (401 is handled by the client's `onUnauthorized`). */
export type ErrorPage = '/access-denied' | '/no-connection' | '/error';

/**
 * Calls that run without a session, or whose 401 means "wrong credentials" rather than "session
 * over": their failures are shown where they happen, never turned into a redirect.
 */
export const LOCAL_ERROR_CALLS: ReadonlySet<string> = new Set([
  'validacion.login',
  'validacion.cambiarContrasena',
  'validacion.recuperarContrasena',
  'validacion.obtenerUsuarioCodigoRecuperacion',
  'validacion.solicitarAcceso',
  'validacion.cerrarSesion',
  'publico.obtenerPartida',
]);

export function errorPageFor(error: unknown): ErrorPage | null {
  if (error instanceof ConnectionError) return '/no-connection';
  if (error instanceof ApiError) {
    if (LOCAL_ERROR_CALLS.has(error.call)) return null;
    if (error.status === 403) return '/access-denied';
    if (error.status >= 500) return '/error';
  }
  return null;
}

/** Does a 401 from this error end the session (and send the user to /login)? */
export const endsSession = (error: ApiError): boolean =>
  error.status === 401 && !LOCAL_ERROR_CALLS.has(error.call);
