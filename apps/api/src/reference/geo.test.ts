import { describe, expect, it } from 'vitest';
import { resolvePlace } from '../domain/partidas';
import {
  AIRLINES,
  AIRPORTS,
  buildTrackingUrl,
  COUNTRIES,
  countryByCode,
  greatCircleKm,
  HOME_CARRIERS,
  ROAD_CITIES,
  ROAD_HAULIERS,
  SEA_DETOUR_FACTORS,
  SEA_PORTS,
  SHIPPING_LINES,
  seaDetourFactor,
} from './geo';
import { PERFIL_GENERICO, PERFILES } from './trade-profiles';

describe('reference data', () => {
  it('has unique, well-formed codes whose countries are listed', () => {
    const unique = (codes: string[]) => expect(new Set(codes).size).toBe(codes.length);
    unique(SEA_PORTS.map((p) => p.locode));
    unique(AIRPORTS.map((a) => a.iata));
    unique(ROAD_CITIES.map((c) => c.locode));
    unique(AIRLINES.map((a) => a.awbPrefix));
    for (const p of [...SEA_PORTS, ...ROAD_CITIES]) {
      expect(p.locode).toMatch(/^[A-Z]{2}[A-Z2-9]{3}$/);
      expect(p.locode.slice(0, 2)).toBe(p.country);
    }
    for (const place of [...SEA_PORTS, ...AIRPORTS, ...ROAD_CITIES]) {
      expect(countryByCode(place.country), place.country).toBeDefined();
      expect(Math.abs(place.lat)).toBeLessThanOrEqual(90);
      expect(Math.abs(place.lon)).toBeLessThanOrEqual(180);
    }
    expect(COUNTRIES.length).toBeGreaterThan(30);
    expect(SEA_PORTS.length).toBeGreaterThanOrEqual(40);
    expect(AIRPORTS.length).toBeGreaterThanOrEqual(40);
    expect(ROAD_CITIES.length).toBeGreaterThanOrEqual(30);
  });

  it('names only listed carriers and countries as home carriers', () => {
    const known = {
      airlines: new Set(AIRLINES.map((a) => a.iata)),
      roadHauliers: new Set(ROAD_HAULIERS.map((h) => h.code)),
    };
    for (const kind of ['airlines', 'roadHauliers'] as const) {
      for (const [country, codes] of Object.entries(HOME_CARRIERS[kind])) {
        if (country !== '*') expect(countryByCode(country), country).toBeDefined();
        for (const code of codes) expect(known[kind].has(code), `${kind} ${code}`).toBe(true);
      }
    }
    expect(AIRLINES.some((a) => a.hub)).toBe(true);
  });

  it('lists the home country of every carrier', () => {
    for (const carrier of [...AIRLINES, ...ROAD_HAULIERS]) {
      expect(countryByCode(carrier.country), `${carrier.name}: ${carrier.country}`).toBeDefined();
    }
  });

  it('measures great-circle distances (Madrid–New York ≈ 5,760 km)', () => {
    const mad = AIRPORTS.find((a) => a.iata === 'MAD')!;
    const jfk = AIRPORTS.find((a) => a.iata === 'JFK')!;
    expect(greatCircleKm(mad, jfk)).toBeCloseTo(5762.5, 0);
    expect(greatCircleKm(mad, mad)).toBe(0);
  });

  it('keys the sea detour table by sorted basin pairs', () => {
    for (const key of Object.keys(SEA_DETOUR_FACTORS)) {
      const [a, b] = key.split('-') as [string, string];
      expect(a < b, key).toBe(true);
    }
    expect(seaDetourFactor('MED', 'ASIA')).toBe(seaDetourFactor('ASIA', 'MED'));
    expect(seaDetourFactor('MED', 'MED')).toBe(1.15);
  });

  it('fills tracking templates; AWB templates get prefix and serial', () => {
    for (const carrier of [...SHIPPING_LINES, ...AIRLINES, ...ROAD_HAULIERS]) {
      const url = buildTrackingUrl(carrier.trackingUrl, '075-12345675');
      expect(() => new URL(url)).not.toThrow();
      expect(url).not.toMatch(/[{}]/);
    }
    expect(buildTrackingUrl('https://x.example/t?awb={prefix}-{serial}', '075-12345675')).toBe(
      'https://x.example/t?awb=075-12345675',
    );
    expect(buildTrackingUrl('https://x.example/{ref}', 'MAEU 123')).toBe('https://x.example/MAEU%20123');
  });

  it('resolves every place of the trade profiles', () => {
    for (const profile of [...Object.values(PERFILES), PERFIL_GENERICO]) {
      if (profile.ciudad) expect(() => resolvePlace('TERRESTRE', profile.ciudad!)).not.toThrow();
      for (const ruta of profile.rutas) {
        for (const code of [...ruta.origenes, ...ruta.destinos])
          expect(() => resolvePlace(ruta.modo, code), code).not.toThrow();
      }
    }
  });
});
