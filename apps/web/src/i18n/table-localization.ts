import type { MRT_Localization } from 'mantine-react-table';
import type { UiLocale } from './locales';

// mantine-react-table texts follow the interface language. Loaded lazily so that no grid code reaches
// the initial bundle; grid screens call this through `useTableLocalization()`.
export async function loadTableLocalization(locale: UiLocale): Promise<MRT_Localization> {
  if (locale === 'es') {
    const { MRT_Localization_ES } = await import('mantine-react-table/locales/es/index.esm.mjs');
    return MRT_Localization_ES;
  }
  const { MRT_Localization_EN } = await import('mantine-react-table/locales/en/index.esm.mjs');
  return MRT_Localization_EN;
}
