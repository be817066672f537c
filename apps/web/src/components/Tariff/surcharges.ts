import type { RecargoAereo } from '@extranet/sdk';
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** Surcharges the server quotes, by code: their names in the interface language. */
const SURCHARGES: Record<string, MessageDescriptor> = {
  FSC: msg`Fuel surcharge`,
  SSC: msg`Security surcharge`,
  AWC: msg`Air waybill fee`,
};

/** Surcharges charged per kilogram of chargeable weight (the others are per air waybill). */
const PER_KG = new Set(['FSC', 'SSC']);

/**
 * A surcharge line's label: its code and its name chosen by code, in the interface language; the
 * server's own words (English) only for a code this app does not know yet.
 */
export function surchargeLabel(recargo: RecargoAereo, i18n: I18n): string {
  const known = SURCHARGES[recargo.codigo];
  return `${recargo.codigo} · ${known ? i18n._(known) : recargo.descripcion}`;
}

/** The per-kg rate of a weight-based surcharge, or null for a flat one. */
export function surchargeRatePerKg(recargo: RecargoAereo, pesoTasableKg: number): number | null {
  if (!PER_KG.has(recargo.codigo) || pesoTasableKg <= 0) return null;
  return Math.round((recargo.importe / pesoTasableKg) * 100) / 100;
}
