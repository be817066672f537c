import { MantineProvider } from '@mantine/core';
import { RouterProvider } from '@tanstack/react-router';
import { ApiProvider } from './api/ApiProvider';
import type { ApiLoader } from './api/api-loader';
import { AlertsOutlet } from './components/Alerts';
import { LocaleProvider } from './i18n/LocaleProvider';
import type { UiLocale } from './i18n/locales';
import type { AppRouter } from './router';
import { cssVariablesResolver, theme } from './theme';

interface AppProps {
  router: AppRouter;
  api: ApiLoader;
  initialLocale: UiLocale;
}

export function App({ router, api, initialLocale }: AppProps) {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="auto">
      <LocaleProvider initialLocale={initialLocale}>
        <ApiProvider api={api}>
          {/* Above the router: alerts survive route changes. */}
          <AlertsOutlet />
          <RouterProvider router={router} />
        </ApiProvider>
      </LocaleProvider>
    </MantineProvider>
  );
}
