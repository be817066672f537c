// The permission flags as plain data, with no valibot and no client: the entry
// `@extranet/sdk/permisos`, for code that only needs the names (route guards, navigation, the
// routes manifest) and must not pull the schemas into its bundle.

/**
 * The permission flags, in order. The screens (routes manifest), the server's authorization table,
 * a role's `permisos` and the session's `permissions` entry in local storage all use these names.
 */
export const PERMISOS = [
  'accesoPartidas',
  'accesoDossieres',
  'accesoStock',
  'accesoMovimientosAlmacen',
  'accesoDistribucion',
  'accesoSolicitudTransporte',
  'accesoSolicitudEnvio',
  'accesoSimuladorTarifas',
  'accesoSolicitudSuministros',
  'accesoEstadoEnvios',
  'accesoEstadoCuentas',
  'accesoPowerBI',
  'isAdmin',
] as const;

/** One permission flag, e.g. `'accesoPartidas'`. */
export type Permiso = (typeof PERMISOS)[number];

/** True when `name` is one of the permission flags. */
export const isPermiso = (name: unknown): name is Permiso =>
  typeof name === 'string' && (PERMISOS as readonly string[]).includes(name);
