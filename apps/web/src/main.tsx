import './styles/base.css';
import { i18n } from '@lingui/core';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { createAppSetup } from './app-setup';
import { withEarlyCalls } from './areas/monitor/early-calls';
import { applyDeferredStyles } from './deferred-styles';
import { loadCatalog } from './i18n/catalog';
import {
  browserLanguages,
  DEFAULT_LOCALE,
  detectUiLocale,
  LANGUAGE_KEY,
  type UiLocale,
} from './i18n/locales';
import { isTokenValid, readToken } from './session/token';
import { removeShell } from './shell';

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
  const styles = applyDeferredStyles();
  // The calls the early script (vite/early-calls.ts) started are taken from there, not sent again.
  const { router, api } = createAppSetup({
    api: { fetch: withEarlyCalls(globalThis.fetch.bind(globalThis)) },
  });
  // Signed in: the guarded layout's first step is the SDK chunk (then the profile call); fetched
  // while the catalog loads instead of after it. Public pages fetch it after their first paint.
  if (isTokenValid(readToken())) api.load().catch(() => undefined);
  // The pages a visit starts on remove the static sign-in page themselves (useRemoveShell), in the
  // frame they appear; any other first page (an error page, a redirect's target) once it is drawn.
  const stopWatching = router.subscribe('onResolved', () => {
    stopWatching();
    setTimeout(removeShell, 0);
  });

  const [locale] = await Promise.all([
    activateLanguage(detectUiLocale(browserLanguages(), storedLanguage())),
    styles,
  ]);

  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root');
  const root = createRoot(container);
  // A transition renders in slices that give the main thread back every few milliseconds, instead
  // of one long task on a slow phone's CPU (the page is already drawn: the sign-in page's static
  // HTML, or nothing worth interrupting).
  startTransition(() => {
    root.render(
      <StrictMode>
        <App router={router} api={api} initialLocale={locale} />
      </StrictMode>,
    );
  });
}

void bootstrap();
