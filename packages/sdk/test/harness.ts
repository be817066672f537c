import { createExtranetClient, type ExtranetClientOptions } from '../src/index';

export interface RecordedRequest {
  method: string;
  url: URL;
  /** Path as sent, still percent-encoded. */
  path: string;
  query: Record<string, string>;
  headers: Record<string, string>;
  body: unknown;
}

/**
 * A client whose fetch is a local fake: every request is recorded and answered with `reply`
 * (JSON, status 200 unless `status` says otherwise). No network is involved.
 */
export function recordingClient(
  reply: unknown | ((request: RecordedRequest) => unknown),
  options: ExtranetClientOptions & { status?: number } = {},
) {
  const requests: RecordedRequest[] = [];
  const fetch: typeof globalThis.fetch = async (input, init) => {
    // Relative URLs (baseURL '' or '/', as in a browser app) are resolved against a stand-in origin.
    const href = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const request = new Request(new URL(href, 'http://same-origin.test'), init);
    const url = new URL(request.url);
    const text = await request.text();
    const recorded: RecordedRequest = {
      method: request.method,
      url,
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      headers: Object.fromEntries(request.headers),
      body: text ? JSON.parse(text) : undefined,
    };
    requests.push(recorded);
    const payload =
      typeof reply === 'function' ? (reply as (r: RecordedRequest) => unknown)(recorded) : reply;
    return new Response(JSON.stringify(payload), {
      status: options.status ?? 200,
      headers: { 'content-type': 'application/json' },
    });
  };
  const client = createExtranetClient({
    baseURL: 'http://extranet.test',
    getToken: () => 'test-token',
    ...options,
    fetch,
  });
  return { client, requests, last: () => requests.at(-1) as RecordedRequest };
}

export const PERIOD = {
  fechainicio: new Date('2026-01-01T00:00:00.000Z'),
  fechafin: '2026-03-31T23:59:59.999Z',
} as const;

export const PERIOD_QUERY = {
  fechainicio: '2026-01-01T00:00:00.000Z',
  fechafin: '2026-03-31T23:59:59.999Z',
};
