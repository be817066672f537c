import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApi } from '../../api/api';
import { detectUiLocale, LANGUAGE_KEY } from '../../i18n/locales';
import { ACCOUNT_HEADER, chooseAccount } from '../../session/account';
import { TOKEN_KEY } from '../../session/token';
import {
  EARLY_CALL_MAX_AGE_MS,
  EARLY_CALLS,
  type EarlyCall,
  earlyCallKey,
  startEarlyCalls,
  withEarlyCalls,
} from './early-calls';
import { monitorPeriod } from './period';

const ORIGIN = 'http://app.test';
// A fixed local time, so that the script's period and the app's are computed on the same day.
const NOW = new Date(2026, 10, 28, 9, 30);
const base64url = (value: object) =>
  btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
const jwt = (exp: number) => `${base64url({ alg: 'HS256' })}.${base64url({ exp, usuario: 'demo' })}.sig`;
const TOKEN = jwt(NOW.getTime() / 1000 + 3600);

interface Sent {
  key: string;
  authorization: string | null;
  account: string | null;
}

/** A window for the script: its own location, storage and fetch. */
/**
 * The links the script adds: rel and href (a stand-in document: nothing is fetched in the test).
 * Each "loads" a turn later, unless `holdLinks` keeps them loading until the test calls `release`.
 */
const added: string[][] = [];
const loading: HTMLLinkElement[] = [];
let holdLinks = false;
const release = () => {
  for (const link of loading.splice(0)) link.onload?.(new Event('load'));
};
const fakeDocument = {
  head: {
    appendChild: (link: HTMLLinkElement) => {
      added.push([link.rel, link.href]);
      loading.push(link);
      if (!holdLinks) setTimeout(release, 0);
    },
  },
  createElement: () => ({}),
} as unknown as Document;

function scriptWindow(
  path: string,
  token: string | null = TOKEN,
  language: { stored?: string; browser?: string[] } = {},
) {
  const sent: Sent[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const headers = new Headers(init?.headers);
    sent.push({
      key: earlyCallKey(url, ORIGIN),
      authorization: headers.get('authorization'),
      account: headers.get(ACCOUNT_HEADER),
    });
    return new Response('[]', { headers: { 'content-type': 'application/json' } });
  });
  const storage = new Map(token ? [[TOKEN_KEY, token]] : []);
  const w = {
    location: new URL(path, ORIGIN) as unknown as Location,
    fetch: fetch as typeof globalThis.fetch,
    document: fakeDocument,
    atob,
    sessionStorage: { getItem: (name: string) => storage.get(name) ?? null } as Storage,
    localStorage: {
      getItem: (name: string) => (name === LANGUAGE_KEY ? (language.stored ?? null) : null),
    } as Storage,
    navigator: { languages: language.browser ?? ['en-GB'], language: 'en-GB' } as unknown as Navigator,
  } as Parameters<typeof startEarlyCalls>[0];
  return { w, sent, fetch };
}

const CATALOGS = { en: '/assets/i18n/en.json?v=1', es: '/assets/i18n/es.json?v=2' };
const chunks = (js: string[] = [], css: string[] = []) => ({ js, css, catalogs: CATALOGS });
const links = () => added;

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/** What the app's SDK sends for the same calls: path, query and headers, recorded, never answered. */
async function appRequests(account: number | null): Promise<Sent[]> {
  const sent: Sent[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const headers = new Headers(init?.headers);
    sent.push({
      key: earlyCallKey(String(input), ORIGIN),
      authorization: headers.get('authorization'),
      account: headers.get(ACCOUNT_HEADER),
    });
    return new Response('null', { status: 418 });
  };
  const { client } = createApi({ baseURL: ORIGIN, fetch, maxRetries: 0 });
  const period = monitorPeriod(NOW);
  const calls = [
    () => client.configuracion.obtenerPerfil(),
    () => {
      chooseAccount('demo', account);
      return client.monitor.obtenerIncidencias();
    },
    () => client.monitor.obtenerMetricasMonitor(period),
  ];
  for (const call of calls) await call().catch(() => undefined);
  return sent;
}

describe('the early calls script', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
    sessionStorage.setItem(TOKEN_KEY, TOKEN);
    chooseAccount('demo', null);
    added.length = 0;
    loading.length = 0;
    holdLinks = false;
  });
  afterEach(() => {
    vi.useRealTimers();
    sessionStorage.clear();
    chooseAccount('demo', null);
  });

  it('on / sends what the app sends, with the same token, and preloads the route chunks', async () => {
    const { w, sent } = scriptWindow('/');
    startEarlyCalls(w, chunks(['/assets/screen-a.js'], ['/assets/screen-b.css']), earlyCallKey);
    await settle();
    expect(sent).toEqual(await appRequests(null));
    expect(sent.every((call) => call.authorization === `Bearer ${TOKEN}`)).toBe(true);
    expect(Object.keys(w[EARLY_CALLS] ?? {}).sort()).toEqual(sent.map((call) => call.key).sort());
    expect(links()).toEqual([
      ['preload', CATALOGS.en],
      ['modulepreload', '/assets/screen-a.js'],
      ['preload', '/assets/screen-b.css'],
    ]);
  });

  it("asks for the metrics once the route's chunks have come, and hands the app the waiting call", async () => {
    holdLinks = true;
    const { w, sent } = scriptWindow('/');
    startEarlyCalls(w, chunks(['/assets/screen-a.js']), earlyCallKey);
    await settle();
    const [profile, attention, metrics] = await appRequests(null);
    expect(sent.map((call) => call.key)).toEqual([profile!.key, attention!.key]);
    // The app asking now gets the script's call (no second request), answered once it is sent.
    const app = vi.fn(globalThis.fetch);
    const answer = withEarlyCalls(app, w)(metrics!.key, {
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    release();
    await settle();
    expect(sent.map((call) => call.key)).toContain(metrics!.key);
    expect((await answer).ok).toBe(true);
    expect(app).not.toHaveBeenCalled();
  });

  it("sends the monitor's calls for the URL's account, the profile without one", async () => {
    const { w, sent } = scriptWindow('/?cuenta=12');
    startEarlyCalls(w, chunks(), earlyCallKey);
    await settle();
    expect(sent).toEqual(await appRequests(12));
    expect(sent.map((call) => call.account)).toEqual([null, '12', '12']);
  });

  it('on another page starts only the profile; with a period in the URL, no monitor call', async () => {
    const tracking = scriptWindow('/tracking');
    startEarlyCalls(tracking.w, chunks(['/assets/x.js']), earlyCallKey);
    const period = scriptWindow('/?from=2026-01-01&to=2026-01-31');
    startEarlyCalls(period.w, chunks(), earlyCallKey);
    await settle();
    expect(tracking.sent.map((call) => call.key)).toEqual(['/api/Configuracion/ObtenerPerfil?']);
    expect(period.sent.map((call) => call.key)).toEqual(['/api/Configuracion/ObtenerPerfil?']);
    // Only the catalog on another page (twice: two pages here).
    expect(links()).toEqual([
      ['preload', CATALOGS.en],
      ['preload', CATALOGS.en],
    ]);
  });

  it('sends nothing without a token, or with an expired or malformed one', async () => {
    for (const token of [null, jwt(NOW.getTime() / 1000 - 1), 'not-a-jwt']) {
      const { w, fetch } = scriptWindow('/', token);
      startEarlyCalls(w, chunks(['/assets/a.js']), earlyCallKey);
      expect(fetch).not.toHaveBeenCalled();
      expect(w[EARLY_CALLS]).toBeUndefined();
    }
    await settle();
    expect(links()).toEqual([]);
  });

  it('runs from its own source text, as the build serialises it', async () => {
    const { w, sent } = scriptWindow('/');
    new Function('w', 'chunks', 'key', `(${startEarlyCalls.toString()})(w, chunks, key)`)(
      w,
      chunks(),
      earlyCallKey,
    );
    await settle();
    expect(sent).toHaveLength(3);
  });

  it("preloads the catalog of the language the app will show (detectUiLocale's choice)", () => {
    const cases = [
      {},
      { browser: ['es-ES', 'en'] },
      { browser: ['fr-FR', 'es'] },
      { browser: ['fr-FR'] },
      { stored: 'es', browser: ['en-US'] },
      { stored: 'en', browser: ['es'] },
      { stored: 'xx', browser: ['es-MX'] },
    ];
    for (const language of cases) {
      added.length = 0;
      startEarlyCalls(scriptWindow('/tracking', TOKEN, language).w, chunks(), earlyCallKey);
      const expected = detectUiLocale(language.browser ?? ['en-GB'], language.stored ?? null);
      expect(links()).toEqual([['preload', CATALOGS[expected]]]);
    }
  });
});

describe('withEarlyCalls', () => {
  const early = (account: string | null, at = 1000): EarlyCall => ({
    token: 'T',
    account,
    at,
    response: Promise.resolve(new Response('"early"')),
  });
  const setUp = (calls: Record<string, EarlyCall>) => {
    const fetch = vi.fn(async () => new Response('"network"'));
    const w = { location: new URL(ORIGIN), [EARLY_CALLS]: calls } as unknown as Parameters<
      typeof withEarlyCalls
    >[1];
    return { fetch, wrapped: withEarlyCalls(fetch, w, () => 2000) };
  };
  const auth = { authorization: 'Bearer T' };

  it('hands out the early response of the same GET once, whatever the order of its query', async () => {
    const { fetch, wrapped } = setUp({ [earlyCallKey('/api/x?a=1&b=2', ORIGIN)]: early(null) });
    expect(await (await wrapped(`${ORIGIN}/api/x?b=2&a=1`, { headers: auth })).json()).toBe('early');
    expect(await (await wrapped('/api/x?a=1&b=2', { headers: auth })).json()).toBe('network');
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('asks the network for another token, account, method, or a stale response', async () => {
    const key = earlyCallKey('/api/x', ORIGIN);
    const cases: Array<[EarlyCall, RequestInit]> = [
      [early(null), { headers: { authorization: 'Bearer other' } }],
      [early('12'), { headers: auth }],
      [early(null), { headers: { ...auth, [ACCOUNT_HEADER]: '12' } }],
      [early(null), { method: 'POST', headers: auth }],
      [early(null, 2000 - EARLY_CALL_MAX_AGE_MS - 1), { headers: auth }],
    ];
    for (const [call, init] of cases) {
      const { fetch, wrapped } = setUp({ [key]: call });
      expect(await (await wrapped('/api/x', init)).json()).toBe('network');
      expect(fetch).toHaveBeenCalledTimes(1);
    }
  });

  it('asks the network when the early request failed', async () => {
    const failed = { ...early(null), response: Promise.reject(new TypeError('offline')) };
    const { fetch, wrapped } = setUp({ [earlyCallKey('/api/x', ORIGIN)]: failed });
    expect(await (await wrapped('/api/x', { headers: auth })).json()).toBe('network');
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
