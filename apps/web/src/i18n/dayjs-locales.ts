import dayjs from 'dayjs';
import type { LocaleDataLanguage } from './locales';

// dayjs locale data (month and day names for Mantine dates) for the interface languages, each loaded
// only when the browser asks for it.
const loaders: Record<Exclude<LocaleDataLanguage, 'en'>, () => Promise<unknown>> = {
  es: () => import('dayjs/locale/es'),
  it: () => import('dayjs/locale/it'),
  tr: () => import('dayjs/locale/tr'),
  de: () => import('dayjs/locale/de'),
  fr: () => import('dayjs/locale/fr'),
  nl: () => import('dayjs/locale/nl'),
  pt: () => import('dayjs/locale/pt'),
};

export async function loadDateLocale(language: LocaleDataLanguage): Promise<LocaleDataLanguage> {
  if (language !== 'en') await loaders[language]();
  return dayjs.locale(language) === language ? language : 'en';
}
