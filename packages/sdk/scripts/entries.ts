// The package's entries besides the root: the build, package.json `exports`, the node10 stub folders
// and the consumer test all read this list.
export const CONTROLLER_ENTRIES = [
  'almacen',
  'configuracion',
  'distribucion',
  'distribucionAerea',
  'dossier',
  'entorno',
  'factura',
  'huellaCarbono',
  'monitor',
  'tracking',
  'transportes',
  'validacion',
] as const;

export const SUBPATH_ENTRIES = ['schemas', 'query', 'permisos', ...CONTROLLER_ENTRIES] as const;
