import { useSuspenseQuery } from '@tanstack/react-query';
import type { MRT_Localization } from 'mantine-react-table';
import { useLocale } from './LocaleProvider';
import { loadTableLocalization, tableLocalizationNow } from './table-localization';

/**
 * mantine-react-table's texts in the interface language, for `localization` of every grid: at once
 * when they are here (English, or a language loaded with its catalog), else once they are.
 */
export function useTableLocalization(): Partial<MRT_Localization> {
  const { locale } = useLocale();
  return useSuspenseQuery({
    queryKey: ['web', 'table-localization', locale],
    queryFn: () => loadTableLocalization(locale),
    initialData: tableLocalizationNow(locale),
    staleTime: Number.POSITIVE_INFINITY,
  }).data;
}
