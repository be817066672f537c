import type { CodigoEstadoIata } from '@extranet/sdk/schemas';

// Air waybill numbering and IATA status wording, shared by the handlers and the demo seed.

/** IATA Cargo-IMP status codes in the order a shipment goes through them. */
export const ORDEN_ESTADOS: readonly CodigoEstadoIata[] = [
  'BKD',
  'RCS',
  'MAN',
  'DEP',
  'ARR',
  'RCF',
  'NFD',
  'AWD',
  'CCD',
  'DLV',
];

export const DESCRIPCION_ESTADO: Record<CodigoEstadoIata, string> = {
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
export const ESTADOS_EN_DESTINO: ReadonlySet<CodigoEstadoIata> = new Set([
  'ARR',
  'RCF',
  'NFD',
  'AWD',
  'CCD',
  'DLV',
]);

/**
 * MAWB number: the airline's 3-digit prefix, a 7-digit serial and its check digit (serial mod 7),
 * written `075-12345675`.
 */
export function numeroMawb(prefijoAerolinea: string, serial: number): string {
  if (!/^\d{3}$/.test(prefijoAerolinea)) throw new Error(`bad AWB prefix ${prefijoAerolinea}`);
  if (!Number.isInteger(serial) || serial < 0 || serial > 9_999_999)
    throw new Error(`bad AWB serial ${serial}`);
  return `${prefijoAerolinea}-${String(serial).padStart(7, '0')}${serial % 7}`;
}

/** True when the MAWB has the right shape and check digit. */
export function mawbValido(numero: string): boolean {
  const match = /^(\d{3})-(\d{7})(\d)$/.exec(numero);
  return !!match && Number(match[2]) % 7 === Number(match[3]);
}

/** HAWB number: origin airport, two-digit year of issue, six-digit sequence (`MAD-26005310`). */
export const numeroHawb = (origen: string, fecha: Date, secuencia: number): string =>
  `${origen}-${String(fecha.getUTCFullYear() % 100).padStart(2, '0')}${String(secuencia).padStart(6, '0')}`;

/** Supply request number: `SUM-2026-000412`. */
export const numeroSolicitud = (fecha: Date, secuencia: number): string =>
  `SUM-${fecha.getUTCFullYear()}-${String(secuencia).padStart(6, '0')}`;

/** Counter keys of `aereo_contadores`. */
export const CONTADOR_HAWB = 'HAWB';
export const CONTADOR_SUMINISTROS = 'SUMINISTROS';
