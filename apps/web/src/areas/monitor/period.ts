// Kept apart from the screen: the route's loader (main bundle) needs only this.

/** Days the dashboard covers, today included. */
export const MONITOR_DAYS = 30;

/** The last 30 days, from local midnight to the end of today: stable all day, so one cache entry. */
export function monitorPeriod(now: Date = new Date()): { fechainicio: string; fechafin: string } {
  const start = new Date(now.getFullYear(), now.getMonth(), now.getDate() - (MONITOR_DAYS - 1));
  const end = new Date(now.getFullYear(), now.getMonth(), now.getDate(), 23, 59, 59, 999);
  return { fechainicio: start.toISOString(), fechafin: end.toISOString() };
}
