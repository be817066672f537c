import { describe, expect, it } from 'vitest';
import { DAY_MS, daysBetween, HOUR_MS } from './time';

describe('lengths of time', () => {
  it('are milliseconds', () => {
    expect(HOUR_MS).toBe(3_600_000);
    expect(DAY_MS).toBe(86_400_000);
  });
});

describe('daysBetween', () => {
  it('counts calendar days, across a month end and a daylight-saving change', () => {
    expect(daysBetween('2026-03-10', '2026-03-10')).toBe(0);
    expect(daysBetween('2026-02-28', '2026-03-01')).toBe(1);
    expect(daysBetween('2026-03-28', '2026-03-30')).toBe(2);
    expect(daysBetween('2026-03-11', '2026-03-10')).toBe(-1);
  });
});
