import type { Notificacion } from '@extranet/sdk';

// Notifications as the server sends them, one of each kind, for the tests of the bell and its text.

const shipment = { idPartida: 12, numeroPartida: 'M26-000123', referenciaCliente: 'FS-12' };

export const NOTIFICATIONS: Notificacion[] = [
  {
    id: 9,
    tipo: 'SALIDA',
    fecha: '2026-11-27T08:00:00.000Z',
    leida: false,
    enlace: '/tracking/12',
    ...shipment,
    codigo: 'DEPA',
    lugar: 'Valencia',
    fechaHito: '2026-11-27T07:30:00.000Z',
  },
  {
    id: 8,
    tipo: 'FACTURA_VENCIDA',
    fecha: '2026-11-26T06:00:00.000Z',
    leida: false,
    enlace: '/invoices?numeroFactura=F26-000045',
    idFactura: 45,
    numeroFactura: 'F26-000045',
    importe: 1250.5,
    moneda: 'EUR',
    fechaVencimiento: '2026-11-24',
  },
  {
    id: 7,
    tipo: 'RETRASO',
    fecha: '2026-11-25T06:00:00.000Z',
    leida: true,
    enlace: '/tracking/12',
    ...shipment,
    motivo: 'HITO_VENCIDO',
    codigo: 'ARRI',
    planificada: '2026-11-22T10:00:00.000Z',
    estimada: null,
    retrasoHoras: 72,
  },
  {
    id: 6,
    tipo: 'CAMBIO_ETA',
    fecha: '2026-11-24T06:00:00.000Z',
    leida: true,
    enlace: '/tracking/12',
    ...shipment,
    etaAnterior: '2026-11-20T10:00:00.000Z',
    etaNueva: '2026-11-21T16:00:00.000Z',
    diferenciaHoras: 30,
  },
  {
    id: 5,
    tipo: 'STOCK_CADUCA',
    fecha: '2026-11-23T06:00:00.000Z',
    leida: true,
    enlace: '/stocks?lote=L-2291',
    idExistencia: 3,
    codigoArticulo: 'SKU-88',
    lote: 'L-2291',
    codigoAlmacen: 'VLC1',
    fechaCaducidad: '2026-12-05',
    diasRestantes: 8,
  },
];
