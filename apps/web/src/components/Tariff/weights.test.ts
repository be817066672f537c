import { describe, expect, it } from 'vitest';
import { breakExplanation, pieceTotals, roundUpHalfKg } from './weights';

const piece = (cantidad: number, largoCm: number, anchoCm: number, altoCm: number, pesoKg: number) => ({
  cantidad,
  largoCm,
  anchoCm,
  altoCm,
  pesoKg,
});

describe('chargeable weight', () => {
  it('rounds up to the next half kilo, and leaves a half kilo as it is', () => {
    expect(roundUpHalfKg(44.01)).toBe(44.5);
    expect(roundUpHalfKg(44.5)).toBe(44.5);
    expect(roundUpHalfKg(44.500000001)).toBe(44.5);
    expect(roundUpHalfKg(44.51)).toBe(45);
    expect(roundUpHalfKg(0.2)).toBe(0.5);
  });

  it('charges the volume when it outweighs the goods (L×W×H/6000 per piece)', () => {
    // 2 × 100×80×60 cm = 960,000 cm³ → 160 kg volumetric against 2 × 30 kg gross.
    expect(pieceTotals([piece(2, 100, 80, 60, 30)])).toEqual({
      pieces: 2,
      grossKg: 60,
      volumeM3: 0.96,
      volumetricKg: 160,
      chargeableKg: 160,
      byVolume: true,
    });
    // 50×40×30 cm = 10 kg volumetric against 95 kg: the goods are charged.
    expect(pieceTotals([piece(1, 50, 40, 30, 95)])).toMatchObject({ chargeableKg: 95, byVolume: false });
  });
});

describe('breakExplanation', () => {
  const tramos = [
    { tramoPesoKg: 0, tarifaKg: 3.44 },
    { tramoPesoKg: 45, tarifaKg: 2.75 },
    { tramoPesoKg: 100, tarifaKg: 2.34 },
    { tramoPesoKg: 300, tarifaKg: 2.06 },
  ] as const;

  it('shows the saving when the next break up was cheaper (95 kg charged as 100 kg)', () => {
    expect(
      breakExplanation({
        tramos: [...tramos],
        pesoTasableKg: 95,
        importeMinimo: 75,
        importeFlete: 234,
        claseTarifa: 'Q',
        tramoPesoKg: 100,
      }),
    ).toEqual({
      ownBreak: 45,
      ownRate: 2.75,
      atOwnBreak: 261.25,
      saving: 27.25,
      next: { tramoPesoKg: 300, tarifaKg: 2.06 },
    });
  });

  it('has no saving at the weight’s own break, and the minimum charge under it', () => {
    expect(
      breakExplanation({
        tramos: [...tramos],
        pesoTasableKg: 10,
        importeMinimo: 75,
        importeFlete: 75,
        claseTarifa: 'M',
        tramoPesoKg: null,
      }),
    ).toMatchObject({ ownBreak: 0, atOwnBreak: 75, saving: 0, next: { tramoPesoKg: 45 } });
  });

  it('says nothing without a rate table (an older server)', () => {
    expect(
      breakExplanation({
        pesoTasableKg: 10,
        importeMinimo: 75,
        importeFlete: 75,
        claseTarifa: 'M',
        tramoPesoKg: null,
      }),
    ).toBeNull();
  });
});
