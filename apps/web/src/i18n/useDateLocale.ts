import dayjs from 'dayjs';
import { useEffect, useState } from 'react';
import { loadDateLocale } from './dayjs-locales';
import type { LocaleDataLanguage } from './locales';

/** Loads dayjs' data for a language (month and day names of Mantine dates) and returns it once active. */
export function useDateLocale(language: LocaleDataLanguage): LocaleDataLanguage {
  // Already loaded (the period control preloads it with the calendar): no first render in English.
  const [active, setActive] = useState<LocaleDataLanguage>(() =>
    dayjs.locale() === language ? language : 'en',
  );
  useEffect(() => {
    let current = true;
    loadDateLocale(language)
      .then((loaded) => {
        if (current) setActive(loaded);
      })
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [language]);
  return active;
}
