import { type CodigoEstadoIata, CodigoEstadoIataSchema } from '@extranet/sdk/schemas';

// Air waybill numbering and IATA status wording, shared by the handlers and the demo seed.

/** IATA Cargo-IMP status codes in the order a shipment goes through them (the SDK's picklist order). */
export const STATUS_ORDER: readonly CodigoEstadoIata[] = CodigoEstadoIataSchema.options;

export const STATUS_DESCRIPTION: Record<CodigoEstadoIata, string> = {
  BKD: 'Booked',
  RCS: 'Received from shipper',
  MAN: 'Manifested',
  DEP: 'Departed',
  ARR: 'Arrived',
  RCF: 'Received from flight',
  NFD: 'Consignee notified',
  AWD: 'Documents delivered',
  CCD: 'Customs cleared',
  DLV: 'Delivered',
};

/** Statuses reported at the destination airport (the others at origin). */
export const DESTINATION_STATUSES: ReadonlySet<CodigoEstadoIata> = new Set([
  'ARR',
  'RCF',
  'NFD',
  'AWD',
  'CCD',
  'DLV',
]);

/** HAWB number: origin airport, two-digit year of issue, six-digit sequence (`MAD-26005310`). */
export const numeroHawb = (origen: string, fecha: Date, secuencia: number): string =>
  `${origen}-${String(fecha.getUTCFullYear() % 100).padStart(2, '0')}${String(secuencia).padStart(6, '0')}`;

/** Supply request number: `SUM-2026-000412`. */
export const numeroSolicitud = (fecha: Date, secuencia: number): string =>
  `SUM-${fecha.getUTCFullYear()}-${String(secuencia).padStart(6, '0')}`;

/** Counter keys of `aereo_contadores`. */
export const HAWB_COUNTER = 'HAWB';
export const SUPPLY_REQUEST_COUNTER = 'SUMINISTROS';
