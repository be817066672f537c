import type { CodigoEstadoIata } from '@extranet/sdk';
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

// IATA Cargo-IMP status codes of a house air waybill as words a customer reads, in the order a HAWB
// goes through them. The code stays beside the word: forwarders and airlines quote it.

export const IATA_STATUS_ORDER: readonly CodigoEstadoIata[] = [
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

export const IATA_STATUS: Readonly<Record<CodigoEstadoIata, { label: MessageDescriptor; color: string }>> = {
  BKD: { label: msg`Booked`, color: 'gray' },
  RCS: { label: msg`Received from shipper`, color: 'cyan' },
  MAN: { label: msg`Manifested`, color: 'cyan' },
  DEP: { label: msg`Departed`, color: 'blue' },
  ARR: { label: msg`Arrived`, color: 'indigo' },
  RCF: { label: msg`Received from flight`, color: 'indigo' },
  NFD: { label: msg`Consignee notified`, color: 'violet' },
  AWD: { label: msg`Documents delivered to consignee`, color: 'violet' },
  CCD: { label: msg`Customs cleared`, color: 'grape' },
  DLV: { label: msg`Delivered`, color: 'teal' },
};

/**
 * The word for a status code in the interface language; a code this list does not know (a carrier may
 * send FOH, DIS…) shows the server's description, else the code itself.
 */
export function iataStatusLabel(i18n: I18n, code: string, description?: string | null): string {
  const known = IATA_STATUS[code as CodigoEstadoIata];
  return known ? i18n._(known.label) : description || code;
}

/** The statuses still ahead of `code` in the usual order (none after delivery or for unknown codes). */
export function statusesAfter(code: string): CodigoEstadoIata[] {
  const index = IATA_STATUS_ORDER.indexOf(code as CodigoEstadoIata);
  return index < 0 ? [] : IATA_STATUS_ORDER.slice(index + 1);
}
