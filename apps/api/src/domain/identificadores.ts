import type { ModoTransporte } from '@extranet/sdk/schemas';

// Identifiers of shipments and their equipment, with the check digits the real ones carry.

/** ISO 6346 letter values: A = 10, then +1 skipping multiples of 11 (B = 12 … Z = 38). */
const LETTER_VALUES: Readonly<Record<string, number>> = (() => {
  const values: Record<string, number> = {};
  let value = 10;
  for (const letter of 'ABCDEFGHIJKLMNOPQRSTUVWXYZ') {
    if (value % 11 === 0) value++;
    values[letter] = value++;
  }
  return values;
})();

/** ISO 6346 check digit of an owner code + category + serial (`CSQU305438` → 3). */
export function iso6346CheckDigit(first10: string): number {
  if (!/^[A-Z]{3}[UJZ]\d{6}$/.test(first10)) throw new Error(`not an ISO 6346 container prefix: ${first10}`);
  let sum = 0;
  for (let i = 0; i < 10; i++) {
    const char = first10[i]!;
    const value = i < 4 ? LETTER_VALUES[char]! : Number(char);
    sum += value * 2 ** i;
  }
  return (sum % 11) % 10;
}

/** A full ISO 6346 container number: owner code (4 letters ending in U) + 6-digit serial + check digit. */
export function containerNumber(ownerCode: string, serial: number): string {
  const first10 = `${ownerCode}${String(serial % 1_000_000).padStart(6, '0')}`;
  return `${first10}${iso6346CheckDigit(first10)}`;
}

/** True when `numero` is a well-formed ISO 6346 container number with a valid check digit. */
export function isValidContainerNumber(numero: string): boolean {
  return /^[A-Z]{3}[UJZ]\d{7}$/.test(numero) && iso6346CheckDigit(numero.slice(0, 10)) === Number(numero[10]);
}

/** An air waybill number `075-12345675`: prefix, 7-digit serial and its check digit (serial mod 7). */
export function awbNumber(prefix: string, serial7: number): string {
  const serial = String(serial7 % 10_000_000).padStart(7, '0');
  return `${prefix}-${serial}${(serial7 % 10_000_000) % 7}`;
}

/** True when the AWB's eighth digit is the first seven modulo 7. */
export function isValidAwb(awb: string): boolean {
  const match = /^(\d{3})-?(\d{7})(\d)$/.exec(awb);
  return !!match && Number(match[2]) % 7 === Number(match[3]);
}

const MODE_LETTER: Record<ModoTransporte, string> = { MARITIMO: 'M', AEREO: 'A', TERRESTRE: 'T' };

/** Shipment number `M25-000123`: mode letter, two-digit year of the planned departure, the row id. */
export function numeroPartida(modo: ModoTransporte, etd: Date, id: number): string {
  return `${MODE_LETTER[modo]}${String(etd.getUTCFullYear() % 100).padStart(2, '0')}-${String(id).padStart(6, '0')}`;
}

/** Dossier number `DI25-004512`: I import, E export, A customs, T transit, X cross-trade. */
export function numeroDossier(tipo: string, apertura: Date, id: number): string {
  const letter =
    { IMPORTACION: 'I', EXPORTACION: 'E', ADUANAS: 'A', TRANSITO: 'T', TRIANGULAR: 'X' }[tipo] ?? 'G';
  return `D${letter}${String(apertura.getUTCFullYear() % 100).padStart(2, '0')}-${String(id).padStart(6, '0')}`;
}

/**
 * An EU customs MRN (18 characters): year, country, 6 characters of the office, a 6-digit serial,
 * the procedure letter and a check digit (ISO 6346 weighting over the first 17, as the UCC annex).
 */
export function mrn(year: number, office: string, serial: number, procedure: string): string {
  const first17 = `${String(year % 100).padStart(2, '0')}${office.slice(0, 8)}${String(serial % 1_000_000).padStart(6, '0')}${procedure}`;
  let sum = 0;
  for (let i = 0; i < first17.length; i++) {
    const char = first17[i]!;
    const value = /\d/.test(char) ? Number(char) : (LETTER_VALUES[char] ?? 0);
    sum += value * 2 ** i;
  }
  return `${first17}${(sum % 11) % 10}`;
}
