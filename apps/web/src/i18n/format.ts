// Number, currency and date formats of spec §9. en-US, es-PA and es-ES are pinned here exactly (the
// ICU data of browsers differs from them in details: es-ES does not group 4-digit numbers, es-PA
// puts no space before `%`); other locales (it, tr, de, fr, nl, pt…) follow the browser's Intl data.

const NBSP = '\u00a0';

export type DateOrder = 'MDY' | 'DMY' | 'YMD';

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

interface PinnedFormat extends LocaleFormat {
  /** Symbol of the default currency when it differs from Intl's (es-PA: balboa `B/.` for USD). */
  currencySymbol: string;
  currencyPosition: 'prefix' | 'prefix-space' | 'suffix-space';
  percentSpace: boolean;
}

const PINNED: Record<string, PinnedFormat> = {
  'en-US': {
    locale: 'en-US',
    decimal: '.',
    group: ',',
    groupSize: 3,
    currency: 'USD',
    currencySymbol: '$',
    currencyPosition: 'prefix',
    percentSpace: false,
    firstDayOfWeek: 0,
    weekendDays: [6, 0],
    dateOrder: 'MDY',
    dateSeparator: '/',
    hour12: true,
  },
  'es-PA': {
    locale: 'es-PA',
    decimal: '.',
    group: ',',
    groupSize: 3,
    currency: 'USD',
    currencySymbol: 'B/.',
    currencyPosition: 'prefix-space',
    percentSpace: true,
    firstDayOfWeek: 0,
    weekendDays: [6, 0],
    dateOrder: 'MDY',
    dateSeparator: '/',
    hour12: true,
  },
  'es-ES': {
    locale: 'es-ES',
    decimal: ',',
    group: '.',
    groupSize: 3,
    currency: 'EUR',
    currencySymbol: '€',
    currencyPosition: 'suffix-space',
    percentSpace: true,
    firstDayOfWeek: 1,
    weekendDays: [6, 0],
    dateOrder: 'DMY',
    dateSeparator: '/',
    hour12: false,
  },
};

/** Spec §1: the euro is shown in Spanish formatting, whatever the interface language. */
const EURO_FORMAT = 'es-ES';

const DEFAULT_CURRENCY_BY_LANGUAGE: Record<string, string> = { tr: 'TRY' };

const derivedCache = new Map<string, LocaleFormat>();

/** The formatting rules of a locale: pinned for en-US, es-PA and es-ES, from Intl for the others. */
export function getLocaleFormat(locale: string): LocaleFormat {
  const pinned = PINNED[locale];
  if (pinned) return pinned;
  let derived = derivedCache.get(locale);
  if (!derived) {
    derived = deriveFormat(locale);
    derivedCache.set(locale, derived);
  }
  return derived;
}

function deriveFormat(locale: string): LocaleFormat {
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
  const week = weekInfo(locale);
  const base = locale.split('-')[0] ?? locale;
  return {
    locale,
    decimal: numberParts.find((part) => part.type === 'decimal')?.value ?? '.',
    group: numberParts.find((part) => part.type === 'group')?.value ?? ',',
    groupSize: 3,
    currency: DEFAULT_CURRENCY_BY_LANGUAGE[base] ?? 'EUR',
    firstDayOfWeek: week.firstDay,
    weekendDays: week.weekend,
    dateOrder: order === 'MDY' || order === 'YMD' ? order : 'DMY',
    dateSeparator: dateParts.find((part) => part.type === 'literal')?.value ?? '/',
    hour12: new Intl.DateTimeFormat(locale, { hour: 'numeric' }).resolvedOptions().hour12 === true,
  };
}

function weekInfo(locale: string): { firstDay: number; weekend: number[] } {
  type WeekInfo = { firstDay: number; weekend: number[] };
  const intlLocale = new Intl.Locale(locale) as Intl.Locale & {
    getWeekInfo?: () => WeekInfo;
    weekInfo?: WeekInfo;
  };
  const info = intlLocale.getWeekInfo?.() ?? intlLocale.weekInfo;
  if (!info) return { firstDay: 1, weekend: [6, 0] };
  // Intl numbers days 1 (Monday) … 7 (Sunday); Mantine 0 (Sunday) … 6.
  return { firstDay: info.firstDay % 7, weekend: info.weekend.map((day) => day % 7) };
}

export interface NumberOptions {
  minimumFractionDigits?: number;
  maximumFractionDigits?: number;
}

/** Digits of |value|, rounded, without grouping: `1234.5` → `['1234', '5']`. */
function digits(value: number, options: NumberOptions): [string, string] {
  const plain = new Intl.NumberFormat('en-US', {
    useGrouping: false,
    minimumFractionDigits: options.minimumFractionDigits ?? 0,
    maximumFractionDigits: Math.max(options.maximumFractionDigits ?? 3, options.minimumFractionDigits ?? 0),
  }).format(Math.abs(value));
  const [integer = '0', fraction = ''] = plain.split('.');
  return [integer, fraction];
}

function pinnedNumber(value: number, format: PinnedFormat, options: NumberOptions): string {
  const [integer, fraction] = digits(value, options);
  const grouped = integer.replace(new RegExp(`\\B(?=(\\d{${format.groupSize}})+(?!\\d))`, 'g'), format.group);
  const body = fraction ? `${grouped}${format.decimal}${fraction}` : grouped;
  const isZero = /^0*$/.test(integer + fraction);
  return value < 0 && !isZero ? `-${body}` : body;
}

/** `1234567.891` → en-US/es-PA `1,234,567.891`, es-ES `1.234.567,891`. */
export function formatNumber(value: number, locale: string, options: NumberOptions = {}): string {
  const pinned = PINNED[locale];
  if (pinned) return pinnedNumber(value, pinned, options);
  return new Intl.NumberFormat(locale, {
    minimumFractionDigits: options.minimumFractionDigits,
    maximumFractionDigits: Math.max(options.maximumFractionDigits ?? 3, options.minimumFractionDigits ?? 0),
  }).format(value);
}

const currencyDigits = (currency: string): number =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ??
  2;

/**
 * An amount with its currency: en-US `$1,234.56`, es-PA `B/. 1,234.56` (balboa symbol for the dollar),
 * es-ES `1.234,56 €`. Euros always take the Spanish format (spec §1).
 */
export function formatCurrency(value: number, locale: string, currency?: string): string {
  const code = (currency ?? getLocaleFormat(locale).currency).toUpperCase();
  const formatLocale = code === 'EUR' ? EURO_FORMAT : locale;
  const pinned = PINNED[formatLocale];
  if (!pinned)
    return new Intl.NumberFormat(formatLocale, { style: 'currency', currency: code }).format(value);

  const fractionDigits = currencyDigits(code);
  const number = pinnedNumber(value, pinned, {
    minimumFractionDigits: fractionDigits,
    maximumFractionDigits: fractionDigits,
  });
  const negative = number.startsWith('-');
  const body = negative ? number.slice(1) : number;
  const symbol =
    code === pinned.currency
      ? pinned.currencySymbol
      : (new Intl.NumberFormat(pinned.locale, {
          style: 'currency',
          currency: code,
          currencyDisplay: 'symbol',
        })
          .formatToParts(0)
          .find((part) => part.type === 'currency')?.value ?? code);
  const sign = negative ? '-' : '';
  switch (pinned.currencyPosition) {
    case 'prefix':
      return `${sign}${symbol}${body}`;
    case 'prefix-space':
      return `${sign}${symbol}${NBSP}${body}`;
    case 'suffix-space':
      return `${sign}${body}${NBSP}${symbol}`;
  }
}

/** A ratio as a percentage: `0.125` → en-US `12.5%`, es-PA `12.5 %`, es-ES `12,5 %` (non-breaking space). */
export function formatPercent(ratio: number, locale: string, maximumFractionDigits = 1): string {
  const pinned = PINNED[locale];
  if (!pinned)
    return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits }).format(ratio);
  const number = pinnedNumber(ratio * 100, pinned, { maximumFractionDigits });
  return pinned.percentSpace ? `${number}${NBSP}%` : `${number}%`;
}

const toDate = (value: Date | string | number): Date => (value instanceof Date ? value : new Date(value));
const pad = (value: number) => String(value).padStart(2, '0');

/** Numeric date: en-US/es-PA `01/05/2026` (month first), es-ES `05/01/2026`. */
export function formatDate(value: Date | string | number, locale: string): string {
  const date = toDate(value);
  const format = getLocaleFormat(locale);
  if (!PINNED[locale]) {
    return new Intl.DateTimeFormat(locale, { day: '2-digit', month: '2-digit', year: 'numeric' }).format(
      date,
    );
  }
  const day = pad(date.getDate());
  const month = pad(date.getMonth() + 1);
  const year = String(date.getFullYear());
  const ordered =
    format.dateOrder === 'MDY'
      ? [month, day, year]
      : format.dateOrder === 'DMY'
        ? [day, month, year]
        : [year, month, day];
  return ordered.join(format.dateSeparator);
}

/** Clock time: 12-hour for en-US (`3:04 PM`) and es-PA (`3:04 p. m.`), 24-hour for es-ES (`15:04`). */
export function formatTime(value: Date | string | number, locale: string): string {
  const format = getLocaleFormat(locale);
  return new Intl.DateTimeFormat(format.locale, {
    hour: 'numeric',
    minute: '2-digit',
    hourCycle: format.hour12 ? 'h12' : 'h23',
  }).format(toDate(value));
}

export function formatDateTime(value: Date | string | number, locale: string): string {
  return `${formatDate(value, locale)} ${formatTime(value, locale)}`;
}

/** Date with the month's name in the locale's language: `January 5, 2026`, `5 de enero de 2026`. */
export function formatLongDate(value: Date | string | number, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long' }).format(toDate(value));
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
