// Every table of the API: the core tables and one module per domain. drizzle-kit reads this file.

export * from './almacen';
export * from './compartir';
export * from './core';
export * from './distribucion';
export * from './distribucionAerea';
export * from './documentos';
export * from './dossier';
export * from './factura';
export * from './huellaCarbono';
export * from './integracion';
export * from './limites';
export * from './monitor';
export * from './notificaciones';
export * from './paises';
export * from './tracking';
export * from './transportes';
