import { createHmac } from 'node:crypto';
import { type Endpoint, endpoints } from '@extranet/sdk/schemas';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authz, type Requirement } from '../authz';
import type { TokenClaims } from '../core/session-user';
import { roles, usuarios } from '../db/schema/index';
import { createTestApi, type TestApi } from '../testing/harness';
import { signToken } from './jwt';

// Token attacks and revocation, through HTTP on every call that needs a session: forged, unsigned,
// re-signed, expired and revoked tokens are a 401 everywhere; a role's flags and a user's state are
// read on every request, so taking them away works at once.

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi({ seed: 'core' });
});
afterAll(async () => {
  await api?.close();
});

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const claimsOf = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8')) as TokenClaims;
/** A token with any header and claims, signed with `secret` the way HS256 would be. */
const craft = (header: unknown, claims: unknown, secret: Buffer) => {
  const input = `${b64(header)}.${b64(claims)}`;
  return `${input}.${createHmac('sha256', secret).update(input).digest('base64url')}`;
};

const protectedCalls = Object.entries(endpoints).flatMap(([controller, map]) =>
  Object.entries(map as Record<string, Endpoint>)
    .filter(([method]) => (authz as Record<string, Requirement>)[`${controller}.${method}`] !== 'public')
    .map(([method, endpoint]) => ({ key: `${controller}.${method}`, endpoint })),
);

async function statusWith(authorization: string | undefined, endpoint: Endpoint): Promise<number> {
  const path = endpoint.path.replace(/\{(\w+)\}/g, (_, name: string) => (name === 'usuario' ? 'admin' : '1'));
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (authorization !== undefined) headers.authorization = authorization;
  const res = await api.request(path, {
    method: endpoint.method,
    headers,
    body: endpoint.method === 'GET' ? undefined : '{}',
  });
  return res.status;
}

describe('token attacks on every call that needs a session', () => {
  it('answer 401 to forged, unsigned, re-signed, malformed and expired tokens', async () => {
    const { token } = await api.signIn('admin');
    const claims = claimsOf(token);
    const [header, payload, signature] = token.split('.') as [string, string, string];
    const secret = api.env.jwtSecret;
    const attacks: Record<string, string | undefined> = {
      'no header': undefined,
      'alg none': `Bearer ${b64({ alg: 'none', typ: 'JWT' })}.${payload}.`,
      'alg HS512 (same key)': `Bearer ${craft({ alg: 'HS512', typ: 'JWT' }, claims, secret)}`,
      'alg RS256 (key confusion)': `Bearer ${craft({ alg: 'RS256', typ: 'JWT' }, claims, secret)}`,
      'crit header': `Bearer ${craft({ alg: 'HS256', typ: 'JWT', crit: ['exp'] }, claims, secret)}`,
      'claims changed, signature kept': `Bearer ${header}.${b64({ ...claims, sub: '2' })}.${signature}`,
      'empty signature': `Bearer ${header}.${payload}.`,
      'foreign secret': `Bearer ${await signToken(claims, Buffer.from('x'.repeat(48)))}`,
      expired: `Bearer ${await signToken({ ...claims, exp: Math.floor(Date.now() / 1000) - 1 }, secret)}`,
      'no such user': `Bearer ${await signToken({ ...claims, sub: '999999' }, secret)}`,
      'other issuer': `Bearer ${await signToken({ ...claims, iss: 'someone-else' }, secret)}`,
      'not Bearer': `Basic ${Buffer.from('admin:Admin#2026').toString('base64')}`,
      'two tokens': `Bearer ${token} ${token}`,
      oversized: `Bearer ${token}${'A'.repeat(5_000)}`,
    };
    const wrong: string[] = [];
    for (const { key, endpoint } of protectedCalls) {
      for (const [attack, authorization] of Object.entries(attacks)) {
        const status = await statusWith(authorization, endpoint);
        if (status !== 401) wrong.push(`${key} with ${attack}: ${status}`);
      }
    }
    expect(wrong).toEqual([]);
    expect(protectedCalls.length).toBeGreaterThan(60);
  });

  it('ignore a token in the query string', async () => {
    const { token } = await api.signIn('demo');
    const res = await api.request(`/api/Configuracion/ObtenerPerfil?access_token=${token}&token=${token}`);
    expect(res.status).toBe(401);
  });
});

describe('revocation', () => {
  it('refuses, on every call, the tokens of a user who signed out, changed password or was disabled', async () => {
    const { client: admin } = await api.signIn('admin');
    const idRol = (await admin.configuracion.obtenerRoles()).find(
      (r) => r.nombre === 'Cliente (todas las áreas)',
    )!.id;
    const clave = 'Ribera-del-Duero-77';
    for (const how of ['signed out', 'changed password', 'disabled'] as const) {
      const usuario = `revoked.${how.replace(' ', '.')}`;
      const { id } = await admin.configuracion.guardarUsuario({
        body: { usuario, nombre: usuario, correo: `${usuario}@cliente.example`, idRol, activo: true, clave },
      });
      const { token, client } = await api.signIn(usuario, clave);
      api.clock.advance(5);
      if (how === 'signed out') await client.validacion.cerrarSesion();
      if (how === 'changed password') {
        await client.validacion.cambiarContrasena({
          body: { claveActual: clave, claveNueva: 'Tempranillo-del-88' },
        });
      }
      if (how === 'disabled') await admin.configuracion.bajaUsuario({ idusuario: id });
      const wrong: string[] = [];
      for (const { key, endpoint } of protectedCalls) {
        const status = await statusWith(`Bearer ${token}`, endpoint);
        if (status !== 401) wrong.push(`${key}: ${status}`);
      }
      expect(wrong, how).toEqual([]);
    }
  });

  it('applies a role losing its flags at the next call, without a new token', async () => {
    const [tracking] = await api.db
      .select({ idRol: usuarios.idRol })
      .from(usuarios)
      .where(eq(usuarios.usuario, 'tracking'));
    const { client } = await api.signIn('tracking');
    await expect(client.tracking.obtenerSeguimientoEnvios()).resolves.toBeInstanceOf(Array);
    await api.db.update(roles).set({ accesoPartidas: false }).where(eq(roles.id, tracking!.idRol));
    try {
      await expect(client.tracking.obtenerSeguimientoEnvios()).rejects.toMatchObject({ status: 403 });
    } finally {
      await api.db.update(roles).set({ accesoPartidas: true }).where(eq(roles.id, tracking!.idRol));
    }
  });
});
