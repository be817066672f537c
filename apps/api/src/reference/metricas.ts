import type { CodigoMetrica, Permiso, UnidadMetrica } from '@extranet/sdk/schemas';

// The monitor's KPI catalogue: one entry per SDK metric code, with the screen it links to and the
// permission flags that let a user see it (a metric reveals the data of its area).

export interface DefinicionMetrica {
  codigo: CodigoMetrica;
  nombre: string;
  descripcion: string;
  unidad: UnidadMetrica;
  area: string;
  permisos: Permiso[];
}

export const CATALOGO_METRICAS: readonly DefinicionMetrica[] = [
  {
    codigo: 'PARTIDAS',
    nombre: 'Partidas salidas',
    descripcion: 'Envíos que salieron (ATD) en el periodo.',
    unidad: 'NUMERO',
    area: 'tracking',
    permisos: ['accesoPartidas'],
  },
  {
    codigo: 'EN_TRANSITO',
    nombre: 'En tránsito',
    descripcion: 'Envíos salidos y aún no llegados al final del periodo.',
    unidad: 'NUMERO',
    area: 'tracking',
    permisos: ['accesoPartidas'],
  },
  {
    codigo: 'ENTREGAS_A_TIEMPO_PCT',
    nombre: 'Llegadas a tiempo',
    descripcion:
      'Porcentaje de los envíos llegados (ATA) en el periodo que lo hicieron no más tarde de la llegada planificada.',
    unidad: 'PORCENTAJE',
    area: 'tracking',
    permisos: ['accesoPartidas'],
  },
  {
    codigo: 'RETRASADAS',
    nombre: 'Partidas retrasadas',
    descripcion: 'Envíos abiertos al final del periodo cuya última estimación va por detrás del plan.',
    unidad: 'NUMERO',
    area: 'tracking',
    permisos: ['accesoPartidas'],
  },
  {
    codigo: 'PESO_TRANSPORTADO_KG',
    nombre: 'Peso transportado',
    descripcion: 'Peso bruto de los envíos salidos en el periodo.',
    unidad: 'KG',
    area: 'tracking',
    permisos: ['accesoPartidas'],
  },
  {
    codigo: 'CO2E_KG',
    nombre: 'Emisiones CO2e',
    descripcion: 'kg de CO2e (well-to-wheel, ISO 14083 / GLEC) de los envíos salidos en el periodo.',
    unidad: 'KG',
    area: 'carbon-footprint',
    permisos: ['accesoPartidas'],
  },
  {
    codigo: 'DOSSIERES_ABIERTOS',
    nombre: 'Dossieres abiertos',
    descripcion: 'Dossieres abiertos y sin cerrar al final del periodo.',
    unidad: 'NUMERO',
    area: 'dossier',
    permisos: ['accesoDossieres'],
  },
  {
    codigo: 'FACTURAS_ABIERTAS_IMPORTE',
    nombre: 'Importe pendiente de pago',
    descripcion: 'Importe pendiente de las facturas no pagadas al final del periodo.',
    unidad: 'MONEDA',
    area: 'invoices',
    permisos: ['accesoEstadoCuentas'],
  },
  {
    codigo: 'FACTURAS_VENCIDAS',
    nombre: 'Facturas vencidas',
    descripcion: 'Facturas con importe pendiente y vencimiento anterior al final del periodo.',
    unidad: 'NUMERO',
    area: 'invoices',
    permisos: ['accesoEstadoCuentas'],
  },
  {
    codigo: 'VALOR_STOCK',
    nombre: 'Valor del stock',
    descripcion:
      'Valor de las existencias en almacén al final del periodo (disponibles, reservadas y bloqueadas) al valor unitario declarado de cada artículo.',
    unidad: 'MONEDA',
    area: 'stocks',
    permisos: ['accesoStock'],
  },
  {
    codigo: 'MOVIMIENTOS',
    nombre: 'Movimientos de almacén',
    descripcion: 'Entradas, salidas, ajustes, traslados y devoluciones del periodo.',
    unidad: 'NUMERO',
    area: 'movements',
    permisos: ['accesoMovimientosAlmacen'],
  },
  {
    codigo: 'ALBARANES_PENDIENTES',
    nombre: 'Albaranes pendientes de entrega',
    descripcion: 'Albaranes emitidos y aún no entregados al final del periodo.',
    unidad: 'NUMERO',
    area: 'distribution',
    permisos: ['accesoDistribucion'],
  },
  {
    codigo: 'HAWB_ACTIVAS',
    nombre: 'Guías aéreas activas',
    descripcion: 'HAWB emitidas y aún no entregadas (DLV) al final del periodo.',
    unidad: 'NUMERO',
    area: 'guide-tracking',
    permisos: ['accesoEstadoEnvios', 'accesoSolicitudEnvio'],
  },
];

/** The monitor a user starts with, by demo account; other users get the first metrics they may see. */
export const METRICAS_INICIALES: Readonly<Record<'admin' | 'demo' | 'tracking', readonly CodigoMetrica[]>> = {
  admin: [
    'PARTIDAS',
    'EN_TRANSITO',
    'ENTREGAS_A_TIEMPO_PCT',
    'FACTURAS_ABIERTAS_IMPORTE',
    'CO2E_KG',
    'HAWB_ACTIVAS',
  ],
  demo: [
    'EN_TRANSITO',
    'ENTREGAS_A_TIEMPO_PCT',
    'RETRASADAS',
    'CO2E_KG',
    'FACTURAS_ABIERTAS_IMPORTE',
    'FACTURAS_VENCIDAS',
    'VALOR_STOCK',
    'ALBARANES_PENDIENTES',
  ],
  tracking: ['PARTIDAS', 'EN_TRANSITO', 'ENTREGAS_A_TIEMPO_PCT', 'RETRASADAS', 'CO2E_KG'],
};
