// The home screen's calls, started before the app's code has loaded. On a phone the monitor used to
// wait for the code, then the SDK chunk, then the profile, then its metrics: a chain of round trips.
// A tiny classic script (vite/early-calls.ts builds it from `startEarlyCalls`, index.html loads it
// `async`) starts the profile call on any page of a signed-in visit and, on `/`, the monitor's two
// first calls and the modulepreload of the route's chunks; the SDK's fetch (`withEarlyCalls`,
// main.tsx) takes a response from there instead of asking again. The SDK still parses and validates
// it, so a call the script got wrong costs a request, never a wrong screen.
//
// The script starts nothing once the app may have asked for the same thing: it used to start each
// metric's series when the list arrived, by which time the app had often sent the same request, and
// Chromium held the script's copy unsent behind the app's (eight requests that never ended: the home
// screen never went quiet and did every series twice). The list now carries the series.

/** Where the script leaves its calls: `window[EARLY_CALLS][earlyCallKey(url)]`. */
export const EARLY_CALLS = '__extranetEarlyCalls';
/** A response older than this is not handed out (a call made much later wants fresh data). */
export const EARLY_CALL_MAX_AGE_MS = 60_000;

export interface EarlyCall {
  /** The bearer token it was sent with, and the `X-Customer-Account` header (null: none). */
  token: string;
  account: string | null;
  at: number;
  response: Promise<Response>;
}

type EarlyWindow = Pick<
  Window,
  'location' | 'fetch' | 'document' | 'sessionStorage' | 'localStorage' | 'navigator' | 'atob'
> & {
  [EARLY_CALLS]?: Record<string, EarlyCall>;
};

/** The route's chunks to preload on `/`: scripts (modulepreload) and their stylesheets; each language's catalog. */
export interface EarlyChunks {
  js: string[];
  css: string[];
  catalogs: Record<string, string>;
}

/** A call's identity: its path and its query parameters in a fixed order (encoding aside). */
export function earlyCallKey(url: string, origin: string): string {
  const parsed = new URL(url, origin);
  parsed.searchParams.sort();
  return `${parsed.pathname}?${parsed.searchParams}`;
}

/**
 * The script's body. It is serialised with `toString()`, so it uses nothing but its arguments and
 * the browser's globals; the names it repeats (the token's key, the account header, the calls' paths
 * and the monitor's default period) are checked against the app's by early-calls.test.ts.
 */
export function startEarlyCalls(w: EarlyWindow, chunks: EarlyChunks, key: typeof earlyCallKey): void {
  let token: string | null;
  try {
    token = w.sessionStorage.getItem('jwt_token');
    const payload = token?.split('.')[1];
    if (!token || !payload) return;
    const claims = JSON.parse(w.atob(payload.replace(/-/g, '+').replace(/_/g, '/')));
    if (!(typeof claims.exp === 'number' && claims.exp * 1000 > Date.now())) return;
  } catch {
    return;
  }
  const bearer = token;
  const calls: Record<string, EarlyCall> = {};
  w.__extranetEarlyCalls = calls;
  const search = new URLSearchParams(w.location.search);
  // `after`: the request waits for it; the app asking meanwhile is handed the same, waiting response.
  const get = (url: string, account: string | null, after?: Promise<unknown>): Promise<Response> => {
    const headers: Record<string, string> = { accept: 'application/json', authorization: `Bearer ${bearer}` };
    if (account) headers['X-Customer-Account'] = account;
    const send = () => w.fetch(url, { headers, credentials: 'same-origin' });
    const response = after ? after.then(send) : send();
    // Unhandled here: the app handles it when it takes the call.
    response.catch(() => undefined);
    calls[key(url, w.location.origin)] = { token: bearer, account, at: Date.now(), response };
    return response;
  };
  // Every signed-in page starts with the profile (the guarded layout's `beforeLoad`), sent before the
  // account is chosen: without the account header.
  get('/api/Configuracion/ObtenerPerfil', null);

  const head = w.document.head;
  /** Adds the link; resolves once its file has come (or failed). */
  const link = (rel: string, href: string, as: string) =>
    new Promise<void>((resolve) => {
      const element = w.document.createElement('link');
      element.rel = rel;
      element.href = href;
      element.as = as;
      // As the app requests them: module scripts, stylesheets and fetch() in CORS mode.
      element.crossOrigin = 'anonymous';
      element.onload = element.onerror = () => resolve();
      head.appendChild(element);
    });
  // The catalog of the language the app will show (detectUiLocale: the stored choice, else the first
  // browser language it has), which the app fetches before it draws anything.
  let stored = '';
  try {
    stored = w.localStorage.getItem('language') ?? '';
  } catch {
    // storage blocked: the browser's languages decide
  }
  const languages = [stored, ...(w.navigator.languages ?? [w.navigator.language])];
  const locale = languages
    .map((tag) => tag?.split(/[-_]/)[0]?.toLowerCase() ?? '')
    .find((base) => chunks.catalogs[base]);
  const catalog = chunks.catalogs[locale ?? 'en'];
  if (catalog) void link('preload', catalog, 'fetch');
  if (w.location.pathname !== '/') return;

  // The monitor's calls for its default period (the last 30 days, local midnights); a period in the
  // URL is left to the app. The account is the URL's when it names one.
  const account = search.get('cuenta');
  const defaultPeriod = !search.has('from') && !search.has('to');
  // The attention list first: it is drawn at the top of the page, and drawn after the frame its rows
  // pushed everything below them down (Lighthouse measured a layout shift of 0.196).
  if (defaultPeriod) get('/api/Monitor/ObtenerIncidencias', account);
  // Then the route's chunks, and the metrics once they have come. The embedded database answers in
  // the server's one thread, the page's files waiting behind a query: sent with the chunks, the
  // metrics (about 2 s of the demo's data) held every chunk behind them. Sent after, the frame and
  // the title are drawn first, and the cards (placeholders of their size meanwhile), which need the
  // code and the data, come no later.
  const code = Promise.all([
    ...chunks.js.map((href) => link('modulepreload', href, 'script')),
    ...chunks.css.map((href) => link('preload', href, 'style')),
  ]);
  if (defaultPeriod) {
    const now = new Date();
    const day = (offset: number) => new Date(now.getFullYear(), now.getMonth(), now.getDate() + offset);
    const period = `fechainicio=${day(-29).toISOString()}&fechafin=${new Date(day(1).getTime() - 1).toISOString()}`;
    get(`/api/Monitor/ObtenerMetricasMonitor?${period}`, account, code);
  }
}

/**
 * `fetch` that hands out the early script's response for the same GET (same path and query, same
 * token and account), once; everything else, and a call the script's request failed for, goes to
 * `fetch` as usual.
 */
export function withEarlyCalls(
  fetch: typeof globalThis.fetch,
  w: EarlyWindow = globalThis as unknown as EarlyWindow,
  now: () => number = Date.now,
): typeof globalThis.fetch {
  return (input, init) => {
    const calls = w[EARLY_CALLS];
    const method = (init?.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase();
    if (!calls || method !== 'GET') return fetch(input, init);
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const id = earlyCallKey(url, w.location.origin);
    const call = calls[id];
    if (!call) return fetch(input, init);
    delete calls[id];
    const headers = new Headers(init?.headers ?? (input instanceof Request ? input.headers : undefined));
    const same =
      headers.get('authorization') === `Bearer ${call.token}` &&
      headers.get('X-Customer-Account') === call.account &&
      now() - call.at <= EARLY_CALL_MAX_AGE_MS;
    return same ? call.response.catch(() => fetch(input, init)) : fetch(input, init);
  };
}
