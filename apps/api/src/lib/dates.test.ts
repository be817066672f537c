import { describe, expect, it } from 'vitest';
import { isoString } from './dates';
import { DAY_MS } from './time';

describe('isoString', () => {
  it('writes what toISOString writes: every day of 1900–2199, every 13th of the years 0000–9999', () => {
    const wrong: number[] = [];
    const check = (ms: number) => {
      if (isoString(ms) !== new Date(ms).toISOString()) wrong.push(ms);
    };
    let i = 0;
    const timeOfDay = () => (i++ * 7_919_017) % DAY_MS; // a different time of day each time
    for (let day = Date.UTC(1900, 0, 1); day < Date.UTC(2200, 0, 1); day += DAY_MS) check(day + timeOfDay());
    for (let day = -62_167_219_200_000; day <= 253_402_300_799_999; day += 13 * DAY_MS)
      check(day + timeOfDay());
    expect(wrong).toEqual([]);
  });

  it('truncates fractions of a millisecond and falls back to toISOString out of its range', () => {
    for (const ms of [
      0,
      -0,
      -1,
      1,
      -0.5,
      0.5,
      -1.5,
      1.999,
      1e12 + 0.999,
      -62_167_219_200_001,
      253_402_300_800_000,
      8.64e15,
    ]) {
      expect(isoString(ms), String(ms)).toBe(new Date(ms).toISOString());
    }
    expect(() => isoString(Number.NaN)).toThrow(RangeError);
  });
});
