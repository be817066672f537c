import type { HuellaCarbonoPartida, TramoHuellaCarbono } from '@extranet/sdk';
import { describe, expect, it } from 'vitest';
import {
  byLegMode,
  byMonth,
  factorSets,
  factorsUsed,
  footprintTotals,
  periodChange,
  periodMonths,
  previousPeriod,
} from './footprint';

const leg = (overrides: Partial<TramoHuellaCarbono>): TramoHuellaCarbono => {
  const base: TramoHuellaCarbono = {
    id: 1,
    orden: 1,
    modo: 'MARITIMO',
    categoriaFactor: 'Container ship 8000-11999 TEU',
    origen: 'Valencia',
    codigoOrigen: 'ESVLC',
    destino: 'Santos',
    codigoDestino: 'BRSSZ',
    distanciaKm: 8000,
    toneladas: 10,
    toneladasKm: 80_000,
    factorEmisionGCo2eTkm: 10,
    tipoDato: 'MODELADO',
    co2eWttKg: 160,
    co2eTtwKg: 640,
    co2eWtwKg: 800,
  };
  return { ...base, ...overrides };
};

const shipment = (id: number, fecha: string, tramos: TramoHuellaCarbono[]): HuellaCarbonoPartida => {
  const sum = (key: 'co2eWtwKg' | 'co2eWttKg' | 'co2eTtwKg' | 'toneladasKm') =>
    tramos.reduce((total, t) => total + t[key], 0);
  return {
    id,
    numeroPartida: `M26-${id}`,
    idCliente: 1,
    cliente: 'Frutas del Sur S.L.',
    fecha,
    modo: 'MARITIMO',
    origen: 'Valencia',
    destino: 'Santos',
    co2eWtwKg: sum('co2eWtwKg'),
    co2eWttKg: sum('co2eWttKg'),
    co2eTtwKg: sum('co2eTtwKg'),
    toneladasKm: sum('toneladasKm'),
    intensidadGCo2eTkm: (sum('co2eWtwKg') * 1000) / sum('toneladasKm'),
    conjuntoFactores: 'GLEC Framework (ISO 14083:2023)',
    versionFactores: 'v3.1',
    tramos,
  };
};

// A sea shipment with a truck leg to the port, and an air shipment.
const truck = leg({
  modo: 'TERRESTRE',
  categoriaFactor: 'Articulated truck 34-40 t',
  distanciaKm: 100,
  toneladasKm: 1000,
  factorEmisionGCo2eTkm: 80,
  co2eWttKg: 16,
  co2eTtwKg: 64,
  co2eWtwKg: 80,
});
const sea = shipment(1, '2026-03-10T12:00:00Z', [truck, leg({ id: 2, orden: 2 })]);
const air = shipment(2, '2026-05-15T12:00:00Z', [
  leg({
    modo: 'AEREO',
    categoriaFactor: 'Air belly long-haul',
    distanciaKm: 6095,
    toneladas: 1,
    toneladasKm: 6095,
    factorEmisionGCo2eTkm: 608,
    co2eWttKg: 741.152,
    co2eTtwKg: 2964.608,
    co2eWtwKg: 3705.76,
  }),
]);

describe('footprint totals', () => {
  it('adds up well-to-wheel, its split and tonne-km, and weighs the intensity by tonne-km', () => {
    const totals = footprintTotals([sea, air]);
    expect(totals.shipments).toBe(2);
    expect(totals.wtwKg).toBeCloseTo(880 + 3705.76);
    expect(totals.wttKg + totals.ttwKg).toBeCloseTo(totals.wtwKg);
    expect(totals.tonneKm).toBe(81_000 + 6095);
    // g/tkm = kg × 1000 ÷ tkm, not the mean of 10.86 and 608.
    expect(totals.intensity).toBeCloseTo((4585.76 * 1000) / 87_095, 6);
  });

  it('has no intensity when nothing moved', () => {
    expect(footprintTotals([])).toEqual({
      shipments: 0,
      wtwKg: 0,
      wttKg: 0,
      ttwKg: 0,
      tonneKm: 0,
      intensity: null,
    });
  });

  it('splits by the mode of each leg and by month of departure', () => {
    const modes = byLegMode([sea, air]);
    expect(modes.kg).toEqual({ MARITIMO: 800, TERRESTRE: 80, AEREO: 3705.76, FERROCARRIL: 0, FLUVIAL: 0 });
    expect(modes.tonneKm.TERRESTRE).toBe(1000);
    const months = byMonth([sea, air], periodMonths({ from: '2026-03-01', to: '2026-05-31' }));
    expect(months.map((m) => m.month)).toEqual(['2026-03', '2026-04', '2026-05']);
    expect(months[0]!.kg.MARITIMO).toBe(800);
    expect(months[1]!.kg).toEqual({ MARITIMO: 0, TERRESTRE: 0, AEREO: 0, FERROCARRIL: 0, FLUVIAL: 0 });
    expect(months[2]!.kg.AEREO).toBeCloseTo(3705.76);
  });

  it('lists the factors used with their distances, biggest emitter first', () => {
    const again = shipment(3, '2026-03-20T12:00:00Z', [
      leg({ distanciaKm: 9000, toneladasKm: 90_000, co2eWtwKg: 900 }),
    ]);
    const uses = factorsUsed([sea, air, again]);
    expect(uses.map((u) => [u.modo, u.factor, u.legs])).toEqual([
      ['AEREO', 608, 1],
      ['MARITIMO', 10, 2],
      ['TERRESTRE', 80, 1],
    ]);
    expect(uses[1]).toMatchObject({
      distanceKm: 17_000,
      minKm: 8000,
      maxKm: 9000,
      tonneKm: 170_000,
      wtwKg: 1700,
    });
    expect(factorSets([sea, air])).toEqual([
      { name: 'GLEC Framework (ISO 14083:2023)', version: 'v3.1', shipments: 2 },
    ]);
  });
});

describe('months of a period', () => {
  it('lists every month a period touches, across the new year', () => {
    expect(periodMonths({ from: '2025-11-20', to: '2026-02-03' })).toEqual([
      '2025-11',
      '2025-12',
      '2026-01',
      '2026-02',
    ]);
    expect(periodMonths({ from: '2026-03-05', to: '2026-03-06' })).toEqual(['2026-03']);
    expect(periodMonths({ from: 'bad', to: '2026-03-06' })).toEqual([]);
  });
});

describe('period over period', () => {
  it('compares with the days just before, of the same length', () => {
    expect(previousPeriod({ from: '2026-03-01', to: '2026-03-31' })).toEqual({
      from: '2026-01-29',
      to: '2026-02-28',
    });
    expect(previousPeriod({ from: '2026-01-01', to: '2026-12-31' })).toEqual({
      from: '2025-01-01',
      to: '2025-12-31',
    });
    expect(previousPeriod({ from: '2026-11-25', to: '2026-11-25' })).toEqual({
      from: '2026-11-24',
      to: '2026-11-24',
    });
  });

  it('gives the change as a difference and a ratio, none when there was nothing before', () => {
    expect(periodChange(120, 100)).toEqual({ delta: 20, ratio: 0.2 });
    expect(periodChange(75, 100)).toEqual({ delta: -25, ratio: -0.25 });
    expect(periodChange(50, 0)).toEqual({ delta: 50, ratio: null });
  });
});
