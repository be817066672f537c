import { useSuspenseQuery } from '@tanstack/react-query';
import type { MRT_Localization } from 'mantine-react-table';
import { useLocale } from './LocaleProvider';
import { loadTableLocalization } from './table-localization';

/** mantine-react-table's texts in the interface language, for `localization` of every grid. */
export function useTableLocalization(): MRT_Localization {
  const { locale } = useLocale();
  return useSuspenseQuery({
    queryKey: ['web', 'table-localization', locale],
    queryFn: () => loadTableLocalization(locale),
    staleTime: Number.POSITIVE_INFINITY,
  }).data;
}
