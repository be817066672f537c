import { ACCIONES_ACTIVIDAD_PARTIDA } from '@extranet/sdk/schemas';
import { and, desc, eq, inArray } from 'drizzle-orm';
import { auditoria } from '../../db/schema/core';
import { partidas } from '../../db/schema/tracking';
import type { ControllerHandlers } from '../../http/controller';
import { ownedByCliente } from '../../http/scope';

// The shipment's own activity (issue 29 §3): the audit log's rows about one shipment, as its
// customer sees them: who shared it, opened its link, uploaded or downloaded its documents. Never
// the address a request came from, never another customer's rows (the shipment answers 404 first).

/** The most rows the activity lists (newest first). */
const MAX_ACTIVIDAD = 200;

/**
 * Actions whose description the customer reads: a document's file name. The others' descriptions are
 * the log's notes in English for administrators (a link's number, an integration key) and would show
 * as English words on a Spanish screen: the action's name, in the user's language, says what happened.
 */
const CON_DETALLE = new Set<string>(['DOCUMENT_UPLOADED', 'DOCUMENT_DOWNLOADED', 'DOCUMENT_DELETED']);

export const actividadHandlers = {
  obtenerActividadPartida: async ({ params, user, db }) => {
    const [partida] = await db
      .select({ id: partidas.id, idCliente: partidas.idCliente })
      .from(partidas)
      .where(eq(partidas.id, params.id));
    const { id, idCliente } = ownedByCliente(partida, user, 'shipment');
    const rows = await db
      .select({
        id: auditoria.id,
        fecha: auditoria.fecha,
        accion: auditoria.evento,
        usuario: auditoria.usuario,
        detalle: auditoria.detalle,
      })
      .from(auditoria)
      .where(
        and(
          eq(auditoria.entidad, 'partida'),
          eq(auditoria.idEntidad, String(id)),
          eq(auditoria.idCliente, idCliente),
          inArray(auditoria.evento, [...ACCIONES_ACTIVIDAD_PARTIDA]),
        ),
      )
      .orderBy(desc(auditoria.fecha), desc(auditoria.id))
      .limit(MAX_ACTIVIDAD);
    return rows.map((row) => ({
      ...row,
      fecha: row.fecha.toISOString(),
      detalle: CON_DETALLE.has(row.accion) ? row.detalle : null,
    }));
  },
} satisfies Pick<ControllerHandlers<'tracking'>, 'obtenerActividadPartida'>;
