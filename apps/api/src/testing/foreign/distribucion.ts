import { asc, eq } from 'drizzle-orm';
import { albaranes, clientes } from '../../db/schema/index';
import type { ForeignRecords } from '../foreign-records';
import type { TestApi } from '../harness';

// Delivery notes of AUTOIB: `demo` (FRUSUR, TEXMED) must get 404.

/** The first delivery note of the customer `codigo` (a seeded record for tests). */
export async function albaranDe(api: TestApi, codigo: string): Promise<number> {
  const [row] = await api.db
    .select({ id: albaranes.id })
    .from(albaranes)
    .innerJoin(clientes, eq(clientes.id, albaranes.idCliente))
    .where(eq(clientes.codigo, codigo))
    .orderBy(asc(albaranes.id))
    .limit(1);
  if (!row) throw new Error(`no seeded delivery note of ${codigo}`);
  return row.id;
}

export const foreignRecords: ForeignRecords = {
  'distribucion.obtenerAlbaran': async (api) => ({ params: { id: await albaranDe(api, 'AUTOIB') } }),
};
