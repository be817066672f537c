// The valibot schemas of every payload, and the endpoint table, for servers and tools that validate
// what they send and receive exactly as the SDK does.
export * from './common.schema';
export * from './controllers/almacen.schema';
export * from './controllers/configuracion.auditoria.schema';
export * from './controllers/configuracion.schema';
export * from './controllers/distribucion.schema';
export * from './controllers/distribucionAerea.schema';
export * from './controllers/dossier.schema';
export * from './controllers/entorno.schema';
export * from './controllers/factura.schema';
export * from './controllers/huellaCarbono.schema';
export * from './controllers/integracion.schema';
export * from './controllers/monitor.incidencias.schema';
export * from './controllers/monitor.schema';
export * from './controllers/notificaciones.schema';
export * from './controllers/publico.schema';
export * from './controllers/tracking.actividad.schema';
export * from './controllers/tracking.compartir.schema';
export * from './controllers/tracking.documentos.schema';
export * from './controllers/tracking.schema';
export * from './controllers/transportes.schema';
export * from './controllers/validacion.schema';
export { type ControllerName, type Endpoints, endpoints } from './endpoints';
export type { Endpoint, EndpointArgs, EndpointResult, ErrorStatus, HttpMethod } from './internal/endpoint';
export { isIdParameter, pathParameterNames } from './internal/path';
