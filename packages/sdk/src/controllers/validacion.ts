import { ConfirmacionSchema } from '../common.schema';
import { type DocsOf, endpoint } from '../internal/endpoint';
import {
  CambiarContrasenaSchema,
  CodigoRecuperacionQuerySchema,
  LoginSchema,
  RecuperacionSolicitadaSchema,
  RecuperarContrasenaQuerySchema,
  SolicitudAccesoRecibidaSchema,
  SolicitudAccesoSchema,
  TokenSchema,
  UsuarioRecuperacionSchema,
} from './validacion.schema';

/** Sign-in, token renewal and password recovery. Public except `renovarToken` and `cerrarSesion`. */
export const validacionEndpoints = {
  /**
   * Sign in with user name and password; returns a JWT.
   *
   * Sends `POST /api/Validacion` with a `Login` body; resolves to `Token`.
   * @throws {BadRequestError} 400: the server refuses an argument; `issues` name the fields.
   * @throws {AuthenticationError} 401: wrong user name or password (`onUnauthorized` is not called).
   * @throws {PermissionDeniedError} 403: the account is disabled or not yet approved.
   * @throws {RateLimitError} 429: too many attempts; `retryAfter` says how many seconds to wait.
   * @throws {ServiceUnavailableError} 503: the database is unreachable (retried when idempotent).
   * @throws {ConnectionError} no answer (`TimeoutError` after `timeout`); `AbortError` when the signal fires.
   * @see api.md, `validacion.login`
   */
  login: endpoint({
    method: 'POST',
    path: '/api/Validacion',
    body: LoginSchema,
    response: TokenSchema,
    signIn: true,
  }),
  /**
   * Set a new password with a recovery token, or signed in with the current one. Revokes older tokens.
   *
   * Sends `POST /api/Validacion/CambiarContrasena` with a `CambiarContrasena` body; resolves to `Confirmacion`.
   * @throws {BadRequestError} 400: the server refuses an argument; `issues` name the fields.
   * @throws {AuthenticationError} 401: no valid session (the client calls `onUnauthorized` first).
   * @throws {ServiceUnavailableError} 503: the database is unreachable (retried when idempotent).
   * @throws {ConnectionError} no answer (`TimeoutError` after `timeout`); `AbortError` when the signal fires.
   * @see api.md, `validacion.cambiarContrasena`
   */
  cambiarContrasena: endpoint({
    method: 'POST',
    path: '/api/Validacion/CambiarContrasena',
    body: CambiarContrasenaSchema,
    response: ConfirmacionSchema,
  }),
  /**
   * Who a password-recovery token belongs to, while it is valid and unused.
   *
   * Sends `GET /api/Validacion/ObtenerUsuarioCodigoRecuperacion`; resolves to `UsuarioRecuperacion`.
   * @throws {BadRequestError} 400: the server refuses an argument; `issues` name the fields.
   * @throws {ServiceUnavailableError} 503: the database is unreachable (retried when idempotent).
   * @throws {ConnectionError} no answer (`TimeoutError` after `timeout`); `AbortError` when the signal fires.
   * @see api.md, `validacion.obtenerUsuarioCodigoRecuperacion`
   */
  obtenerUsuarioCodigoRecuperacion: endpoint({
    method: 'GET',
    path: '/api/Validacion/ObtenerUsuarioCodigoRecuperacion',
    query: CodigoRecuperacionQuerySchema,
    response: UsuarioRecuperacionSchema,
  }),
  /**
   * E-mail a recovery link; the same answer whether or not the address has an account.
   *
   * Sends `POST /api/Validacion/RecuperarContrasena`; resolves to `RecuperacionSolicitada`.
   * @throws {BadRequestError} 400: the server refuses an argument; `issues` name the fields.
   * @throws {RateLimitError} 429: too many attempts; `retryAfter` says how many seconds to wait.
   * @throws {ServiceUnavailableError} 503: the database is unreachable (retried when idempotent).
   * @throws {ConnectionError} no answer (`TimeoutError` after `timeout`); `AbortError` when the signal fires.
   * @see api.md, `validacion.recuperarContrasena`
   */
  recuperarContrasena: endpoint({
    method: 'POST',
    path: '/api/Validacion/RecuperarContrasena',
    query: RecuperarContrasenaQuerySchema,
    response: RecuperacionSolicitadaSchema,
  }),
  /**
   * A fresh token for the signed-in user (only for themselves).
   *
   * Sends `GET /api/Validacion/RenovarToken/{usuario}`; resolves to `Token`.
   * @throws {BadRequestError} 400: the server refuses an argument; `issues` name the fields.
   * @throws {AuthenticationError} 401: no valid session (the client calls `onUnauthorized` first).
   * @throws {PermissionDeniedError} 403: the session lacks the permission this call needs.
   * @throws {ServiceUnavailableError} 503: the database is unreachable (retried when idempotent).
   * @throws {ConnectionError} no answer (`TimeoutError` after `timeout`); `AbortError` when the signal fires.
   * @see api.md, `validacion.renovarToken`
   */
  renovarToken: endpoint({
    method: 'GET',
    path: '/api/Validacion/RenovarToken/{usuario}',
    response: TokenSchema,
  }),
  /**
   * Extension: sign-up request, stored as a pending user for an administrator to approve.
   *
   * Sends `POST /api/Validacion/SolicitarAcceso` with a `SolicitudAcceso` body; resolves to `SolicitudAccesoRecibida`.
   * @throws {BadRequestError} 400: the server refuses an argument; `issues` name the fields.
   * @throws {RateLimitError} 429: too many attempts; `retryAfter` says how many seconds to wait.
   * @throws {ServiceUnavailableError} 503: the database is unreachable (retried when idempotent).
   * @throws {ConnectionError} no answer (`TimeoutError` after `timeout`); `AbortError` when the signal fires.
   * @see api.md, `validacion.solicitarAcceso`
   */
  solicitarAcceso: endpoint({
    method: 'POST',
    path: '/api/Validacion/SolicitarAcceso',
    body: SolicitudAccesoSchema,
    response: SolicitudAccesoRecibidaSchema,
  }),
  /**
   * Extension: sign out everywhere, revoking the caller's tokens.
   *
   * Sends `POST /api/Validacion/CerrarSesion`; resolves to `Confirmacion`.
   * @throws {AuthenticationError} 401: no valid session (the client calls `onUnauthorized` first).
   * @throws {ServiceUnavailableError} 503: the database is unreachable (retried when idempotent).
   * @throws {ConnectionError} no answer (`TimeoutError` after `timeout`); `AbortError` when the signal fires.
   * @see api.md, `validacion.cerrarSesion`
   */
  cerrarSesion: endpoint({
    method: 'POST',
    path: '/api/Validacion/CerrarSesion',
    response: ConfirmacionSchema,
  }),
} as const;

/** Each call's summary and error statuses (`EndpointDocs`). */
export const validacionDocs = {
  login: {
    errors: [400, 401, 403, 429],
    summary: 'Sign in with user name and password; returns a JWT.',
  },
  cambiarContrasena: {
    errors: [400, 401],
    summary:
      'Set a new password with a recovery token, or signed in with the current one. Revokes older tokens.',
  },
  obtenerUsuarioCodigoRecuperacion: {
    errors: [400],
    summary: 'Who a password-recovery token belongs to, while it is valid and unused.',
  },
  recuperarContrasena: {
    errors: [400, 429],
    summary: 'E-mail a recovery link; the same answer whether or not the address has an account.',
  },
  renovarToken: {
    errors: [400, 401, 403],
    summary: 'A fresh token for the signed-in user (only for themselves).',
  },
  solicitarAcceso: {
    errors: [400, 429],
    summary: 'Extension: sign-up request, stored as a pending user for an administrator to approve.',
  },
  cerrarSesion: {
    errors: [401],
    summary: "Extension: sign out everywhere, revoking the caller's tokens.",
  },
} as const satisfies DocsOf<typeof validacionEndpoints>;
