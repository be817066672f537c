import { and, asc, eq, sql } from 'drizzle-orm';
import { clientes, partidas } from '../../db/schema/index';
import { forwarderDocumentId } from '../../domain/documentos';
import type { ForeignRecords } from '../foreign-records';
import type { TestApi } from '../harness';
import { dossierDe } from './dossier';

// Documents of AUTOIB (the `tracking` user's customer): `demo` (FRUSUR, TEXMED) must get 404 for
// uploads to its shipment or dossier and for its documents.

/** The first shipment of the customer `codigo` that lists a document. */
export async function partidaConDocumentosDe(api: TestApi, codigo: string): Promise<number> {
  const [row] = await api.db
    .select({ id: partidas.id })
    .from(partidas)
    .innerJoin(clientes, eq(clientes.id, partidas.idCliente))
    .where(and(eq(clientes.codigo, codigo), sql`json_array_length(${partidas.documentos}) > 0`))
    .orderBy(asc(partidas.id))
    .limit(1);
  if (!row) throw new Error(`no seeded shipment of ${codigo} with documents`);
  return row.id;
}

/** The forwarder's first document of AUTOIB's first shipment that has one. */
const foreignDocument = async (api: TestApi) => ({
  params: { idDocumento: forwarderDocumentId('partida', await partidaConDocumentosDe(api, 'AUTOIB'), 0)! },
});

export const foreignRecords: ForeignRecords = {
  'tracking.subirDocumento': async (api) => ({ params: { id: await partidaConDocumentosDe(api, 'AUTOIB') } }),
  'dossier.subirDocumento': async (api) => ({ params: { id: await dossierDe(api, 'AUTOIB') } }),
  'tracking.descargarDocumento': foreignDocument,
  'tracking.eliminarDocumento': foreignDocument,
};
