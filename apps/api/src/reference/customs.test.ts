import { describe, expect, it } from 'vitest';
import { customsProvince } from './customs';
import { AIRPORTS, ROAD_CITIES, SEA_PORTS } from './geo';

describe('customs provinces', () => {
  it('names the province of every Spanish port, airport and road city', () => {
    const places = [
      ...SEA_PORTS.filter((p) => p.country === 'ES').map((p) => p.locode),
      ...ROAD_CITIES.filter((c) => c.country === 'ES').map((c) => c.locode),
      ...AIRPORTS.filter((a) => a.country === 'ES').map((a) => a.iata),
    ];
    expect(places.length).toBeGreaterThan(20);
    for (const place of places) expect(customsProvince(place), place).toMatch(/^\d{2}$/);
    expect(customsProvince('ESALG')).toBe('11');
    expect(customsProvince('NLRTM')).toBeUndefined();
  });
});
