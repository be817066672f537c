import { DAY_MS, HOUR_MS, MINUTE_MS } from './time';

// Instants written as the API answers them (`2026-01-31T09:30:00.000Z`), as Date#toISOString does,
// about four times faster: V8 formats through its date cache, ~1 µs a date on this machine, and a
// list of 1,000 shipments writes five dates a row (a fifth of the active list's time once its rows
// are read). Exactly toISOString's text for every instant of the years 0000–9999 (a test compares
// every day of them); others (and invalid ones) go to toISOString itself.

const MIN_MS = -62_167_219_200_000; // 0000-01-01T00:00:00.000Z
const MAX_MS = 253_402_300_799_999; // 9999-12-31T23:59:59.999Z

const two = (n: number) => (n < 10 ? `0${n}` : `${n}`);
const three = (n: number) => (n < 10 ? `00${n}` : n < 100 ? `0${n}` : `${n}`);
const four = (n: number) => (n < 10 ? `000${n}` : n < 100 ? `00${n}` : n < 1000 ? `0${n}` : `${n}`);

/** `new Date(ms).toISOString()`, faster. */
export function isoString(ms: number): string {
  const t = Math.trunc(ms) + 0; // as Date's TimeClip (and never -0)
  if (!(t >= MIN_MS && t <= MAX_MS)) return new Date(ms).toISOString();
  const days = Math.floor(t / DAY_MS);
  let rest = t - days * DAY_MS;
  const hours = Math.floor(rest / HOUR_MS);
  rest -= hours * HOUR_MS;
  const minutes = Math.floor(rest / MINUTE_MS);
  rest -= minutes * MINUTE_MS;
  const seconds = Math.floor(rest / 1000);
  const millis = rest - seconds * 1000;
  // Civil date from days since 1970-01-01 (Howard Hinnant's algorithm, proleptic Gregorian).
  const z = days + 719_468;
  const era = Math.floor(z / 146_097);
  const dayOfEra = z - era * 146_097;
  const yearOfEra = Math.floor(
    (dayOfEra -
      Math.floor(dayOfEra / 1460) +
      Math.floor(dayOfEra / 36_524) -
      Math.floor(dayOfEra / 146_096)) /
      365,
  );
  const dayOfYear = dayOfEra - (365 * yearOfEra + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100));
  const shifted = Math.floor((5 * dayOfYear + 2) / 153); // months from March
  const day = dayOfYear - Math.floor((153 * shifted + 2) / 5) + 1;
  const month = shifted < 10 ? shifted + 3 : shifted - 9;
  const year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0);
  return `${four(year)}-${two(month)}-${two(day)}T${two(hours)}:${two(minutes)}:${two(seconds)}.${three(millis)}Z`;
}
