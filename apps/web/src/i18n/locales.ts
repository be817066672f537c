// Which interface language and which formatting locale a browser gets.

export const UI_LOCALES = ['en', 'es'] as const;
export type UiLocale = (typeof UI_LOCALES)[number];
/** English is the default and the fallback. */
export const DEFAULT_LOCALE: UiLocale = 'en';
/** The user's own choice (language switch), kept across sessions on this browser. */
export const LANGUAGE_KEY = 'language';

/** Languages whose date and number locale data is loaded by browser language. */
export const LOCALE_DATA_LANGUAGES = ['en', 'es', 'it', 'tr', 'de', 'fr', 'nl', 'pt'] as const;
export type LocaleDataLanguage = (typeof LOCALE_DATA_LANGUAGES)[number];

export const isUiLocale = (value: unknown): value is UiLocale =>
  typeof value === 'string' && (UI_LOCALES as readonly string[]).includes(value);

const baseLanguage = (tag: string): string => tag.split(/[-_]/)[0]?.toLowerCase() ?? '';

/** Browser languages, most preferred first (`navigator.languages`, or `language`). */
export function browserLanguages(): readonly string[] {
  const nav = globalThis.navigator;
  if (!nav) return [];
  return nav.languages?.length ? nav.languages : nav.language ? [nav.language] : [];
}

/** The stored choice if any, else the first browser language we have a catalog for, else `en`. */
export function detectUiLocale(languages: readonly string[], stored?: string | null): UiLocale {
  if (isUiLocale(stored)) return stored;
  for (const tag of languages) {
    const base = baseLanguage(tag);
    if (isUiLocale(base)) return base;
  }
  return DEFAULT_LOCALE;
}

/**
 * The locale numbers, currencies and dates are formatted with: the browser's own locale when it
 * speaks the interface language or is one of it, tr, de, fr, nl, pt (whose UI falls back to English);
 * otherwise the interface language's reference locale (en → en-US, es → es-ES).
 */
export function resolveFormatLocale(ui: UiLocale, languages: readonly string[]): string {
  const first = languages[0];
  if (first) {
    const base = baseLanguage(first);
    const canonical = canonicalTag(first);
    if (base === ui) {
      if (ui === 'es') return canonical === 'es' ? 'es-ES' : canonical;
      return canonical === 'en' ? 'en-US' : canonical;
    }
    if (
      ui === DEFAULT_LOCALE &&
      (LOCALE_DATA_LANGUAGES as readonly string[]).includes(base) &&
      base !== 'es'
    ) {
      return canonical;
    }
  }
  return ui === 'es' ? 'es-ES' : 'en-US';
}

/** The dayjs / Mantine dates locale for a formatting locale (`es-PA` → `es`, unknown → `en`). */
export function dateLocaleLanguage(formatLocale: string): LocaleDataLanguage {
  const base = baseLanguage(formatLocale);
  return (LOCALE_DATA_LANGUAGES as readonly string[]).includes(base) ? (base as LocaleDataLanguage) : 'en';
}

function canonicalTag(tag: string): string {
  try {
    return Intl.getCanonicalLocales(tag.replace('_', '-'))[0] ?? tag;
  } catch {
    return baseLanguage(tag);
  }
}
