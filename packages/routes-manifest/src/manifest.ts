// The areas of the extranet as plain data. The web app builds its routes (see to-routes.ts), its
// navigation, its command palette and its guards from this list; other apps and tests read it too.
// Titles are Lingui message descriptors marked `/*i18n*/` so `lingui extract` collects them.

import { PERMISOS, type Permiso } from '@extranet/sdk/permisos';

/** A Lingui message descriptor: a stable id and the English source text. */
export interface MessageDescriptor {
  readonly id: string;
  readonly message: string;
}

/**
 * The permission flags: the SDK's own list, from its valibot-free `permisos` entry (plain data, so
 * the /login bundle does not pull the schemas).
 */
export const PERMISSION_FLAGS = PERMISOS;
export type PermissionFlag = Permiso;

/**
 * Icon keys. The first eleven are the area icons; the web app maps every key to a Tabler icon
 * in one place (apps/web/src/components/AreaIcon/icons.ts).
 */
export const ICON_KEYS = [
  'cargoShip',
  'truck',
  'airplane',
  'pierCrane',
  'containerLoad',
  'containerUnload',
  'scissorLift',
  'excelFile',
  'customs',
  'noConnection',
  'language',
  'dashboard',
  'airTracking',
  'calculator',
  'invoice',
  'leaf',
  'chart',
  'users',
  'roles',
  'customers',
  'activity',
] as const;
export type IconKey = (typeof ICON_KEYS)[number];

/** Navigation groups, in the order the side bar shows them. */
export const NAV_GROUPS = {
  overview: /*i18n*/ { id: 'nav.group.overview', message: 'Overview' },
  shipments: /*i18n*/ { id: 'nav.group.shipments', message: 'Shipments' },
  warehouse: /*i18n*/ { id: 'nav.group.warehouse', message: 'Warehouse and distribution' },
  air: /*i18n*/ { id: 'nav.group.air', message: 'Air freight' },
  finance: /*i18n*/ { id: 'nav.group.finance', message: 'Finance' },
  admin: /*i18n*/ { id: 'nav.group.admin', message: 'Administration' },
} as const satisfies Record<string, MessageDescriptor>;
export type NavGroup = keyof typeof NAV_GROUPS;

/**
 * Public pages, outside the guarded layout: routes of their own (to-routes.ts), and the pages the web
 * app never sends a failed call away from.
 */
export const PUBLIC_PAGES = [
  { path: '/login', file: 'routes/login.tsx' },
  { path: '/signup', file: 'routes/signup.tsx' },
  { path: '/error', file: 'routes/error.tsx' },
  { path: '/access-denied', file: 'routes/access-denied.tsx' },
  { path: '/not-found', file: 'routes/not-found.tsx' },
  { path: '/no-connection', file: 'routes/no-connection.tsx' },
  { path: '/reset-password', file: 'routes/reset-password.tsx' },
  { path: '/recuperarcontrasena', file: 'routes/recuperarcontrasena.tsx' },
  // A shipment shared by a public tracking link (issue 29): no session, no guard.
  { path: '/s/$token', file: 'routes/shared-shipment.tsx' },
] as const;

export interface AreaEntry {
  /** URL path of the area; `/` is the monitor dashboard. */
  readonly path: `/${string}`;
  /** The flag a user needs to open it; `null`: every signed-in user. */
  readonly permission: PermissionFlag | null;
  readonly icon: IconKey;
  readonly group: NavGroup;
  readonly title: MessageDescriptor;
  /** The route module of the screen, relative to apps/web/src: `areas/<area>/screen.tsx`. */
  readonly screen: `areas/${string}/screen.tsx`;
  /**
   * The route module of one record's page, `areas/<area>/detail.tsx`, at `<path>/$id` (the id its
   * detail call takes), under the area's flag.
   */
  readonly detail?: `areas/${string}/detail.tsx`;
}

export const manifest = [
  {
    path: '/',
    permission: null,
    icon: 'dashboard',
    group: 'overview',
    title: /*i18n*/ { id: 'area.monitor', message: 'Monitor' },
    screen: 'areas/monitor/screen.tsx',
  },
  {
    path: '/powerbi',
    permission: 'accesoPowerBI',
    icon: 'chart',
    group: 'overview',
    title: /*i18n*/ { id: 'area.powerbi', message: 'Power BI reports' },
    screen: 'areas/powerbi/screen.tsx',
  },
  {
    path: '/tracking',
    permission: 'accesoPartidas',
    icon: 'cargoShip',
    group: 'shipments',
    title: /*i18n*/ { id: 'area.tracking', message: 'Shipment tracking' },
    screen: 'areas/tracking/screen.tsx',
    detail: 'areas/tracking/detail.tsx',
  },
  {
    path: '/dossier',
    permission: 'accesoDossieres',
    icon: 'customs',
    group: 'shipments',
    title: /*i18n*/ { id: 'area.dossier', message: 'Dossiers' },
    screen: 'areas/dossier/screen.tsx',
    detail: 'areas/dossier/detail.tsx',
  },
  {
    path: '/transport-request',
    permission: 'accesoSolicitudTransporte',
    icon: 'pierCrane',
    group: 'shipments',
    title: /*i18n*/ { id: 'area.transport-request', message: 'Transport requests' },
    screen: 'areas/transport-request/screen.tsx',
  },
  {
    path: '/carbon-footprint',
    permission: 'accesoPartidas',
    icon: 'leaf',
    group: 'shipments',
    title: /*i18n*/ { id: 'area.carbon-footprint', message: 'Carbon footprint' },
    screen: 'areas/carbon-footprint/screen.tsx',
  },
  {
    path: '/stocks',
    permission: 'accesoStock',
    icon: 'scissorLift',
    group: 'warehouse',
    title: /*i18n*/ { id: 'area.stocks', message: 'Warehouse stock' },
    screen: 'areas/stocks/screen.tsx',
  },
  {
    path: '/movements',
    permission: 'accesoMovimientosAlmacen',
    icon: 'containerLoad',
    group: 'warehouse',
    title: /*i18n*/ { id: 'area.movements', message: 'Warehouse movements' },
    screen: 'areas/movements/screen.tsx',
  },
  {
    path: '/distribution',
    permission: 'accesoDistribucion',
    icon: 'truck',
    group: 'warehouse',
    title: /*i18n*/ { id: 'area.distribution', message: 'Distribution and delivery notes' },
    screen: 'areas/distribution/screen.tsx',
    detail: 'areas/distribution/detail.tsx',
  },
  {
    path: '/guides',
    permission: 'accesoSolicitudEnvio',
    icon: 'airplane',
    group: 'air',
    title: /*i18n*/ { id: 'area.guides', message: 'Air waybills' },
    screen: 'areas/guides/screen.tsx',
  },
  {
    path: '/tariff-simulator',
    permission: 'accesoSimuladorTarifas',
    icon: 'calculator',
    group: 'air',
    title: /*i18n*/ { id: 'area.tariff-simulator', message: 'Tariff simulator' },
    screen: 'areas/tariff-simulator/screen.tsx',
  },
  {
    path: '/supply-request',
    permission: 'accesoSolicitudSuministros',
    icon: 'containerUnload',
    group: 'air',
    title: /*i18n*/ { id: 'area.supply-request', message: 'Supply requests' },
    screen: 'areas/supply-request/screen.tsx',
  },
  {
    path: '/guide-tracking',
    permission: 'accesoEstadoEnvios',
    icon: 'airTracking',
    group: 'air',
    title: /*i18n*/ { id: 'area.guide-tracking', message: 'Air waybill tracking' },
    screen: 'areas/guide-tracking/screen.tsx',
    detail: 'areas/guide-tracking/detail.tsx',
  },
  {
    path: '/statement',
    permission: 'accesoEstadoCuentas',
    icon: 'excelFile',
    group: 'finance',
    title: /*i18n*/ { id: 'area.statement', message: 'Account statement' },
    screen: 'areas/statement/screen.tsx',
  },
  {
    path: '/invoices',
    permission: 'accesoEstadoCuentas',
    icon: 'invoice',
    group: 'finance',
    title: /*i18n*/ { id: 'area.invoices', message: 'Invoices' },
    screen: 'areas/invoices/screen.tsx',
    detail: 'areas/invoices/detail.tsx',
  },
  {
    path: '/user-management',
    permission: 'isAdmin',
    icon: 'users',
    group: 'admin',
    title: /*i18n*/ { id: 'area.user-management', message: 'User management' },
    screen: 'areas/user-management/screen.tsx',
  },
  {
    path: '/role-management',
    permission: 'isAdmin',
    icon: 'roles',
    group: 'admin',
    title: /*i18n*/ { id: 'area.role-management', message: 'Role management' },
    screen: 'areas/role-management/screen.tsx',
  },
  {
    path: '/customer-assignment',
    permission: 'isAdmin',
    icon: 'customers',
    group: 'admin',
    title: /*i18n*/ { id: 'area.customer-assignment', message: 'Customer assignment' },
    screen: 'areas/customer-assignment/screen.tsx',
  },
  {
    path: '/activity-log',
    permission: 'isAdmin',
    icon: 'activity',
    group: 'admin',
    title: /*i18n*/ { id: 'area.activity-log', message: 'Activity log' },
    screen: 'areas/activity-log/screen.tsx',
  },
] as const satisfies readonly AreaEntry[];

export type Area = (typeof manifest)[number];
export type AreaPath = Area['path'];

/** The flag each area path needs (`null`: any signed-in user). The `_app` guard reads this. */
export const permissionByPath: Readonly<Record<AreaPath, PermissionFlag | null>> = Object.freeze(
  Object.fromEntries(manifest.map((area) => [area.path, area.permission])) as Record<
    AreaPath,
    PermissionFlag | null
  >,
);

const areaByPath = new Map<string, Area>(manifest.map((area) => [area.path, area]));

/**
 * The area a URL path belongs to: the exact entry, or the one whose path is its longest prefix
 * (`/tracking/123` belongs to `/tracking`). `/` only matches itself.
 */
export function findArea(pathname: string): Area | undefined {
  const clean = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  let path = clean;
  while (path.length > 1) {
    const area = areaByPath.get(path);
    if (area) return area;
    path = path.slice(0, path.lastIndexOf('/')) || '/';
    if (path === '/') return undefined;
  }
  return areaByPath.get(clean);
}
