import type { MRT_Localization } from 'mantine-react-table';
import type { UiLocale } from './locales';

// mantine-react-table texts follow the interface language. English is the table's own (built in, so
// nothing to load); another language's texts are loaded once, lazily, so that no grid code reaches
// the initial bundle, and from the moment that language is (see `loadCatalog`): a grid that had to
// ask for them as it first rendered would suspend, and start only once they came.

const loaded = new Map<UiLocale, Partial<MRT_Localization>>([['en', {}]]);
const loading = new Map<UiLocale, Promise<Partial<MRT_Localization>>>();

export function loadTableLocalization(locale: UiLocale): Promise<Partial<MRT_Localization>> {
  const ready = loaded.get(locale);
  if (ready) return Promise.resolve(ready);
  let pending = loading.get(locale);
  if (!pending) {
    pending = import('mantine-react-table/locales/es/index.esm.mjs').then(({ MRT_Localization_ES }) => {
      loaded.set(locale, MRT_Localization_ES);
      return MRT_Localization_ES;
    });
    // A failed load (offline) is tried again by the next grid.
    pending.catch(() => loading.delete(locale));
    loading.set(locale, pending);
  }
  return pending;
}

/** The texts of `locale` if they are here already (English always is). */
export const tableLocalizationNow = (locale: UiLocale): Partial<MRT_Localization> | undefined =>
  loaded.get(locale);
