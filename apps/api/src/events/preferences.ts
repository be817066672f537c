import {
  type GuardarPreferencias,
  type PreferenciaEvento,
  type PreferenciasNotificacion,
  TIPOS_EVENTO,
  type TipoEvento,
  type Umbrales,
} from '@extranet/sdk/schemas';
import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { preferenciasNotificacion, umbralesNotificacion } from '../db/schema/index';

// Each user's channels per event type and thresholds. Only what a user changed is stored: a type
// without a row, or a user without thresholds, has the defaults, so a new event type or a new user
// needs no rows.

export const DEFAULT_THRESHOLDS: Umbrales = { retrasoDias: 1, cambioEtaHoras: 12, caducidadDias: 14 };

const defaultChannels = (tipo: TipoEvento): PreferenciaEvento => ({ tipo, app: true, correo: 'NO' });

/** Every user's preferences among `userIds`, defaults filled in (the fan-out reads them in one go). */
export async function preferencesOfUsers(
  db: Db,
  userIds: readonly number[],
): Promise<Map<number, PreferenciasNotificacion>> {
  const result = new Map<number, PreferenciasNotificacion>();
  if (userIds.length === 0) return result;
  const ids = [...userIds];
  const channels = await db
    .select()
    .from(preferenciasNotificacion)
    .where(inArray(preferenciasNotificacion.idUsuario, ids));
  const thresholds = await db
    .select()
    .from(umbralesNotificacion)
    .where(inArray(umbralesNotificacion.idUsuario, ids));
  for (const id of ids) {
    const own = new Map(channels.filter((row) => row.idUsuario === id).map((row) => [row.tipo, row]));
    const limits = thresholds.find((row) => row.idUsuario === id);
    result.set(id, {
      eventos: TIPOS_EVENTO.map((tipo) => {
        const row = own.get(tipo);
        return row ? { tipo, app: row.app, correo: row.correo } : defaultChannels(tipo);
      }),
      umbrales: limits
        ? {
            retrasoDias: limits.retrasoDias,
            cambioEtaHoras: limits.cambioEtaHoras,
            caducidadDias: limits.caducidadDias,
          }
        : DEFAULT_THRESHOLDS,
    });
  }
  return result;
}

export const preferencesOf = async (db: Db, userId: number): Promise<PreferenciasNotificacion> =>
  (await preferencesOfUsers(db, [userId])).get(userId)!;

/** Saves the listed types' channels and the thresholds in one transaction; answers every preference. */
export async function savePreferences(
  db: Db,
  userId: number,
  body: GuardarPreferencias,
): Promise<PreferenciasNotificacion> {
  await db.transaction(async (tx) => {
    if (body.eventos.length > 0) {
      await tx
        .insert(preferenciasNotificacion)
        .values(body.eventos.map((e) => ({ idUsuario: userId, tipo: e.tipo, app: e.app, correo: e.correo })))
        .onConflictDoUpdate({
          target: [preferenciasNotificacion.idUsuario, preferenciasNotificacion.tipo],
          set: { app: sql`excluded.app`, correo: sql`excluded.correo` },
        });
    }
    await tx
      .insert(umbralesNotificacion)
      .values({ idUsuario: userId, ...body.umbrales })
      .onConflictDoUpdate({ target: umbralesNotificacion.idUsuario, set: { ...body.umbrales } });
  });
  return preferencesOf(db, userId);
}
