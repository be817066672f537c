import { asc, eq } from 'drizzle-orm';
import { clientes, dossieres } from '../../db/schema/index';
import type { ForeignRecords } from '../foreign-records';
import type { TestApi } from '../harness';

// Dossiers of AUTOIB (the `tracking` user's customer): `demo` (FRUSUR, TEXMED) must get 404.

/** The first dossier of the customer `codigo` (a seeded record for tests). */
export async function dossierDe(api: TestApi, codigo: string): Promise<number> {
  const [row] = await api.db
    .select({ id: dossieres.id })
    .from(dossieres)
    .innerJoin(clientes, eq(clientes.id, dossieres.idCliente))
    .where(eq(clientes.codigo, codigo))
    .orderBy(asc(dossieres.id))
    .limit(1);
  if (!row) throw new Error(`no seeded dossier of ${codigo}`);
  return row.id;
}

export const foreignRecords: ForeignRecords = {
  'dossier.obtenerDossier': async (api) => ({ params: { id: await dossierDe(api, 'AUTOIB') } }),
};
