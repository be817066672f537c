import type { TarifaAerea } from '@extranet/sdk';
import { round } from '../../forms/round';

// The figures of an air quote a customer can check by hand (IATA: 6000 cm³ per chargeable kilo,
// chargeable weight rounded up to the next half kilo, the cheaper of a weight's own break and a
// higher break charged at its lower bound, never under the minimum charge).

export const VOLUMETRIC_DIVISOR = 6000;

export interface PieceLine {
  cantidad: number;
  largoCm: number;
  anchoCm: number;
  altoCm: number;
  pesoKg: number;
}

/** Up to the next 0.5 kg; a value on a half kilo stays (float noise such as 44.500000001 too). */
export const roundUpHalfKg = (kg: number): number => Math.ceil(round(kg * 2, 6)) / 2;

/** A piece line as a form holds it while the user types: a number, or '' while the field is empty. */
export interface PieceLineValues {
  uid: string;
  cantidad: number | '';
  largoCm: number | '';
  anchoCm: number | '';
  altoCm: number | '';
  pesoKg: number | '';
}

/** Whole piece lines with every number typed, for the live totals while the user types. */
export const completePieceLines = (lines: readonly PieceLineValues[]): PieceLine[] =>
  lines
    .filter((line) =>
      [line.cantidad, line.largoCm, line.anchoCm, line.altoCm, line.pesoKg].every(
        (n) => n !== '' && Number(n) > 0,
      ),
    )
    .map((line) => ({
      cantidad: Number(line.cantidad),
      largoCm: Number(line.largoCm),
      anchoCm: Number(line.anchoCm),
      altoCm: Number(line.altoCm),
      pesoKg: Number(line.pesoKg),
    }));

/** Live totals of the piece lines, as the server will compute them. */
export function pieceTotals(lines: readonly PieceLine[]) {
  let pieces = 0;
  let grossKg = 0;
  let cm3 = 0;
  for (const line of lines) {
    pieces += line.cantidad;
    grossKg += line.cantidad * line.pesoKg;
    cm3 += line.cantidad * line.largoCm * line.anchoCm * line.altoCm;
  }
  const volumetricKg = cm3 / VOLUMETRIC_DIVISOR;
  return {
    pieces,
    grossKg: round(grossKg, 3),
    volumeM3: round(cm3 / 1_000_000, 3),
    volumetricKg: round(volumetricKg, 2),
    chargeableKg: roundUpHalfKg(Math.max(grossKg, volumetricKg)),
    /** Which weight is charged: the volume when it outweighs the goods. */
    byVolume: volumetricKg > grossKg,
  };
}

/**
 * Why the freight is what it is: the break the chargeable weight falls in and what it would cost
 * there, and — when the quote charged a higher break — what declaring that break saved.
 */
export function breakExplanation(
  quote: Pick<
    TarifaAerea,
    'tramos' | 'pesoTasableKg' | 'importeMinimo' | 'importeFlete' | 'claseTarifa' | 'tramoPesoKg'
  >,
) {
  const rates = quote.tramos ?? [];
  const own = rates.filter((rate) => rate.tramoPesoKg <= quote.pesoTasableKg).at(-1);
  if (!own) return null;
  const atOwnBreak = Math.max(quote.importeMinimo, round(own.tarifaKg * quote.pesoTasableKg, 2));
  const usedHigherBreak =
    quote.claseTarifa === 'Q' && quote.tramoPesoKg !== null && quote.tramoPesoKg > own.tramoPesoKg;
  return {
    ownBreak: own.tramoPesoKg,
    ownRate: own.tarifaKg,
    atOwnBreak,
    saving: usedHigherBreak ? round(atOwnBreak - quote.importeFlete, 2) : 0,
    /** The next break above the weight charged, for a "ship more for less" hint. */
    next:
      rates.find((rate) => rate.tramoPesoKg > Math.max(quote.pesoTasableKg, quote.tramoPesoKg ?? 0)) ?? null,
  };
}
