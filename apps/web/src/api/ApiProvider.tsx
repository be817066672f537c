import { createContext, type ReactNode, use, useContext } from 'react';
import type { Api } from './api';
import type { ApiLoader } from './api-loader';

const ApiContext = createContext<ApiLoader | null>(null);

export function ApiProvider({ api, children }: { api: ApiLoader; children: ReactNode }) {
  return <ApiContext.Provider value={api}>{children}</ApiContext.Provider>;
}

/** The loader itself: public pages await `load()` in their handlers so they render without the SDK. */
export function useApiLoader(): ApiLoader {
  const loader = useContext(ApiContext);
  if (!loader) throw new Error('useApiLoader: no <ApiProvider> above this component');
  return loader;
}

/**
 * The SDK client and query factories. Suspends until the SDK is loaded — inside the guarded layout it
 * always is (its `beforeLoad` awaited it).
 */
export function useApi(): Api {
  return use(useApiLoader().load());
}
