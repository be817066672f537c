import { asc, eq } from 'drizzle-orm';
import { clientes, partidas } from '../../db/schema/index';
import type { ForeignRecords } from '../foreign-records';
import type { TestApi } from '../harness';

// Shipments of AUTOIB (the `tracking` user's customer): `demo` (FRUSUR, TEXMED) must get 404.

/** The first shipment of the customer `codigo` (a seeded record for tests). */
export async function partidaDe(api: TestApi, codigo: string): Promise<number> {
  const [row] = await api.db
    .select({ id: partidas.id })
    .from(partidas)
    .innerJoin(clientes, eq(clientes.id, partidas.idCliente))
    .where(eq(clientes.codigo, codigo))
    .orderBy(asc(partidas.id))
    .limit(1);
  if (!row) throw new Error(`no seeded shipment of ${codigo}`);
  return row.id;
}

export const foreignRecords: ForeignRecords = {
  'tracking.obtenerPartida': async (api) => ({ params: { id: await partidaDe(api, 'AUTOIB') } }),
  'tracking.obtenerVinculo': async (api) => ({ params: { id: await partidaDe(api, 'AUTOIB') } }),
};
