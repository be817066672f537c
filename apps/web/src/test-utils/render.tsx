import { i18n, type Messages } from '@lingui/core';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import { type RenderOptions, render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { ApiProvider } from '../api/ApiProvider';
import { type Api, createApi } from '../api/api';
import { type ApiLoader, staticApiLoader } from '../api/api-loader';
import { LocaleProvider } from '../i18n/LocaleProvider';
import type { UiLocale } from '../i18n/locales';
import { cssVariablesResolver, theme } from '../theme';

// Every component test renders through here (STYLE habit 8): Mantine, Lingui and the API (SDK
// client + TanStack Query cache) as the app provides them.

/** Compiled catalogs straight from the .po files (the Lingui Vite plugin compiles them in tests too). */
export async function loadTestCatalog(locale: UiLocale): Promise<void> {
  const { messages } = (await import(`../locales/${locale}/messages.po`)) as { messages: Messages };
  i18n.loadAndActivate({ locale, messages });
}

/** A JSON `fetch` for the SDK: `routes` maps "METHOD /path" to a status and body (or a thrown error). */
export type FakeRoutes = Record<
  string,
  { status?: number; body?: unknown; headers?: Record<string, string> } | Error
>;

export function fakeFetch(
  routes: FakeRoutes,
): typeof fetch & { calls: string[]; bodies: Record<string, unknown> } {
  const calls: string[] = [];
  const bodies: Record<string, unknown> = {};
  const fetcher = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request =
      input instanceof Request ? input : new Request(new URL(String(input), 'http://test'), init);
    const key = `${request.method} ${new URL(request.url).pathname}`;
    calls.push(key);
    const text = await request.clone().text();
    if (text) bodies[key] = JSON.parse(text);
    const answer = routes[key];
    if (answer instanceof Error) throw answer;
    if (!answer) return new Response(JSON.stringify({ code: 'NOT_FOUND', message: key }), { status: 404 });
    return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { 'content-type': 'application/json', ...answer.headers },
    });
  }) as typeof fetch & { calls: string[]; bodies: Record<string, unknown> };
  fetcher.calls = calls;
  fetcher.bodies = bodies;
  return fetcher;
}

/** SDK options for tests: the fake server, no retries. */
export const testApiOptions = (fetch: typeof globalThis.fetch) => ({
  baseURL: 'http://test',
  fetch,
  maxRetries: 0,
});

export function createTestApi(routes: FakeRoutes = {}): Api & { fetch: ReturnType<typeof fakeFetch> } {
  const fetch = fakeFetch(routes);
  const api = createApi(testApiOptions(fetch));
  api.queryClient.setDefaultOptions({ queries: { retry: false, staleTime: Number.POSITIVE_INFINITY } });
  return Object.assign(api, { fetch });
}

interface ProviderOptions {
  locale?: UiLocale;
  /** The API (default: a fake server answering 404), or the app's own loader (route tests). */
  api?: Api | ApiLoader;
}

function Providers({ children, locale = 'en', api }: ProviderOptions & { children: ReactNode }) {
  const loader = api && 'load' in api ? api : staticApiLoader(api ?? createTestApi());
  const queryClient = api && 'queryClient' in api ? api.queryClient : undefined;
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
      <LocaleProvider initialLocale={locale} load={loadTestCatalog}>
        <ApiProvider api={loader}>
          {queryClient ? (
            <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
          ) : (
            children
          )}
        </ApiProvider>
      </LocaleProvider>
    </MantineProvider>
  );
}

/** Renders `ui` inside the app's providers. Call `await loadTestCatalog(locale)` first for Spanish. */
export function renderWithProviders(
  ui: ReactElement,
  options: ProviderOptions & Omit<RenderOptions, 'wrapper'> = {},
) {
  const { locale, api, ...rest } = options;
  if (!i18n.locale) i18n.loadAndActivate({ locale: 'en', messages: {} });
  return render(ui, {
    wrapper: ({ children }) => (
      <Providers locale={locale} api={api}>
        {children}
      </Providers>
    ),
    ...rest,
  });
}

/** Renders `ui` as the page at `path` of a one-route memory router (for components with links). */
export function renderWithRouter(
  ui: ReactElement,
  options: ProviderOptions & { path?: string } & Omit<RenderOptions, 'wrapper'> = {},
) {
  const { path = '/', ...rest } = options;
  const rootRoute = createRootRoute({ component: Outlet });
  const page = createRoute({ getParentRoute: () => rootRoute, path: '$', component: () => ui });
  const index = createRoute({ getParentRoute: () => rootRoute, path: '/', component: () => ui });
  const router = createRouter({
    routeTree: rootRoute.addChildren([index, page]),
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  return renderWithProviders(<RouterProvider router={router} />, rest);
}

export * from '@testing-library/react';
