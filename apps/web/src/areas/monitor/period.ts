// Kept apart from the screen: the route's loader (main bundle) needs only this.
import { type Period, periodQuery, presetPeriod } from '../../components/Period/period';

/** The monitor's period when the URL names none: the last 30 days, today included. */
export const MONITOR_DEFAULT_PRESET = '30d' as const;

/** The monitor's period: the URL's `from`/`to` when both are there, else the last 30 days. */
export function monitorPeriodOf(search: { from?: string; to?: string }, today: Date = new Date()): Period {
  return search.from && search.to
    ? { from: search.from, to: search.to }
    : presetPeriod(MONITOR_DEFAULT_PRESET, today);
}

/**
 * The monitor calls' arguments: from the first day's local midnight to the end of the last, so the
 * default stays the same all day (one cache entry).
 */
export function monitorPeriod(
  now: Date = new Date(),
  search: { from?: string; to?: string } = {},
): { fechainicio: string; fechafin: string } {
  return periodQuery(monitorPeriodOf(search, now));
}
