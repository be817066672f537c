// Lengths of time in milliseconds, the unit of Date arithmetic: one definition for the web app (the
// server has its own in apps/api/src/lib/time.ts).

export const SECOND_MS = 1_000;
export const MINUTE_MS = 60 * SECOND_MS;
export const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;

/** Whole calendar days from one `YYYY-MM-DD` day to another (negative when `to` comes first). */
export function daysBetween(from: string, to: string): number {
  return Math.round(
    (Date.parse(`${to.slice(0, 10)}T00:00:00Z`) - Date.parse(`${from.slice(0, 10)}T00:00:00Z`)) / DAY_MS,
  );
}
