import { ConfirmacionSchema } from '../common.schema';
import { endpoint } from '../internal/endpoint';
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
  login: endpoint({
    method: 'POST',
    path: '/api/Validacion',
    body: LoginSchema,
    response: TokenSchema,
    summary: 'Sign in with user name and password; returns a JWT.',
    signIn: true,
  }),
  cambiarContrasena: endpoint({
    method: 'POST',
    path: '/api/Validacion/CambiarContrasena',
    body: CambiarContrasenaSchema,
    response: ConfirmacionSchema,
    summary:
      'Set a new password with a recovery token, or signed in with the current one. Revokes older tokens.',
  }),
  obtenerUsuarioCodigoRecuperacion: endpoint({
    method: 'GET',
    path: '/api/Validacion/ObtenerUsuarioCodigoRecuperacion',
    query: CodigoRecuperacionQuerySchema,
    response: UsuarioRecuperacionSchema,
    summary: 'Who a password-recovery token belongs to, while it is valid and unused.',
  }),
  recuperarContrasena: endpoint({
    method: 'POST',
    path: '/api/Validacion/RecuperarContrasena',
    query: RecuperarContrasenaQuerySchema,
    response: RecuperacionSolicitadaSchema,
    summary: 'E-mail a recovery link; the same answer whether or not the address has an account.',
  }),
  renovarToken: endpoint({
    method: 'GET',
    path: '/api/Validacion/RenovarToken/{usuario}',
    response: TokenSchema,
    summary: 'A fresh token for the signed-in user (only for themselves).',
  }),
  solicitarAcceso: endpoint({
    method: 'POST',
    path: '/api/Validacion/SolicitarAcceso',
    body: SolicitudAccesoSchema,
    response: SolicitudAccesoRecibidaSchema,
    summary: 'Extension: sign-up request, stored as a pending user for an administrator to approve.',
  }),
  cerrarSesion: endpoint({
    method: 'POST',
    path: '/api/Validacion/CerrarSesion',
    response: ConfirmacionSchema,
    summary: "Extension: sign out everywhere, revoking the caller's tokens.",
  }),
} as const;
