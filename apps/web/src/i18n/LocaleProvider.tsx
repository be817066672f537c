import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from 'react';
import { loadCatalog } from './catalog';
import {
  browserLanguages,
  dateLocaleLanguage,
  LANGUAGE_KEY,
  type LocaleDataLanguage,
  resolveFormatLocale,
  type UiLocale,
} from './locales';

export interface LocaleState {
  /** Interface language (catalog). */
  locale: UiLocale;
  /** Locale of numbers, currencies and dates. */
  formatLocale: string;
  /** dayjs / Mantine dates locale. */
  dateLocale: LocaleDataLanguage;
  /** Switches the interface language (fetches its catalog) and remembers the choice. */
  setLocale: (locale: UiLocale) => Promise<void>;
}

const LocaleContext = createContext<LocaleState | null>(null);

export function localeStateFor(locale: UiLocale, languages: readonly string[] = browserLanguages()) {
  const formatLocale = resolveFormatLocale(locale, languages);
  return { locale, formatLocale, dateLocale: dateLocaleLanguage(formatLocale) };
}

interface LocaleProviderProps {
  /** The language already activated in `i18n` (main.tsx loads it before the first render). */
  initialLocale: UiLocale;
  children: ReactNode;
  /** Catalog loader; tests replace it. */
  load?: (locale: UiLocale) => Promise<void>;
}

export function LocaleProvider({ initialLocale, children, load = loadCatalog }: LocaleProviderProps) {
  const [state, setState] = useState(() => localeStateFor(initialLocale));

  const setLocale = useCallback(
    async (locale: UiLocale) => {
      await load(locale);
      const next = localeStateFor(locale);
      try {
        localStorage.setItem(LANGUAGE_KEY, locale);
      } catch {
        // storage blocked: the choice lasts for this page only
      }
      setState(next);
    },
    [load],
  );

  const value = useMemo(() => ({ ...state, setLocale }), [state, setLocale]);
  return (
    <LocaleContext.Provider value={value}>
      <I18nProvider i18n={i18n}>{children}</I18nProvider>
    </LocaleContext.Provider>
  );
}

export function useLocale(): LocaleState {
  const state = useContext(LocaleContext);
  if (!state) throw new Error('useLocale: no <LocaleProvider> above this component');
  return state;
}
