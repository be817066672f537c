import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { albaranes } from '../db/schema/index';

/**
 * Makes sure a delivery note is on its way (EN_REPARTO) in the small demo data, whatever the hour.
 * A note is on its way from its dispatch until its driver arrives (07:00–17:00 UTC of the expected
 * day, or a day or two later), so the few notes of the small demo data had none at some hours (CI at
 * 13:10 UTC found none). When there is none, the first pending note leaves today, as it would.
 */
export async function ensureNoteOnItsWay(db: Db, now = new Date()): Promise<void> {
  const onItsWay = await db
    .select({ id: albaranes.id })
    .from(albaranes)
    .where(eq(albaranes.estado, 'EN_REPARTO'))
    .limit(1);
  if (onItsWay.length > 0) return;
  const [next] = await db
    .select({ id: albaranes.id })
    .from(albaranes)
    .where(eq(albaranes.estado, 'PENDIENTE'))
    .orderBy(asc(albaranes.fecha), asc(albaranes.id))
    .limit(1);
  if (!next) throw new Error('the demo data has no pending delivery note to send on its way');
  const today = now.toISOString().slice(0, 10);
  await db
    .update(albaranes)
    .set({
      estado: 'EN_REPARTO',
      fecha: today,
      fechaPrevistaEntrega: sql`greatest(${albaranes.fechaPrevistaEntrega}, ${today}::date)`,
    })
    .where(eq(albaranes.id, next.id));
}
