import { describe, expect, it } from 'vitest';
import { EMISSION_FACTORS } from '../reference/emission-factors';
import { computeFootprint, defaultFactorKey, expandLegs, storeLegs } from './huellaCarbono';
import {
  awbNumber,
  containerNumber,
  iso6346CheckDigit,
  isValidAwb,
  isValidContainerNumber,
  mrn,
  numeroPartida,
} from './identificadores';
import { chargeableWeightKg } from './partidas-build';
import { buildTimeline, expandMilestones } from './partidas-timeline';

describe('identifiers', () => {
  it('computes ISO 6346 check digits (CSQU 305438 → 3, the standard example)', () => {
    expect(iso6346CheckDigit('CSQU305438')).toBe(3);
    expect(containerNumber('CSQU', 305438)).toBe('CSQU3054383');
    expect(isValidContainerNumber('CSQU3054383')).toBe(true);
    expect(isValidContainerNumber('CSQU3054384')).toBe(false);
    expect(isValidContainerNumber('CSQ3054383')).toBe(false);
  });

  it('writes AWB numbers whose last digit is the serial modulo 7', () => {
    expect(awbNumber('075', 1234567)).toBe('075-12345675'); // 1,234,567 mod 7 = 5
    expect(isValidAwb('075-12345675')).toBe(true);
    expect(isValidAwb('075-12345674')).toBe(false);
  });

  it('numbers shipments by mode, year of departure and id, and MRNs in 18 characters', () => {
    expect(numeroPartida('MARITIMO', new Date('2025-03-01T00:00:00Z'), 123)).toBe('M25-000123');
    expect(numeroPartida('TERRESTRE', new Date('2026-01-01T00:00:00Z'), 9)).toBe('T26-000009');
    expect(mrn(2026, 'ES004611', 123, 'A')).toMatch(/^26ES004611000123A\d$/);
  });
});

describe('chargeable weight', () => {
  it('uses 1 m³ = 166.67 kg by air, 1 t by sea, 333 kg by road, rounded up to 0.5 kg', () => {
    expect(chargeableWeightKg('AEREO', 100, 1)).toBe(167); // 166.67 → 167.0
    expect(chargeableWeightKg('AEREO', 100.2, 0.1)).toBe(100.5);
    expect(chargeableWeightKg('MARITIMO', 18_000, 28.8)).toBe(28_800);
    expect(chargeableWeightKg('TERRESTRE', 1000, 2)).toBe(1000);
  });
});

describe('carbon footprint', () => {
  const valencia = { codigo: 'ESVLC', nombre: 'Valencia', lat: 39.44, lon: -0.32, basin: 'MED' as const };
  const shanghai = { codigo: 'CNSHA', nombre: 'Shanghai', lat: 30.63, lon: 122.07, basin: 'ASIA' as const };
  it('chooses factors by mode, haul and load', () => {
    expect(defaultFactorKey('AEREO', 1200, 1)).toBe('AIR_SHORT_HAUL');
    expect(defaultFactorKey('AEREO', 9000, 1)).toBe('AIR_BELLY_LONG_HAUL');
    expect(defaultFactorKey('MARITIMO', 15_000, 20)).toBe('SEA_DEEP_SEA_LARGE');
    expect(defaultFactorKey('MARITIMO', 900, 20)).toBe('SEA_SHORT_SEA');
    expect(defaultFactorKey('TERRESTRE', 500, 12)).toBe('ROAD_ARTICULATED_FTL');
    expect(defaultFactorKey('TERRESTRE', 500, 2)).toBe('ROAD_RIGID_LTL');
  });

  it('keeps WTT + TTW = WTW in every factor', () => {
    for (const factor of Object.values(EMISSION_FACTORS)) {
      expect(Math.round((factor.wttGTkm + factor.ttwGTkm) * 10) / 10).toBe(factor.wtwGTkm);
    }
  });

  it('computes a sea leg with the basin detour (Valencia → Shanghai, Suez: × 1.5)', () => {
    // Great circle 10,213 km × 1.5 = 15,320 km; 20 t → 306,400 tkm × 12.5 g = 3,830 kg WTW.
    const footprint = computeFootprint([{ modo: 'MARITIMO', origen: valencia, destino: shanghai }], 20_000);
    const [leg] = footprint.tramos;
    expect(leg!.distanciaKm).toBe(15_320);
    expect(leg!.toneladasKm).toBe(306_400);
    expect(leg!.factorEmisionGCo2eTkm).toBe(12.5);
    expect(footprint.co2eWtwKg).toBe(3830);
    expect(footprint.co2eWttKg + footprint.co2eTtwKg).toBeCloseTo(3830, 2);
    expect(expandLegs(storeLegs(footprint))).toEqual(footprint.tramos);
  });
});

describe('shipment timeline', () => {
  const base = {
    modo: 'AEREO' as const,
    originPlace: 'Madrid (MAD)',
    destinationPlace: 'New York (JFK)',
    bookedAt: new Date('2026-01-01T08:00:00Z'),
    plannedDeparture: new Date('2026-01-05T10:00:00Z'),
    plannedArrival: new Date('2026-01-05T20:00:00Z'),
  };
  const at = (iso: string) => new Date(iso);

  it('derives the status from the milestones that happened', () => {
    expect(buildTimeline(base, at('2026-01-02T00:00:00Z')).estado).toBe('RESERVADA');
    expect(buildTimeline(base, at('2026-01-05T08:00:00Z')).estado).toBe('EN_ORIGEN');
    const inTransit = buildTimeline(base, at('2026-01-05T15:00:00Z'));
    expect(inTransit.estado).toBe('EN_TRANSITO');
    expect(inTransit.atd).toEqual(base.plannedDeparture);
    expect(inTransit.ata).toBeNull();
    expect(buildTimeline(base, at('2026-01-06T00:00:00Z')).estado).toBe('EN_DESTINO');
    expect(buildTimeline(base, at('2026-01-10T00:00:00Z')).estado).toBe('ENTREGADA');
    expect(buildTimeline({ ...base, cancelled: true }, at('2026-01-10T00:00:00Z')).estado).toBe('CANCELADA');
  });

  it('moves estimates with delays and reports the arrival delay in hours', () => {
    const late = buildTimeline({ ...base, departureDelayH: 5, arrivalDelayH: 7 }, at('2026-01-05T12:00:00Z'));
    expect(late.estado).toBe('EN_ORIGEN');
    expect(late.etd).toEqual(at('2026-01-05T15:00:00Z'));
    expect(late.eta).toEqual(at('2026-01-06T03:00:00Z'));
    expect(late.retrasoHoras).toBe(7);
    const hitos = expandMilestones(late.hitos, {
      modo: 'AEREO',
      lcl: false,
      originPlace: base.originPlace,
      destinationPlace: base.destinationPlace,
    });
    expect(hitos.map((h) => h.codigo)).toEqual([
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
    ]);
    const dep = hitos.find((h) => h.codigo === 'DEP')!;
    expect(dep).toMatchObject({
      lugar: 'Madrid (MAD)',
      planificada: '2026-01-05T10:00:00.000Z',
      estimada: '2026-01-05T15:00:00.000Z',
      real: null,
    });
    expect(hitos.find((h) => h.codigo === 'ARR')!.lugar).toBe('New York (JFK)');
  });
});
