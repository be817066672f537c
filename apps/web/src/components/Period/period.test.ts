import { MAX_DIAS_PERIODO } from '@extranet/sdk/schemas';
import { describe, expect, it } from 'vitest';
import {
  checkPeriod,
  MAX_PERIOD_DAYS,
  parseDay,
  periodDays,
  periodOfSearch,
  periodQuery,
  presetOf,
  presetPeriod,
} from './period';

const today = new Date(2026, 10, 25, 15, 30); // 25 Nov 2026, afternoon

describe('periods', () => {
  it('keeps the same limit as the server', () => {
    expect(MAX_PERIOD_DAYS).toBe(MAX_DIAS_PERIODO);
  });

  it('reads calendar days only', () => {
    expect(parseDay('2026-02-28')).toEqual(new Date(2026, 1, 28));
    expect(parseDay('2026-02-30')).toBeUndefined();
    expect(parseDay('2026-13-01')).toBeUndefined();
    expect(parseDay('26-01-01')).toBeUndefined();
    expect(parseDay(20260101)).toBeUndefined();
  });

  it('gives each preset its days, today included', () => {
    expect(presetPeriod('7d', today)).toEqual({ from: '2026-11-19', to: '2026-11-25' });
    expect(presetPeriod('30d', today)).toEqual({ from: '2026-10-27', to: '2026-11-25' });
    expect(presetPeriod('thisMonth', today)).toEqual({ from: '2026-11-01', to: '2026-11-25' });
    expect(presetPeriod('lastMonth', today)).toEqual({ from: '2026-10-01', to: '2026-10-31' });
    expect(presetPeriod('thisYear', today)).toEqual({ from: '2026-01-01', to: '2026-11-25' });
    expect(presetOf({ from: '2026-08-28', to: '2026-11-25' }, today)).toBe('90d');
    expect(presetOf({ from: '2026-08-27', to: '2026-11-25' }, today)).toBeUndefined();
  });

  it('accepts up to 366 days and says what is wrong otherwise', () => {
    expect(checkPeriod({ from: '2024-01-01', to: '2024-12-31' })).toBeUndefined(); // leap year: 366 days
    expect(periodDays({ from: '2024-01-01', to: '2024-12-31' })).toBe(366);
    expect(checkPeriod({ from: '2024-01-01', to: '2025-01-01' })).toBe('too-long');
    expect(checkPeriod({ from: '2026-03-02', to: '2026-03-01' })).toBe('reversed');
    expect(checkPeriod({ from: '2026-03-01', to: '2026-03-01' })).toBeUndefined();
    expect(checkPeriod({ from: '2026-02-30', to: '2026-03-01' })).toBe('invalid');
    expect(checkPeriod({ from: '2026-01-01' })).toBe('invalid');
  });

  it('asks the server for the whole of both days', () => {
    const { fechainicio, fechafin } = periodQuery({ from: '2026-03-01', to: '2026-03-31' });
    expect(new Date(fechainicio)).toEqual(new Date(2026, 2, 1));
    expect(new Date(fechafin)).toEqual(new Date(2026, 2, 31, 23, 59, 59, 999));
  });

  it("a list's period: the URL's days, else its preset, else none for the open records", () => {
    expect(periodOfSearch({ from: '2026-01-01', to: '2026-03-31' }, '30d', today)).toEqual({
      from: '2026-01-01',
      to: '2026-03-31',
    });
    expect(periodOfSearch({ from: '2026-01-01' }, '30d', today)).toEqual(presetPeriod('30d', today));
    expect(periodOfSearch({}, 'active', today)).toBeNull();
  });
});
