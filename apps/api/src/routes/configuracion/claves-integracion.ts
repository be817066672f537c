import type { ClaveIntegracion } from '@extranet/sdk/schemas';
import { desc, eq } from 'drizzle-orm';
import { audit } from '../../audit';
import { newKey } from '../../auth/integration-keys';
import type { SessionUser } from '../../core/session-user';
import type { Db } from '../../db/client';
import { clavesIntegracion } from '../../db/schema/index';
import { type AppContext, requestOrigin } from '../../http/context';
import { found } from '../../http/scope';

// Integration keys (administrators): created for one of the provider's systems, shown once, listed
// without the key, revoked at once (the check reads the table on every integration call, so every
// API process refuses a revoked key from the next call on). Each creation and revocation is audited.

type KeyRow = typeof clavesIntegracion.$inferSelect;

const toClave = (row: KeyRow): ClaveIntegracion => ({
  id: row.id,
  nombre: row.nombre,
  prefijo: row.prefijo,
  creadaPor: row.creadaPor,
  fechaAlta: row.fechaAlta.toISOString(),
  ultimoUso: row.ultimoUso?.toISOString() ?? null,
  fechaRevocacion: row.revocada?.toISOString() ?? null,
});

export async function guardarClave(c: AppContext, db: Db, user: SessionUser, nombre: string) {
  const { key, hash, prefix } = newKey();
  const [row] = await db
    .insert(clavesIntegracion)
    .values({ nombre, prefijo: prefix, claveHash: hash, idUsuarioAlta: user.id, creadaPor: user.usuario })
    .returning({ id: clavesIntegracion.id });
  await audit({
    ...requestOrigin(c),
    event: 'INTEGRATION_KEY_CREATED',
    who: { idUsuario: user.id, usuario: user.usuario },
    detail: `key ${row!.id} ${prefix}… "${nombre}"`,
    entidad: 'clave',
    idEntidad: String(row!.id),
    despues: { nombre, prefijo: prefix },
  });
  return { id: row!.id, nombre, clave: key };
}

export const clavesResumen = async (db: Db) =>
  (await db.select().from(clavesIntegracion).orderBy(desc(clavesIntegracion.id))).map(toClave);

export async function revocarClave(c: AppContext, db: Db, user: SessionUser, id: number) {
  const now = c.get('deps').clock();
  const row = found(
    (await db.select().from(clavesIntegracion).where(eq(clavesIntegracion.id, id)))[0],
    'integration key',
  );
  if (row.revocada) return toClave(row); // revoking twice changes nothing
  const [revoked] = await db
    .update(clavesIntegracion)
    .set({ revocada: now })
    .where(eq(clavesIntegracion.id, id))
    .returning();
  await audit({
    ...requestOrigin(c),
    event: 'INTEGRATION_KEY_REVOKED',
    who: { idUsuario: user.id, usuario: user.usuario },
    detail: `key ${id} ${row.prefijo}… "${row.nombre}"`,
    entidad: 'clave',
    idEntidad: String(id),
  });
  return toClave(revoked!);
}
