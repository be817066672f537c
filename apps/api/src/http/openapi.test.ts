import { isIdParameter, pathParameterNames } from '@extranet/sdk/schemas';
import { describe, expect, it } from 'vitest';
import { controllers } from '../routes/index';
import { buildOpenApi } from './openapi';

// The published OpenAPI document: named components, every error status a call can answer (checked
// against the server's own inputs and authorization table), licence and servers.

type Responses = Record<
  string,
  { description: string; content?: unknown; headers?: Record<string, unknown> }
>;
type Operation = {
  operationId: string;
  responses: Responses;
  requestBody?: unknown;
  parameters: unknown[];
  security: unknown[];
};
interface Doc {
  info: { license?: { name: string; identifier?: string } };
  servers: { url: string }[];
  components: { schemas: Record<string, unknown> };
  paths: Record<string, Record<string, Operation>>;
}

const doc = buildOpenApi(controllers, '1.0.0') as unknown as Doc;
const operations = Object.values(doc.paths).flatMap((path) => Object.values(path));
const routes = controllers.flatMap((controller) => controller.routes);
const operation = (key: string) => operations.find((op) => op.operationId === key) as Operation;
const statuses = (key: string) => Object.keys(operation(key).responses).map(Number);

/** Every `$ref` in a JSON value. */
const refs = (value: unknown): string[] =>
  Array.isArray(value)
    ? value.flatMap(refs)
    : value && typeof value === 'object'
      ? Object.entries(value).flatMap(([key, inner]) => (key === '$ref' ? [inner as string] : refs(inner)))
      : [];

describe('OpenAPI document', () => {
  it('names its payload schemas as components, as the SDK names their types', () => {
    for (const name of [
      'Partida',
      'PartidaResumen',
      'FacturaResumen',
      'Dossier',
      'Login',
      'Token',
      'ErrorBody',
    ])
      expect(doc.components.schemas, name).toHaveProperty(name);
  });

  it('refers to components by $ref, and every $ref resolves', () => {
    const detail = operation('tracking.obtenerPartida').responses[200] as { content: unknown };
    expect(refs(detail.content)).toEqual(['#/components/schemas/Partida']);
    const list = operation('tracking.obtenerSeguimientoEnvios').responses[200] as { content: unknown };
    expect(refs(list.content)).toEqual(['#/components/schemas/PartidaResumen']);
    expect(refs(operation('validacion.login').requestBody)).toEqual(['#/components/schemas/Login']);
    const all = refs(doc);
    expect(all.length).toBeGreaterThan(200);
    for (const ref of new Set(all)) {
      expect(ref, ref).toMatch(/^#\/components\/schemas\//);
      expect(doc.components.schemas, ref).toHaveProperty(ref.replace('#/components/schemas/', ''));
    }
  });

  it('declares 401 and 429 on login, with what they mean there', () => {
    const login = operation('validacion.login').responses;
    expect(statuses('validacion.login')).toEqual(expect.arrayContaining([400, 401, 403, 429, 503]));
    expect(login[401]?.description).toMatch(/wrong user name or password/i);
    expect(login[429]?.headers).toHaveProperty('Retry-After');
  });

  it.each(routes.map((route) => [route.key, route] as const))(
    '%s: its error statuses follow its inputs and authorization',
    (key, route) => {
      const { endpoint, requirement } = route;
      const got = statuses(key);
      const takesInput = pathParameterNames(endpoint.path).length > 0 || !!endpoint.query || !!endpoint.body;
      // 400 exactly when there is input to refuse.
      expect(got.includes(400), '400').toBe(takesInput);
      // 401 whenever a session or an integration key is needed (and on the sign-in call itself).
      if (requirement !== 'public') expect(got, '401').toContain(401);
      expect(operation(key).security, 'security').toEqual(
        requirement === 'public'
          ? []
          : requirement === 'integrationKey'
            ? [{ apiKey: [] }]
            : [{ bearer: [] }],
      );
      // 403 whenever a flag, the administrator role or the path's own user is needed.
      if (requirement === 'admin' || requirement === 'self' || typeof requirement === 'object')
        expect(got, '403').toContain(403);
      // 404 whenever the path names a record by id.
      if (pathParameterNames(endpoint.path).some(isIdParameter)) expect(got, '404').toContain(404);
      // And every call can meet an unreachable database.
      expect(got, '503').toContain(503);
      expect(got.filter((status) => status >= 400 && status !== 501 && status !== 503).sort()).toEqual(
        [...endpoint.errors].sort(),
      );
    },
  );

  it('declares 409 where the server answers a conflict, and 429 where it rate-limits', () => {
    const with409 = operations.filter((op) => op.responses[409]).map((op) => op.operationId);
    expect(with409.sort()).toEqual([
      'configuracion.bajaUsuario',
      'configuracion.eliminarRol',
      'configuracion.guardarRol',
      'configuracion.guardarUsuario',
      'entorno.guardarConfiguracionGrid',
      'integracion.confirmarReserva',
      'tracking.eliminarDocumento',
    ]);
    const with429 = operations.filter((op) => op.responses[429]).map((op) => op.operationId);
    expect(with429.sort()).toEqual([
      'integracion.confirmarReserva',
      'integracion.registrarHito',
      'publico.obtenerPartida',
      'validacion.login',
      'validacion.recuperarContrasena',
      'validacion.solicitarAcceso',
    ]);
  });

  it('declares 202 where a call records something new', () => {
    expect(statuses('integracion.registrarHito')).toContain(202);
    expect(statuses('integracion.confirmarReserva')).not.toContain(202);
  });

  it('has a licence and a server', () => {
    expect(doc.info.license).toEqual({ name: 'MIT', identifier: 'MIT' });
    expect(doc.servers[0]?.url).toBe('/');
  });
});
