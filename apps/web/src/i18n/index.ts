export { loadCatalog } from './catalog';
export { loadDateLocale } from './dayjs-locales';
export * from './format';
export { LocaleProvider, type LocaleState, localeStateFor, useLocale } from './LocaleProvider';
export * from './locales';
export { loadTableLocalization } from './table-localization';
export { useDateLocale } from './useDateLocale';
export { useFormat } from './useFormat';
export { useTableLocalization } from './useTableLocalization';
