// Periods of the list screens, as calendar days in the user's time zone (`YYYY-MM-DD`), the form the
// URL carries (`?from=2026-01-01&to=2026-03-31`). Pure and small: route `validateSearch` functions
// import it, and they sit in the initial bundle.

import { DAY_MS } from '../../lib/time';

/**
 * The longest period the server accepts, in days (`MAX_DIAS_PERIODO` of `@extranet/sdk/schemas`; a
 * test keeps the two equal — importing the SDK here would pull its schemas into the initial bundle).
 */
export const MAX_PERIOD_DAYS = 366;

/** A range of calendar days, both ends included. */
export interface Period {
  from: string;
  to: string;
}

export const PERIOD_PRESETS = ['7d', '30d', '90d', 'thisMonth', 'lastMonth', 'thisYear'] as const;
export type PeriodPreset = (typeof PERIOD_PRESETS)[number];

/** Why a period from a URL cannot be used. */
export type PeriodProblem = 'invalid' | 'reversed' | 'too-long';

const DAY_RE = /^(\d{4})-(\d{2})-(\d{2})$/;
const pad = (n: number) => String(n).padStart(2, '0');

/** `YYYY-MM-DD` of a local date. */
export const toDay = (date: Date): string =>
  `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;

/** The local midnight of a `YYYY-MM-DD` day; undefined for anything else, 2026-02-30 included. */
export function parseDay(day: unknown): Date | undefined {
  if (typeof day !== 'string') return undefined;
  const match = DAY_RE.exec(day);
  if (!match) return undefined;
  const [year, month, date] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const value = new Date(year, month - 1, date);
  const calendar = value.getFullYear() === year && value.getMonth() === month - 1 && value.getDate() === date;
  return calendar && year >= 1900 ? value : undefined;
}

const addDays = (date: Date, days: number) =>
  new Date(date.getFullYear(), date.getMonth(), date.getDate() + days);

/** Days covered, both ends included (calendar days, so a change of daylight-saving time is no matter). */
export function periodDays({ from, to }: Period): number {
  const start = parseDay(from);
  const end = parseDay(to);
  if (!start || !end) return Number.NaN;
  return (
    Math.round(
      (Date.UTC(end.getFullYear(), end.getMonth(), end.getDate()) -
        Date.UTC(start.getFullYear(), start.getMonth(), start.getDate())) /
        DAY_MS,
    ) + 1
  );
}

/**
 * The period a list shows for its URL's `from`/`to`: those days when both are given, else the
 * screen's default — a preset, or null (`'active'`) where the list has an "open records" call.
 */
export function periodOfSearch(
  search: { from?: string; to?: string },
  fallback: PeriodPreset | 'active',
  today: Date = new Date(),
): Period | null {
  if (search.from && search.to) return { from: search.from, to: search.to };
  return fallback === 'active' ? null : presetPeriod(fallback, today);
}

/** The range of a preset on the day `today`. */
export function presetPeriod(preset: PeriodPreset, today: Date = new Date()): Period {
  const y = today.getFullYear();
  const m = today.getMonth();
  switch (preset) {
    case '7d':
    case '30d':
    case '90d':
      return { from: toDay(addDays(today, 1 - Number.parseInt(preset, 10))), to: toDay(today) };
    case 'thisMonth':
      return { from: toDay(new Date(y, m, 1)), to: toDay(today) };
    case 'lastMonth':
      return { from: toDay(new Date(y, m - 1, 1)), to: toDay(new Date(y, m, 0)) };
    case 'thisYear':
      return { from: toDay(new Date(y, 0, 1)), to: toDay(today) };
  }
}

/** The preset a period equals today, if any. */
export function presetOf(period: Period, today: Date = new Date()): PeriodPreset | undefined {
  return PERIOD_PRESETS.find((preset) => {
    const candidate = presetPeriod(preset, today);
    return candidate.from === period.from && candidate.to === period.to;
  });
}

/** Whether the server would take this period, and why not. */
export function checkPeriod(period: Partial<Period>): PeriodProblem | undefined {
  if (!parseDay(period.from) || !parseDay(period.to)) return 'invalid';
  const days = periodDays(period as Period);
  if (days < 1) return 'reversed';
  if (days > MAX_PERIOD_DAYS) return 'too-long';
  return undefined;
}

/** The arguments of a "…Periodo" call: from the first day's local midnight to the end of the last. */
export function periodQuery({ from, to }: Period): { fechainicio: string; fechafin: string } {
  const start = parseDay(from) ?? new Date(Number.NaN);
  const end = addDays(parseDay(to) ?? new Date(Number.NaN), 1);
  return { fechainicio: start.toISOString(), fechafin: new Date(end.getTime() - 1).toISOString() };
}

/** The last day a range starting at `from` may end on. */
export const lastAllowedDay = (from: Date): Date => addDays(from, MAX_PERIOD_DAYS - 1);
export const firstAllowedDay = (to: Date): Date => addDays(to, 1 - MAX_PERIOD_DAYS);
