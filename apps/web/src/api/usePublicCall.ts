import { useCallback, useEffect, useRef, useState } from 'react';
import { useApiLoader } from './ApiProvider';
import type { Api } from './api';

/**
 * One call of a public page (no session, no query cache: the SDK is loaded for it), made once per
 * `key` and again on `refetch`; nothing is called while `key` is undefined. An answer that comes
 * after the key changed is dropped.
 */
export function usePublicCall<T>(key: string | undefined, call: (api: Api) => Promise<T>) {
  const apiLoader = useApiLoader();
  const latestCall = useRef(call);
  latestCall.current = call;
  const [state, setState] = useState<{ data?: T; error?: unknown }>({});
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (key === undefined || attempt < 0) return;
    let current = true;
    setState({});
    apiLoader
      .load()
      .then((api) => latestCall.current(api))
      .then(
        (data) => current && setState({ data }),
        (error: unknown) => current && setState({ error }),
      );
    return () => {
      current = false;
    };
  }, [apiLoader, key, attempt]);
  const refetch = useCallback(() => setAttempt((count) => count + 1), []);
  return { ...state, refetch };
}
