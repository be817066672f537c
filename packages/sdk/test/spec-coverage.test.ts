import { describe, expect, it } from 'vitest';
import { type Endpoint, endpoints } from '../src/schemas';
import { SPEC_BODIES, SPEC_CALLS } from './spec-calls';

const queryNames = (e: Endpoint): string[] => {
  const schema = e.query as unknown as
    | { entries?: Record<string, unknown>; pipe?: readonly { entries?: Record<string, unknown> }[] }
    | undefined;
  return Object.keys(schema?.entries ?? schema?.pipe?.[0]?.entries ?? {});
};

const describeCall = (e: Endpoint): string => {
  const names = queryNames(e);
  return `${e.method} ${e.path}${names.length ? `?${names.join('&')}` : ''}`;
};

const all = Object.entries(endpoints).flatMap(([controller, map]) =>
  Object.entries(map as Record<string, Endpoint>).map(([name, e]) => ({ key: `${controller}.${name}`, e })),
);

describe('the endpoint table against the API contract', () => {
  it('has the 81 spec calls', () => {
    expect(SPEC_CALLS).toHaveLength(81);
  });

  it.each(SPEC_CALLS)('covers %s with the spec parameter names', (call) => {
    expect(all.map(({ e }) => describeCall(e))).toContain(call);
  });

  it('adds no call the spec lacks unless it is marked as an extension', () => {
    const extra = all.filter(({ e }) => !(SPEC_CALLS as readonly string[]).includes(describeCall(e)));
    for (const { key, e } of extra) expect(e.summary, key).toMatch(/^Extension:/);
  });

  it.each(SPEC_BODIES)('%s takes a body', (call) => {
    const found = all.find(({ e }) => describeCall(e) === call);
    expect(found?.e.body).toBeDefined();
  });

  it('follows the naming contract (method = camelCase of the action)', () => {
    const special: Record<string, string> = {
      'validacion.login': 'POST /api/Validacion',
      'entorno.actualizarConfiguracionGrid': 'PUT /api/Entorno/GuardarConfiguracionGrid/{id}',
      // The issue names the public page's call `Publico/Partida`; the method keeps the SDK's verb.
      'publico.obtenerPartida': 'GET /api/Publico/Partida/{token}',
    };
    for (const { key, e } of all) {
      if (special[key]) {
        expect(`${e.method} ${e.path}`).toBe(special[key]);
        continue;
      }
      const [controller, method] = key.split('.') as [string, string];
      const [, , api, action] = e.path.split('/') as [string, string, string, string];
      expect(api.charAt(0).toLowerCase() + api.slice(1), key).toBe(controller);
      expect(action.charAt(0).toLowerCase() + action.slice(1), key).toBe(method);
    }
  });

  it('gives every call a response schema and a summary', () => {
    for (const { key, e } of all) {
      expect(e.response, key).toBeDefined();
      expect(e.summary.length, key).toBeGreaterThan(10);
    }
  });
});
