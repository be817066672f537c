import { describe, expect, it, vi } from 'vitest';
import {
  createFormatter,
  dateInputFormat,
  formatCurrency,
  formatDate,
  formatNumber,
  formatPercent,
  formatTime,
  getLocaleFormat,
} from './format';

const NBSP = '\u00a0';
// 5 January 2026, 15:04 local time: day ≠ month, so the order shows.
const date = new Date(2026, 0, 5, 15, 4);

describe('English (US)', () => {
  it('separates decimals with a period and groups of 3 with a comma', () => {
    expect(formatNumber(1234567.891, 'en-US')).toBe('1,234,567.891');
    expect(formatNumber(-1234.5, 'en-US', { minimumFractionDigits: 2 })).toBe('-1,234.50');
    expect(getLocaleFormat('en-US')).toMatchObject({ decimal: '.', group: ',', groupSize: 3 });
  });
  it('defaults to USD', () => {
    expect(formatCurrency(1234.56, 'en-US')).toBe('$1,234.56');
    expect(formatCurrency(-0.5, 'en-US')).toBe('-$0.50');
  });
  it('starts the week on Sunday, weekend Saturday and Sunday', () => {
    expect(getLocaleFormat('en-US')).toMatchObject({ firstDayOfWeek: 0, weekendDays: [6, 0] });
  });
  it('writes dates month/day/year and a 12-hour clock', () => {
    expect(formatDate(date, 'en-US')).toBe('01/05/2026');
    expect(formatTime(date, 'en-US')).toMatch(/^3:04\sPM$/u);
    expect(dateInputFormat('en-US')).toBe('MM/DD/YYYY');
  });
  it('writes percentages without a space', () => {
    expect(formatPercent(0.125, 'en-US')).toBe('12.5%');
  });
});

describe('Spanish (Panama)', () => {
  it('uses the same separators and group size as en-US', () => {
    expect(formatNumber(1234567.891, 'es-PA')).toBe('1,234,567.891');
  });
  it('shows dollars with the balboa symbol B/.', () => {
    expect(formatCurrency(1234.56, 'es-PA')).toBe(`B/.${NBSP}1,234.56`);
    expect(formatCurrency(1234.56, 'es-PA', 'USD')).toBe(`B/.${NBSP}1,234.56`);
    expect(getLocaleFormat('es-PA').currency).toBe('USD');
  });
  it('puts a non-breaking space before the percent sign', () => {
    expect(formatPercent(0.125, 'es-PA')).toBe(`12.5${NBSP}%`);
  });
  it('starts the week on Sunday and writes month/day/year with a 12-hour clock', () => {
    expect(getLocaleFormat('es-PA')).toMatchObject({ firstDayOfWeek: 0, weekendDays: [6, 0], hour12: true });
    expect(formatDate(date, 'es-PA')).toBe('01/05/2026');
    expect(formatTime(date, 'es-PA')).toMatch(/^3:04\sp\.\s?m\.$/u);
  });
  it('names days and months in Spanish', () => {
    expect(createFormatter('es-PA').longDate(date)).toBe('5 de enero de 2026');
  });
});

describe('Spanish (Spain)', () => {
  it('uses a decimal comma and a grouping dot, also for 4-digit numbers', () => {
    expect(formatNumber(1234567.891, 'es-ES')).toBe('1.234.567,891');
    expect(formatNumber(1234, 'es-ES')).toBe('1.234');
  });
  it('formats euros the Spanish way: 1.234,56 €', () => {
    expect(formatCurrency(1234.56, 'es-ES')).toBe(`1.234,56${NBSP}€`);
    expect(getLocaleFormat('es-ES').currency).toBe('EUR');
  });
  it('starts the week on Monday, weekend Saturday and Sunday', () => {
    expect(getLocaleFormat('es-ES')).toMatchObject({ firstDayOfWeek: 1, weekendDays: [6, 0] });
  });
  it('writes day/month/year and a 24-hour clock', () => {
    expect(formatDate(date, 'es-ES')).toBe('05/01/2026');
    expect(formatTime(date, 'es-ES')).toBe('15:04');
    expect(dateInputFormat('es-ES')).toBe('DD/MM/YYYY');
  });
  it('puts a non-breaking space before the percent sign', () => {
    expect(formatPercent(0.125, 'es-ES')).toBe(`12,5${NBSP}%`);
  });
});

describe('euro and other locales', () => {
  it('shows euros in Spanish formatting whatever the language', () => {
    expect(formatCurrency(1234.56, 'en-US', 'EUR')).toBe(`1.234,56${NBSP}€`);
    expect(formatCurrency(1234.56, 'es-PA', 'EUR')).toBe(`1.234,56${NBSP}€`);
  });
  it('keeps other currencies in the locale format', () => {
    expect(formatCurrency(1234.5, 'en-US', 'GBP')).toBe('£1,234.50');
  });
  it('follows Intl for it, tr, de, fr, nl, pt', () => {
    expect(formatNumber(1234.5, 'de-DE')).toBe('1.234,5');
    expect(getLocaleFormat('de-DE')).toMatchObject({ decimal: ',', firstDayOfWeek: 1, dateOrder: 'DMY' });
    expect(formatDate(date, 'de-DE')).toBe('05.01.2026');
    expect(getLocaleFormat('tr-TR').currency).toBe('TRY');
    expect(formatTime(date, 'fr-FR')).toBe('15:04');
  });
  it('never writes a negative zero', () => {
    expect(formatNumber(-0.0001, 'es-ES', { maximumFractionDigits: 2 })).toBe('0');
  });
  it('starts the week on Sunday in the US and Panama where the browser has no Intl week info', () => {
    // Firefox's Intl.Locale has neither `getWeekInfo` nor `weekInfo`.
    const spies = [
      vi
        .spyOn(Intl.Locale.prototype as unknown as { weekInfo: unknown }, 'weekInfo', 'get')
        .mockReturnValue(undefined),
    ];
    if ('getWeekInfo' in Intl.Locale.prototype)
      spies.push(
        vi
          .spyOn(Intl.Locale.prototype as unknown as { getWeekInfo: () => unknown }, 'getWeekInfo')
          .mockReturnValue(undefined),
      );
    try {
      expect(getLocaleFormat('es-US')).toMatchObject({ firstDayOfWeek: 0, weekendDays: [6, 0] });
      expect(getLocaleFormat('en-PA').firstDayOfWeek).toBe(0);
      // Intl would say Saturday for Egypt: Monday shows the fallback was read.
      expect(getLocaleFormat('ar-EG').firstDayOfWeek).toBe(1);
    } finally {
      for (const spy of spies) spy.mockRestore();
    }
  });
});
