import { eq } from 'drizzle-orm';
import { PglitePreparedQuery } from 'drizzle-orm/pglite';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { usuarios } from '../db/schema/index';
import { createTestApi, rejection, type TestApi } from '../testing/harness';

// The caller of every request is read from the database; on PGlite (this process the only writer)
// the row is kept until any statement changes data, so revocation still applies at the next call.

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi({ seed: 'core' });
});
afterAll(async () => {
  await api?.close();
});

describe('the session check', () => {
  it.runIf(process.env.API_TEST_DB !== 'pg')(
    'on PGlite reads the caller once until something is written',
    async () => {
      const { client } = await api.signIn('demo');
      const executed = vi.spyOn(PglitePreparedQuery.prototype, 'execute');
      try {
        const statementsOf = async (call: () => Promise<unknown>) => {
          executed.mockClear();
          await call();
          return executed.mock.calls.length;
        };
        const profile = () => client.configuracion.obtenerPerfil();
        await profile();
        // The session row is kept: only the profile's own query (its customers) runs.
        expect(await statementsOf(profile)).toBe(1);
        expect(await statementsOf(profile)).toBe(1);
        // Any write, whatever it touched, drops what was kept.
        await api.db.update(usuarios).set({ telefono: null }).where(eq(usuarios.usuario, 'nobody'));
        expect(await statementsOf(profile)).toBe(2);
        expect(await statementsOf(profile)).toBe(1);
      } finally {
        executed.mockRestore();
      }
    },
  );

  it('applies a change written behind its back at the next call, kept session or not', async () => {
    const { client } = await api.signIn('tracking');
    await client.configuracion.obtenerPerfil();
    await client.configuracion.obtenerPerfil();
    await api.db.update(usuarios).set({ estado: 'BAJA' }).where(eq(usuarios.usuario, 'tracking'));
    try {
      expect(await rejection(client.configuracion.obtenerPerfil())).toMatchObject({
        status: 401,
        code: 'TOKEN_REVOKED',
      });
    } finally {
      await api.db.update(usuarios).set({ estado: 'ACTIVO' }).where(eq(usuarios.usuario, 'tracking'));
    }
    expect((await client.configuracion.obtenerPerfil()).usuario).toBe('tracking');
    await client.validacion.cerrarSesion();
    expect(await rejection(client.configuracion.obtenerPerfil())).toMatchObject({
      status: 401,
      code: 'TOKEN_REVOKED',
    });
  });
});
