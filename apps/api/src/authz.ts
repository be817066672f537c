import type { Permiso } from '@extranet/sdk/schemas';
import { forbidden, unauthorized } from './core/errors';
import type { SessionUser } from './core/session-user';

/**
 * What a call needs: `public` (anyone), `signedIn` (any valid session; the handler keeps to the
 * caller's own records), `self` (signed in as the `{usuario}` of the path), `admin` (a role with
 * isAdmin), any one of the listed permission flags, or `integrationKey` (a system caller with an
 * integration key in `x-api-key`, auth/integration-keys.ts; a user's token does not open it).
 */
export type Requirement =
  | 'public'
  | 'signedIn'
  | 'self'
  | 'admin'
  | 'integrationKey'
  | { readonly anyOf: readonly Permiso[] };

const anyOf = <const F extends readonly Permiso[]>(...flags: F) => ({ anyOf: flags });

const envio = anyOf('accesoSolicitudEnvio');
/** Look-ups shared by guide creation and the tariff simulator. */
const envioOSimulador = anyOf('accesoSolicitudEnvio', 'accesoSimuladorTarifas');
/** Look-ups shared by guide creation, the tariff simulator and supply requests. */
const envioSimuladorOSuministros = anyOf(
  'accesoSolicitudEnvio',
  'accesoSimuladorTarifas',
  'accesoSolicitudSuministros',
);
const transporte = anyOf('accesoSolicitudTransporte');

/**
 * The server's authorization table: one row per SDK call, `controller.method`.
 * The authorization-matrix test fails when an SDK endpoint has no row here; a call without a row
 * is refused to everyone but administrators.
 */
export const authz = {
  // Stock
  'almacen.obtenerExistencias': anyOf('accesoStock'),
  'almacen.obtenerMovimientosPeriodo': anyOf('accesoMovimientosAlmacen'),

  // Settings: own profile and parameters for everyone, the rest for administrators
  'configuracion.obtenerPerfil': 'signedIn',
  'configuracion.obtenerParametrosAplicacion': 'signedIn',
  'configuracion.asignarClientes': 'admin',
  'configuracion.bajaUsuario': 'admin',
  'configuracion.designarCliente': 'admin',
  'configuracion.guardarRol': 'admin',
  'configuracion.eliminarRol': 'admin',
  'configuracion.guardarUsuario': 'admin',
  'configuracion.obtenerClientesAsignados': 'admin',
  'configuracion.obtenerClientes': 'admin',
  'configuracion.obtenerRol': 'admin',
  'configuracion.obtenerRoles': 'admin',
  'configuracion.obtenerUsuario': 'admin',
  'configuracion.obtenerUsuarios': 'admin',
  // Integration keys: administered with the users and roles
  'configuracion.guardarClaveIntegracion': 'admin',
  'configuracion.obtenerClavesIntegracion': 'admin',
  'configuracion.revocarClaveIntegracion': 'admin',
  // The audit log (who did what)
  'configuracion.obtenerAuditoria': 'admin',

  // Delivery notes
  'distribucion.obtenerAlbaran': anyOf('accesoDistribucion'),
  'distribucion.obtenerSeguimientoAlbaranesPeriodo': anyOf('accesoDistribucion'),

  // Air freight
  'distribucionAerea.estadoCuentas': anyOf('accesoEstadoCuentas'),
  'distribucionAerea.estadoEnvios': anyOf('accesoEstadoEnvios', 'accesoSolicitudEnvio'),
  'distribucionAerea.obtenerHAWB': anyOf('accesoEstadoEnvios', 'accesoSolicitudEnvio'),
  'distribucionAerea.controlHAWB': anyOf('accesoEstadoEnvios', 'accesoSolicitudEnvio'),
  'distribucionAerea.solicitudSuministros': anyOf('accesoSolicitudSuministros'),
  'distribucionAerea.solicitudes': anyOf('accesoSolicitudSuministros'),
  'distribucionAerea.calcularTarifa': envioOSimulador,
  'distribucionAerea.finalizar': envio,
  'distribucionAerea.obtenerReciboDetalle': envio,
  'distribucionAerea.destinatariosConocidos': envio,
  'distribucionAerea.expedidoresConocidos': envio,
  'distribucionAerea.entidadesCollect': envio,
  'distribucionAerea.incoterms': envio,
  'distribucionAerea.aeropuerto': envioOSimulador,
  'distribucionAerea.aeropuertosUS': envioOSimulador,
  'distribucionAerea.buscarCodigoPostal': envioOSimulador,
  'distribucionAerea.buscarCodigoPromocional': envioOSimulador,
  'distribucionAerea.paisesOrigen': envioOSimulador,
  'distribucionAerea.paisesDestino': envioOSimulador,
  'distribucionAerea.servicios': envioOSimulador,
  'distribucionAerea.tipoBultos': envioSimuladorOSuministros,
  'distribucionAerea.entidades': anyOf('accesoSolicitudEnvio', 'accesoSolicitudSuministros'),

  // Dossiers
  'dossier.obtenerDossier': anyOf('accesoDossieres'),
  'dossier.obtenerSeguimientoDossieresPeriodo': anyOf('accesoDossieres'),
  'dossier.subirDocumento': anyOf('accesoDossieres'),

  // Environment: the caller's own grid views and style
  'entorno.obtenerConfiguracionesGrid': 'signedIn',
  'entorno.obtenerConfiguracionGrid': 'signedIn',
  'entorno.obtenerConfiguracionGridPredeterminada': 'signedIn',
  'entorno.guardarConfiguracionGrid': 'signedIn',
  'entorno.actualizarConfiguracionGrid': 'signedIn',
  'entorno.eliminarConfiguracionGrid': 'signedIn',
  'entorno.obtenerEstilo': 'signedIn',
  'entorno.guardarEstilo': 'signedIn',
  // The palette's search: each kind of record only for the flag that opens it (routes/buscar.ts).
  'entorno.buscar': anyOf('accesoPartidas', 'accesoDossieres', 'accesoEstadoCuentas', 'accesoEstadoEnvios'),

  // The provider's own systems, with an integration key
  'integracion.confirmarReserva': 'integrationKey',
  'integracion.registrarHito': 'integrationKey',

  // Invoices, carbon footprint
  'factura.obtenerSeguimientoFacturasPeriodo': anyOf('accesoEstadoCuentas'),
  'huellaCarbono.obtenerHuellaCarbonoPeriodo': anyOf('accesoPartidas'),

  // Monitor: the caller's own metrics
  'monitor.eliminarMetricaMonitor': 'signedIn',
  'monitor.guardarMetricasMonitor': 'signedIn',
  'monitor.obtenerMetricaMonitor': 'signedIn',
  'monitor.obtenerMetricasMonitor': 'signedIn',
  'monitor.obtenerMetricasNoAsignadas': 'signedIn',
  // Needs attention: like the monitor, any signed-in user; each kind of record only for the flag
  // that opens its area, of the caller's own customer accounts.
  'monitor.obtenerIncidencias': 'signedIn',

  // Notifications, preferences and webhooks: the caller's own
  'notificaciones.obtenerNotificaciones': 'signedIn',
  'notificaciones.marcarLeidas': 'signedIn',
  'notificaciones.obtenerPreferencias': 'signedIn',
  'notificaciones.guardarPreferencias': 'signedIn',
  'notificaciones.guardarWebhook': 'signedIn',
  'notificaciones.obtenerWebhooks': 'signedIn',
  'notificaciones.eliminarWebhook': 'signedIn',
  'notificaciones.obtenerEntregasWebhook': 'signedIn',

  // Shipment tracking
  'tracking.obtenerPartida': anyOf('accesoPartidas'),
  'tracking.obtenerSeguimientoEnvios': anyOf('accesoPartidas'),
  'tracking.obtenerSeguimientoEnviosPeriodo': anyOf('accesoPartidas'),
  'tracking.obtenerVinculo': anyOf('accesoPartidas'),
  'tracking.subirDocumento': anyOf('accesoPartidas'),
  // A document of a shipment or of a dossier: the handler asks for the flag of the one it belongs to.
  'tracking.descargarDocumento': anyOf('accesoPartidas', 'accesoDossieres'),
  'tracking.eliminarDocumento': anyOf('accesoPartidas', 'accesoDossieres'),
  'tracking.obtenerActividadPartida': anyOf('accesoPartidas'),
  // Public tracking links: the same flag and customer scope as the shipment they show
  'tracking.compartirPartida': anyOf('accesoPartidas'),
  'tracking.obtenerEnlacesCompartidos': anyOf('accesoPartidas'),
  'tracking.revocarEnlace': anyOf('accesoPartidas'),

  // A shared shipment, opened by anyone with the link's token (routes/publico.ts)
  'publico.obtenerPartida': 'public',

  // Transport requests and their look-ups
  'transportes.calcularVentas': transporte,
  'transportes.generarPartida': transporte,
  'transportes.destinatariosConocidos': transporte,
  'transportes.expedidoresConocidos': transporte,
  'transportes.direccionEntidad': transporte,
  'transportes.entidades': transporte,
  'transportes.estados': transporte,
  'transportes.incoterms': transporte,
  'transportes.paisesDestino': transporte,
  'transportes.paisesOrigen': transporte,
  'transportes.partidasArancelarias': transporte,
  'transportes.puertos': transporte,
  'transportes.servicios': transporte,
  'transportes.tiposBulto': transporte,
  'transportes.tiposMercanciaADR': transporte,
  'transportes.tiposMercanciaONU': transporte,

  // Sign-in and recovery
  'validacion.login': 'public',
  'validacion.recuperarContrasena': 'public',
  'validacion.obtenerUsuarioCodigoRecuperacion': 'public',
  'validacion.cambiarContrasena': 'public',
  'validacion.solicitarAcceso': 'public',
  'validacion.renovarToken': 'self',
  'validacion.cerrarSesion': 'signedIn',
} as const satisfies Record<string, Requirement>;

export type AuthzKey = keyof typeof authz;

/**
 * The caller a handler receives: possibly anonymous on public calls, none on integration calls (the
 * key is `c.get('integrationKey')`), always signed in otherwise.
 */
export type UserFor<Key extends string> = Key extends AuthzKey
  ? (typeof authz)[Key] extends 'public'
    ? SessionUser | null
    : (typeof authz)[Key] extends 'integrationKey'
      ? null
      : SessionUser
  : SessionUser;

/** Fail closed: a call missing from the table is for administrators only. */
export const requirementOf = (key: string): Requirement =>
  (authz as Record<string, Requirement>)[key] ?? 'admin';

/** Throws 401 (no session) or 403 (session without the right) unless `user` may make the call. */
export function authorize(
  requirement: Requirement,
  user: SessionUser | null,
  params: Record<string, string | number>,
): void {
  if (requirement === 'public') return;
  // Checked before any session (http/controller.ts `admit`): a user's token is no integration key.
  if (requirement === 'integrationKey')
    throw unauthorized('INVALID_API_KEY', 'This call needs an integration key');
  if (!user) throw unauthorized();
  if (requirement === 'signedIn') return;
  if (requirement === 'self') {
    const usuario = String(params.usuario ?? '');
    if (usuario.toLowerCase() !== user.usuario.toLowerCase()) {
      throw forbidden('A token can only be renewed by its own user');
    }
    return;
  }
  if (requirement === 'admin') {
    if (!user.isAdmin) throw forbidden('This call is for administrators');
    return;
  }
  if (!requirement.anyOf.some((flag) => user.permisos[flag])) {
    throw forbidden(`This call needs the permission ${requirement.anyOf.join(' or ')}`);
  }
}

export function describeRequirement(requirement: Requirement): string {
  if (typeof requirement === 'string') return requirement;
  return requirement.anyOf.join(' | ');
}
