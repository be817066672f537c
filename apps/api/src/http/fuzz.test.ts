import { type Endpoint, endpoints, isIdParameter, pathParameterNames } from '@extranet/sdk/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from '../testing/harness';

// Bad input on every call of the SDK table: malformed ids, text with NUL bytes, impossible dates,
// out-of-range numbers, wrong types, broken JSON. Whatever it is, the answer is a 4xx with the JSON
// error body — a 400 names the field — and never a 5xx. (Calls without any input are left out.)

interface Answer {
  status: number;
  body: { code?: unknown; message?: unknown; field?: unknown };
}

const BAD_IDS = ['0', '-1', '2147483648', '99999999999999999999', 'abc', '1e3', '%00', '1%00', '%20', '1.5'];
const BAD_TEXT = ['%00', 'a%00b', 'x'.repeat(300), '%2e%2e%2f%2e%2e', "' OR 1=1 --"];
const BAD_QUERY_VALUES = [
  '',
  '%00',
  '0000-01-01',
  '2026-02-30',
  '2026-13-01',
  '-1',
  '2147483648',
  '1e400',
  'null',
  '[]',
  'x'.repeat(3_000),
];
const BAD_BODY_VALUES: unknown[] = [
  null,
  true,
  -1,
  0,
  2147483648,
  1e308,
  1.5,
  '',
  '\u0000',
  'a\u0000b',
  '0000-01-01',
  '2026-02-30',
  'x'.repeat(5_000),
  [],
  {},
  [{}],
];
const BAD_BODIES = [
  'not json',
  '[]',
  'null',
  '"text"',
  '{"a":',
  '{}',
  JSON.stringify({ a: { b: { c: [[[]]] } } }),
];

/** The object entries of a query or body schema (through the pipes of forward/check). */
function keysOf(schema: unknown): string[] {
  const s = schema as { entries?: Record<string, unknown>; pipe?: unknown[]; wrapped?: unknown };
  if (s.entries) return Object.keys(s.entries);
  if (s.pipe?.[0] && s.pipe[0] !== schema) return keysOf(s.pipe[0]);
  if (s.wrapped) return keysOf(s.wrapped);
  return [];
}

const calls = Object.entries(endpoints).flatMap(([controller, map]) =>
  Object.entries(map as Record<string, Endpoint>).map(([method, endpoint]) => ({
    key: `${controller}.${method}`,
    endpoint,
  })),
);

let api: TestApi;
let admin: string;
/** The integration calls' credential (`x-api-key`). */
let apiKey: string;
beforeAll(async () => {
  api = await createTestApi();
  admin = await api.tokenFor('admin');
  const key = await api.clientWith(admin).configuracion.guardarClaveIntegracion({ body: { nombre: 'fuzz' } });
  apiKey = key.clave;
});
afterAll(async () => {
  await api?.close();
});

/** A request with valid-looking defaults and one part replaced. */
function requestFor(
  endpoint: Endpoint,
  part: { path?: Record<string, string>; query?: string; body?: string },
): [string, RequestInit] {
  const path = endpoint.path.replace(
    /\{(\w+)\}/g,
    (_, name: string) =>
      part.path?.[name] ?? (name === 'usuario' ? 'admin' : isIdParameter(name) ? '1' : 'a'),
  );
  const query = part.query ?? 'fechainicio=2026-01-01&fechafin=2026-02-01';
  const init: RequestInit = {
    method: endpoint.method,
    headers: {
      ...(endpoint.auth === 'integrationKey'
        ? { 'x-api-key': apiKey }
        : { authorization: `Bearer ${admin}` }),
      'content-type': 'application/json',
    },
  };
  if (endpoint.method !== 'GET' && endpoint.body) init.body = part.body ?? '{}';
  return [`${path}?${query}`, init];
}

async function send(endpoint: Endpoint, part: Parameters<typeof requestFor>[1]): Promise<Answer> {
  const [url, init] = requestFor(endpoint, part);
  const res = await api.request(url, init);
  const text = await res.text();
  let body: Answer['body'] = {};
  try {
    body = JSON.parse(text);
  } catch {}
  return { status: res.status, body };
}

/** What is wrong with an answer to bad input, or undefined. */
function judge(answer: Answer): string | undefined {
  if (answer.status >= 500) return `${answer.status} ${JSON.stringify(answer.body)}`;
  if (answer.status >= 400) {
    if (typeof answer.body.code !== 'string' || typeof answer.body.message !== 'string') {
      return `${answer.status} without the JSON error body`;
    }
    if (answer.status === 400 && (typeof answer.body.field !== 'string' || answer.body.field === '')) {
      return `400 without a field: ${JSON.stringify(answer.body)}`;
    }
  }
  return undefined;
}

describe('bad input on every call', () => {
  it('covers every call of the SDK table', () => {
    expect(calls.length).toBeGreaterThan(70);
  });

  it('never answers 5xx, and every 400 names the field', async () => {
    const wrong: string[] = [];
    let sent = 0;
    for (const { key, endpoint } of calls) {
      const cases: { what: string; part: Parameters<typeof requestFor>[1] }[] = [];
      for (const name of pathParameterNames(endpoint.path)) {
        for (const value of isIdParameter(name) ? BAD_IDS : BAD_TEXT) {
          cases.push({ what: `path ${name}=${value.slice(0, 20)}`, part: { path: { [name]: value } } });
        }
      }
      if (endpoint.query) {
        for (const name of keysOf(endpoint.query)) {
          for (const value of BAD_QUERY_VALUES) {
            const query = new URLSearchParams({ fechainicio: '2026-01-01', fechafin: '2026-02-01' });
            query.set(name, value);
            cases.push({
              what: `query ${name}=${value.slice(0, 20)}`,
              part: { query: query.toString().replaceAll('%2500', '%00') },
            });
          }
        }
      }
      if (endpoint.body) {
        for (const body of BAD_BODIES) cases.push({ what: `body ${body.slice(0, 20)}`, part: { body } });
        for (const name of keysOf(endpoint.body)) {
          for (const value of BAD_BODY_VALUES) {
            cases.push({
              what: `body.${name}=${JSON.stringify(value).slice(0, 20)}`,
              part: { body: JSON.stringify({ [name]: value }) },
            });
          }
        }
      }
      for (const { what, part } of cases) {
        const problem = judge(await send(endpoint, part));
        sent++;
        if (problem) wrong.push(`${key} ${what}: ${problem}`);
      }
    }
    expect(sent).toBeGreaterThan(1_000);
    expect(wrong).toEqual([]);
  });
});
