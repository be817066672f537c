import { catalogUrls } from 'virtual:i18n-catalogs';
import { i18n, type Messages } from '@lingui/core';
import type { UiLocale } from './locales';
import { loadTableLocalization } from './table-localization';

/**
 * Fetches the compiled catalog of one language from `assets/i18n/<locale>.json` — only the
 * active language is ever downloaded — and activates it.
 */
export async function loadCatalog(locale: UiLocale, fetcher: typeof fetch = fetch): Promise<void> {
  const url = catalogUrls[locale];
  if (!url) throw new Error(`No catalog for locale '${locale}'`);
  // The grids' texts in that language, for the first grid the user opens (a small chunk of its own).
  void loadTableLocalization(locale).catch(() => {});
  const response = await fetcher(`${import.meta.env.BASE_URL}${url}`);
  if (!response.ok) throw new Error(`Catalog ${url}: HTTP ${response.status}`);
  const { messages } = (await response.json()) as { messages: Messages };
  i18n.loadAndActivate({ locale, messages });
  document.documentElement.lang = locale;
}
