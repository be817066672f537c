import { almacenEndpoints } from './controllers/almacen';
import { configuracionEndpoints } from './controllers/configuracion';
import { distribucionEndpoints } from './controllers/distribucion';
import { distribucionAereaEndpoints } from './controllers/distribucionAerea';
import { dossierEndpoints } from './controllers/dossier';
import { entornoEndpoints } from './controllers/entorno';
import { facturaEndpoints } from './controllers/factura';
import { huellaCarbonoEndpoints } from './controllers/huellaCarbono';
import { monitorEndpoints } from './controllers/monitor';
import { trackingEndpoints } from './controllers/tracking';
import { transportesEndpoints } from './controllers/transportes';
import { validacionEndpoints } from './controllers/validacion';

/**
 * Every call of the extranet API, by controller (camelCase of the API controller) and method
 * (camelCase of the action). The client, the query helpers, the server and the docs derive from it.
 */
export const endpoints = {
  almacen: almacenEndpoints,
  configuracion: configuracionEndpoints,
  distribucion: distribucionEndpoints,
  distribucionAerea: distribucionAereaEndpoints,
  dossier: dossierEndpoints,
  entorno: entornoEndpoints,
  factura: facturaEndpoints,
  huellaCarbono: huellaCarbonoEndpoints,
  monitor: monitorEndpoints,
  tracking: trackingEndpoints,
  transportes: transportesEndpoints,
  validacion: validacionEndpoints,
} as const;

export type Endpoints = typeof endpoints;
export type ControllerName = keyof Endpoints;
