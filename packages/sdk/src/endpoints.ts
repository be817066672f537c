import { almacenDocs, almacenEndpoints } from './controllers/almacen';
import { configuracionDocs, configuracionEndpoints } from './controllers/configuracion';
import { distribucionDocs, distribucionEndpoints } from './controllers/distribucion';
import { distribucionAereaDocs, distribucionAereaEndpoints } from './controllers/distribucionAerea';
import { dossierDocs, dossierEndpoints } from './controllers/dossier';
import { entornoDocs, entornoEndpoints } from './controllers/entorno';
import { facturaDocs, facturaEndpoints } from './controllers/factura';
import { huellaCarbonoDocs, huellaCarbonoEndpoints } from './controllers/huellaCarbono';
import { integracionDocs, integracionEndpoints } from './controllers/integracion';
import { monitorDocs, monitorEndpoints } from './controllers/monitor';
import { notificacionesDocs, notificacionesEndpoints } from './controllers/notificaciones';
import { publicoDocs, publicoEndpoints } from './controllers/publico';
import { trackingDocs, trackingEndpoints } from './controllers/tracking';
import { transportesDocs, transportesEndpoints } from './controllers/transportes';
import { validacionDocs, validacionEndpoints } from './controllers/validacion';
import { withDocs } from './internal/endpoint';

/**
 * Every call as the client sends it, without its documentation: what the client and the query
 * helpers bind, so that their bundles carry no summaries.
 */
export const endpointCalls = {
  almacen: almacenEndpoints,
  configuracion: configuracionEndpoints,
  distribucion: distribucionEndpoints,
  distribucionAerea: distribucionAereaEndpoints,
  dossier: dossierEndpoints,
  entorno: entornoEndpoints,
  factura: facturaEndpoints,
  huellaCarbono: huellaCarbonoEndpoints,
  integracion: integracionEndpoints,
  monitor: monitorEndpoints,
  notificaciones: notificacionesEndpoints,
  publico: publicoEndpoints,
  tracking: trackingEndpoints,
  transportes: transportesEndpoints,
  validacion: validacionEndpoints,
} as const;

/**
 * Every call of the extranet API, by controller (camelCase of the API controller) and method
 * (camelCase of the action), with its documentation. The client and the query helpers bind its calls
 * (`endpointCalls`); the server and the docs derive from it. Marked pure: a bundle that does not read
 * it leaves the documentation out.
 */
export const endpoints = {
  almacen: /* @__PURE__ */ withDocs(almacenEndpoints, almacenDocs),
  configuracion: /* @__PURE__ */ withDocs(configuracionEndpoints, configuracionDocs),
  distribucion: /* @__PURE__ */ withDocs(distribucionEndpoints, distribucionDocs),
  distribucionAerea: /* @__PURE__ */ withDocs(distribucionAereaEndpoints, distribucionAereaDocs),
  dossier: /* @__PURE__ */ withDocs(dossierEndpoints, dossierDocs),
  entorno: /* @__PURE__ */ withDocs(entornoEndpoints, entornoDocs),
  factura: /* @__PURE__ */ withDocs(facturaEndpoints, facturaDocs),
  huellaCarbono: /* @__PURE__ */ withDocs(huellaCarbonoEndpoints, huellaCarbonoDocs),
  integracion: /* @__PURE__ */ withDocs(integracionEndpoints, integracionDocs),
  monitor: /* @__PURE__ */ withDocs(monitorEndpoints, monitorDocs),
  notificaciones: /* @__PURE__ */ withDocs(notificacionesEndpoints, notificacionesDocs),
  publico: /* @__PURE__ */ withDocs(publicoEndpoints, publicoDocs),
  tracking: /* @__PURE__ */ withDocs(trackingEndpoints, trackingDocs),
  transportes: /* @__PURE__ */ withDocs(transportesEndpoints, transportesDocs),
  validacion: /* @__PURE__ */ withDocs(validacionEndpoints, validacionDocs),
} as const;

export type Endpoints = typeof endpoints;
export type ControllerName = keyof Endpoints;
