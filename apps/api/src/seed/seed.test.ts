import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientes, roles, usuarioCliente, usuarios } from '../db/schema/index';
import { createTestApi, type TestApi } from '../testing/harness';
import { Prng, prngFor } from './prng';

describe('Prng', () => {
  it('is deterministic per seed and stream', () => {
    const a = prngFor('tracking');
    const b = prngFor('tracking');
    const sequence = Array.from({ length: 5 }, () => a.next());
    expect(Array.from({ length: 5 }, () => b.next())).toEqual(sequence);
    expect(prngFor('factura').next()).not.toBe(sequence[0]);
    const rng = new Prng('x');
    for (let i = 0; i < 1000; i++) {
      const n = rng.int(3, 7);
      expect(n >= 3 && n <= 7 && Number.isInteger(n)).toBe(true);
    }
    expect(new Prng('y').shuffle([1, 2, 3, 4]).sort()).toEqual([1, 2, 3, 4]);
  });
});

describe('core demo data', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await createTestApi({ seed: 'core' });
  });
  afterAll(async () => {
    await api?.close();
  });

  it('has ~20 customers and the demo accounts (README)', async () => {
    const [{ total }] = (await api.db.select({ total: count() }).from(clientes)) as [{ total: number }];
    expect(total).toBeGreaterThanOrEqual(20);
    const assigned = async (usuario: string) =>
      api.db
        .select({ codigo: clientes.codigo })
        .from(usuarioCliente)
        .innerJoin(usuarios, eq(usuarios.id, usuarioCliente.idUsuario))
        .innerJoin(clientes, eq(clientes.id, usuarioCliente.idCliente))
        .where(eq(usuarios.usuario, usuario));
    expect((await assigned('demo')).map((row) => row.codigo).sort()).toEqual(['FRUSUR', 'TEXMED']);
    expect((await assigned('tracking')).map((row) => row.codigo)).toEqual(['AUTOIB']);
    const [admin] = await api.db
      .select({ isAdmin: roles.isAdmin, estado: usuarios.estado })
      .from(usuarios)
      .innerJoin(roles, eq(roles.id, usuarios.idRol))
      .where(eq(usuarios.usuario, 'admin'));
    expect(admin).toEqual({ isAdmin: true, estado: 'ACTIVO' });
    const pending = await api.db.select().from(usuarios).where(eq(usuarios.estado, 'PENDIENTE'));
    expect(pending).toHaveLength(1);
    expect(pending[0]?.claveHash).toBeNull();
    for (const usuario of ['admin', 'demo', 'tracking']) await api.signIn(usuario);
  });
});
