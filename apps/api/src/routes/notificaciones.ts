import type { Notificacion } from '@extranet/sdk/schemas';
import { and, desc, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { eventos, notificaciones } from '../db/schema/index';
import { linkOf } from '../events/links';
import { preferencesOf, savePreferences } from '../events/preferences';
import { defineController } from '../http/controller';
import { webhookHandlers } from './webhooks';

// The bell and the preferences: every call is about the caller's own notifications. A notification
// carries its event's type and data (the SDK's `Evento`), not a sentence: the web writes it in the
// reader's language (its Lingui catalogs), the e-mail writes its own (events/mail). The webhook
// calls live in ./webhooks.ts.

const DEFAULT_PAGE = 30;

/** The caller's unread notifications shown in the app. */
async function unreadCount(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(notificaciones)
    .where(
      and(eq(notificaciones.idUsuario, userId), eq(notificaciones.enApp, true), isNull(notificaciones.leida)),
    );
  return row?.n ?? 0;
}

export const notificacionesController = defineController('notificaciones', {
  obtenerNotificaciones: async ({ query, user, db }) => {
    const rows = await db
      .select({ id: notificaciones.id, leida: notificaciones.leida, datos: eventos.datos })
      .from(notificaciones)
      .innerJoin(eventos, eq(eventos.id, notificaciones.idEvento))
      .where(
        and(
          eq(notificaciones.idUsuario, user.id),
          eq(notificaciones.enApp, true),
          query.antesDe === undefined ? undefined : lt(notificaciones.id, query.antesDe),
        ),
      )
      // Ids grow with the fan-out, which follows the events' order: newest first without a sort on the join.
      .orderBy(desc(notificaciones.id))
      .limit(query.limite ?? DEFAULT_PAGE);
    const items = rows.map(
      (row) =>
        ({ ...row.datos, id: row.id, leida: row.leida !== null, enlace: linkOf(row.datos) }) as Notificacion,
    );
    return { noLeidas: await unreadCount(db, user.id), notificaciones: items };
  },

  marcarLeidas: async ({ body, user, db, deps }) => {
    const mine = and(
      eq(notificaciones.idUsuario, user.id),
      eq(notificaciones.enApp, true),
      isNull(notificaciones.leida),
    );
    const marked = await db
      .update(notificaciones)
      .set({ leida: deps.clock() })
      .where(body.todas ? mine : and(mine, inArray(notificaciones.id, body.ids ?? [])))
      .returning({ id: notificaciones.id });
    return { marcadas: marked.length, noLeidas: await unreadCount(db, user.id) };
  },

  obtenerPreferencias: ({ user, db }) => preferencesOf(db, user.id),

  guardarPreferencias: ({ body, user, db }) => savePreferences(db, user.id, body),

  ...webhookHandlers,
});
