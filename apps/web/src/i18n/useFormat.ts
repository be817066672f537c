import { useMemo } from 'react';
import { createFormatter, type Formatter } from './format';
import { useLocale } from './LocaleProvider';

/** Formatters bound to the active formatting locale. */
export function useFormat(): Formatter {
  const { formatLocale } = useLocale();
  return useMemo(() => createFormatter(formatLocale), [formatLocale]);
}
