import { describe, expect, it } from 'vitest';
import { cargoTotals, loadingMetres } from './cargo';

const pallet = { cantidad: 10, largoCm: 120, anchoCm: 80, altoCm: 150, pesoKg: 400 } as const;

describe('loading metres', () => {
  it('is the floor the packages take over the 2.4 m trailer width', () => {
    // 10 EUR pallets: 10 × 1.2 × 0.8 = 9.6 m² → 4 LDM.
    expect(loadingMetres([pallet])).toBe(4);
    // 33 EUR pallets fill a 13.6 m trailer (13.2 LDM).
    expect(loadingMetres([{ ...pallet, cantidad: 33 }])).toBe(13.2);
    expect(loadingMetres([pallet, { ...pallet, cantidad: 2, largoCm: 120, anchoCm: 100 }])).toBe(5);
  });

  it('counts a line still being typed as nothing', () => {
    expect(loadingMetres([{ ...pallet, anchoCm: '' }])).toBe(0);
    expect(loadingMetres([])).toBe(0);
  });
});

describe('cargo totals', () => {
  it('adds packages, weight and volume; road gets loading metres and 333 kg/m³', () => {
    const totals = cargoTotals(
      [pallet, { cantidad: 4, largoCm: 60, anchoCm: 40, altoCm: 40, pesoKg: 12.5 }],
      'TERRESTRE_LTL',
    );
    expect(totals).toEqual({
      packages: 14,
      grossKg: 4050,
      volumeM3: 14.784,
      loadingMetres: 4.4,
      trailerShare: 0.3235,
      // 14.784 m³ × 333 = 4923.07 kg outweighs 4050 kg.
      chargeableKg: 4923.07,
      byVolume: true,
    });
  });

  it('at sea: W/M (1 m³ = 1 t), no loading metres; full loads have no chargeable weight', () => {
    const lcl = cargoTotals([pallet], 'MARITIMO_LCL');
    expect(lcl.loadingMetres).toBeNull();
    expect(lcl.volumeM3).toBe(14.4);
    expect(lcl.chargeableKg).toBe(14400);
    expect(lcl.byVolume).toBe(true);
    expect(cargoTotals([pallet], 'MARITIMO_FCL').chargeableKg).toBeNull();
    expect(cargoTotals([pallet], 'TERRESTRE_FTL')).toMatchObject({ chargeableKg: null, loadingMetres: 4 });
  });

  it('ignores blanks and negative numbers', () => {
    expect(
      cargoTotals([{ cantidad: '', largoCm: 100, anchoCm: 100, altoCm: 100, pesoKg: -4 }], ''),
    ).toMatchObject({ packages: 0, grossKg: 0, volumeM3: 0 });
  });
});
