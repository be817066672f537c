// Number, currency and date formats: Intl does the work, for en-US, es-PA, es-ES (spec §9) and the
// locales of it, tr, de, fr, nl, pt alike. This module adds only what Intl does not know or does
// differently from the spec, each noted where it is applied:
// - the currency of amounts that come without one (Intl has no region → currency table);
// - Panama writes the dollar with the balboa's symbol `B/.`;
// - euros are always written the Spanish way (`1.234,56 €`), whatever the interface language;
// - es-PA puts a non-breaking space before `%`;
// - 4-digit numbers are grouped in every locale (ICU's Spanish writes `1234`);
// - the week's first day where a browser's Intl cannot tell it (no `Intl.Locale` week info).

const NBSP = '\u00a0';

export type DateOrder = 'MDY' | 'DMY' | 'YMD';

/** A locale's rules, for what takes them apart: date pickers, Excel formats, number inputs. */
export interface LocaleFormat {
  /** BCP 47 tag used for names (months, days, day periods). */
  locale: string;
  decimal: string;
  group: string;
  groupSize: number;
  /** Currency of amounts that come without one. */
  currency: string;
  /** 0 = Sunday … 6 = Saturday (Mantine's numbering). */
  firstDayOfWeek: number;
  weekendDays: number[];
  dateOrder: DateOrder;
  dateSeparator: string;
  hour12: boolean;
}

/** Currency by region where it is not the euro: the US and Panama use the dollar (spec §9), Turkey the lira. */
const CURRENCY_BY_REGION: Record<string, string> = { US: 'USD', PA: 'USD', TR: 'TRY' };
const DEFAULT_CURRENCY = 'EUR';
/** The euro is shown in Spanish formatting, whatever the interface language. */
const EURO_FORMAT = 'es-ES';
/** Regions whose week starts on Sunday, for browsers whose Intl has no week info (spec §9: en-US, es-PA). */
const SUNDAY_FIRST_REGIONS = new Set(['US', 'PA']);

/** One value per key, built on first use: Intl formatters cost far more to build than to use. */
function memo<T>(cache: Map<string, T>, key: string, build: () => T): T {
  let value = cache.get(key);
  if (value === undefined) {
    value = build();
    cache.set(key, value);
  }
  return value;
}

const rulesCache = new Map<string, LocaleFormat>();
const numberFormats = new Map<string, Intl.NumberFormat>();
const dateFormats = new Map<string, Intl.DateTimeFormat>();

/** The formatting rules of a locale, read from Intl. */
export function getLocaleFormat(locale: string): LocaleFormat {
  return memo(rulesCache, locale, () => readRules(locale));
}

function readRules(locale: string): LocaleFormat {
  const numberParts = new Intl.NumberFormat(locale).formatToParts(1234567.5);
  const dateParts = new Intl.DateTimeFormat(locale, {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).formatToParts(new Date(2026, 10, 23));
  const order = dateParts
    .filter((part) => part.type === 'day' || part.type === 'month' || part.type === 'year')
    .map((part) => part.type[0]?.toUpperCase())
    .join('');
  const region = new Intl.Locale(locale).maximize().region ?? '';
  const week = weekInfo(locale, region);
  return {
    locale,
    decimal: numberParts.find((part) => part.type === 'decimal')?.value ?? '.',
    group: numberParts.find((part) => part.type === 'group')?.value ?? ',',
    groupSize: 3,
    currency: CURRENCY_BY_REGION[region] ?? DEFAULT_CURRENCY,
    firstDayOfWeek: week.firstDay,
    weekendDays: week.weekend,
    dateOrder: order === 'MDY' || order === 'YMD' ? order : 'DMY',
    dateSeparator: dateParts.find((part) => part.type === 'literal')?.value ?? '/',
    hour12: new Intl.DateTimeFormat(locale, { hour: 'numeric' }).resolvedOptions().hour12 === true,
  };
}

function weekInfo(locale: string, region: string): { firstDay: number; weekend: number[] } {
  type WeekInfo = { firstDay: number; weekend: number[] };
  const intlLocale = new Intl.Locale(locale) as Intl.Locale & {
    getWeekInfo?: () => WeekInfo;
    weekInfo?: WeekInfo;
  };
  const info = intlLocale.getWeekInfo?.() ?? intlLocale.weekInfo;
  if (!info) return { firstDay: SUNDAY_FIRST_REGIONS.has(region) ? 0 : 1, weekend: [6, 0] };
  // Intl numbers days 1 (Monday) … 7 (Sunday); Mantine 0 (Sunday) … 6.
  return { firstDay: info.firstDay % 7, weekend: info.weekend.map((day) => day % 7) };
}

export interface NumberOptions {
  minimumFractionDigits?: number;
  maximumFractionDigits?: number;
}

function numberFormat(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  return memo(
    numberFormats,
    `${locale}|${JSON.stringify(options)}`,
    // Every locale groups 4-digit numbers (ICU's es does not: `1234`), and no number reads `-0`.
    () => new Intl.NumberFormat(locale, { useGrouping: 'always', signDisplay: 'negative', ...options }),
  );
}

function dateFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  return memo(
    dateFormats,
    `${locale}|${JSON.stringify(options)}`,
    () => new Intl.DateTimeFormat(locale, options),
  );
}

const fractionOptions = (options: NumberOptions): Intl.NumberFormatOptions => ({
  minimumFractionDigits: options.minimumFractionDigits,
  maximumFractionDigits: Math.max(options.maximumFractionDigits ?? 3, options.minimumFractionDigits ?? 0),
});

/** `1234567.891` → en-US/es-PA `1,234,567.891`, es-ES `1.234.567,891`. */
export function formatNumber(value: number, locale: string, options: NumberOptions = {}): string {
  return numberFormat(locale, fractionOptions(options)).format(value);
}

/**
 * An amount with its currency: en-US `$1,234.56`, es-PA `B/. 1,234.56` (Panama writes the dollar with
 * the balboa's symbol, which Intl gives for `PAB`), es-ES `1.234,56 €`. Euros always take the Spanish
 * format, whatever the interface language.
 */
export function formatCurrency(value: number, locale: string, currency?: string): string {
  const code = (currency ?? getLocaleFormat(locale).currency).toUpperCase();
  if (code === 'EUR') return numberFormat(EURO_FORMAT, { style: 'currency', currency: code }).format(value);
  const shown = locale === 'es-PA' && code === 'USD' ? 'PAB' : code;
  return numberFormat(locale, { style: 'currency', currency: shown }).format(value);
}

/** A ratio as a percentage: `0.125` → en-US `12.5%`, es-PA `12.5 %`, es-ES `12,5 %` (non-breaking space). */
export function formatPercent(ratio: number, locale: string, maximumFractionDigits = 1): string {
  const text = numberFormat(locale, { style: 'percent', maximumFractionDigits }).format(ratio);
  // ICU writes es-PA percentages without the space Spanish style guides (and es-ES) use.
  return locale === 'es-PA' ? text.replace(/(\d)%/u, `$1${NBSP}%`) : text;
}

const toDate = (value: Date | string | number): Date => (value instanceof Date ? value : new Date(value));

/** Numeric date: en-US/es-PA `01/05/2026` (month first), es-ES `05/01/2026`. */
export function formatDate(value: Date | string | number, locale: string): string {
  return dateFormat(locale, { day: '2-digit', month: '2-digit', year: 'numeric' }).format(toDate(value));
}

/** Clock time: 12-hour for en-US (`3:04 PM`) and es-PA (`3:04 p. m.`), 24-hour for es-ES (`15:04`). */
export function formatTime(value: Date | string | number, locale: string): string {
  return dateFormat(locale, { hour: 'numeric', minute: '2-digit' }).format(toDate(value));
}

export function formatDateTime(value: Date | string | number, locale: string): string {
  return `${formatDate(value, locale)} ${formatTime(value, locale)}`;
}

/** Date with the month's name in the locale's language: `January 5, 2026`, `5 de enero de 2026`. */
export function formatLongDate(value: Date | string | number, locale: string): string {
  return dateFormat(locale, { dateStyle: 'long' }).format(toDate(value));
}

/** The dayjs pattern of `formatDate`, for Mantine date inputs (`valueFormat`). */
export function dateInputFormat(locale: string): string {
  const format = getLocaleFormat(locale);
  const tokens = { D: 'DD', M: 'MM', Y: 'YYYY' } as const;
  return [...format.dateOrder].map((key) => tokens[key as keyof typeof tokens]).join(format.dateSeparator);
}

/** Every formatter bound to one locale (what `useFormat()` hands to screens). */
export function createFormatter(locale: string) {
  return {
    locale,
    rules: getLocaleFormat(locale),
    number: (value: number, options?: NumberOptions) => formatNumber(value, locale, options),
    currency: (value: number, currency?: string) => formatCurrency(value, locale, currency),
    percent: (ratio: number, maximumFractionDigits?: number) =>
      formatPercent(ratio, locale, maximumFractionDigits),
    date: (value: Date | string | number) => formatDate(value, locale),
    time: (value: Date | string | number) => formatTime(value, locale),
    dateTime: (value: Date | string | number) => formatDateTime(value, locale),
    longDate: (value: Date | string | number) => formatLongDate(value, locale),
    dateInputFormat: () => dateInputFormat(locale),
  };
}
export type Formatter = ReturnType<typeof createFormatter>;
