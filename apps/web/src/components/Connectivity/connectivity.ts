/** How often /no-connection checks whether the server answers again. */
export const PROBE_INTERVAL_MS = 4000;

/** Does the server answer? (Any HTTP answer counts: the app's own origin serves the SPA.) */
export async function probeServer(fetcher: typeof fetch = fetch): Promise<boolean> {
  if (globalThis.navigator?.onLine === false) return false;
  try {
    const response = await fetcher(`${import.meta.env.BASE_URL}?probe=${Date.now()}`, {
      method: 'HEAD',
      cache: 'no-store',
    });
    return response.status > 0;
  } catch {
    return false;
  }
}
