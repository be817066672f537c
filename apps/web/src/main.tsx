import './styles/base.css';
import { i18n } from '@lingui/core';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { createAppSetup } from './app-setup';
import { loadCatalog } from './i18n/catalog';
import {
  browserLanguages,
  DEFAULT_LOCALE,
  detectUiLocale,
  LANGUAGE_KEY,
  type UiLocale,
} from './i18n/locales';

function storedLanguage(): string | null {
  try {
    return localStorage.getItem(LANGUAGE_KEY);
  } catch {
    return null;
  }
}

/** The catalog of the detected language, else English, else none (ids show: better than no app). */
async function activateLanguage(locale: UiLocale): Promise<UiLocale> {
  for (const candidate of locale === DEFAULT_LOCALE ? [locale] : [locale, DEFAULT_LOCALE]) {
    try {
      await loadCatalog(candidate);
      return candidate;
    } catch {
      // try the next one
    }
  }
  i18n.loadAndActivate({ locale: DEFAULT_LOCALE, messages: {} });
  return DEFAULT_LOCALE;
}

async function bootstrap() {
  const { router, api } = createAppSetup();

  const locale = await activateLanguage(detectUiLocale(browserLanguages(), storedLanguage()));

  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root');
  createRoot(container).render(
    <StrictMode>
      <App router={router} api={api} initialLocale={locale} />
    </StrictMode>,
  );
}

void bootstrap();
