import { randomBytes } from 'node:crypto';
import type { TipoEvento } from '@extranet/sdk/schemas';
import { and, desc, eq } from 'drizzle-orm';
import { audit } from '../audit';
import { ApiError } from '../core/errors';
import type { Db } from '../db/client';
import { entregasWebhook, eventos, intentosEntregaWebhook, webhooks } from '../db/schema/index';
import { resolveTarget, WebhookTargetError } from '../events/webhooks-address';
import { requestOrigin } from '../http/context';
import type { ControllerHandlers } from '../http/controller';

// The webhook calls of the Notificaciones controller (issue 28 §4): a user registers, lists and
// deletes their own webhooks and reads every delivery attempt. A webhook belongs to the customer
// account the caller has chosen (X-Customer-Account), or to all of theirs; the queue
// (events/webhooks-queue.ts) sends it only events of those accounts.

/** Attempts listed at most (newest first): enough for a day of retries of many events. */
const MAX_ATTEMPTS_LISTED = 500;

/** A Standard Webhooks secret: `whsec_` and 32 random bytes in base64, which the library decodes. */
const newSecret = () => `whsec_${randomBytes(32).toString('base64')}`;

/** The caller's webhook `id`, or 404 (another user's is as absent as a missing one). */
async function ownWebhook(db: Db, userId: number, id: number): Promise<void> {
  const [row] = await db
    .select({ id: webhooks.id })
    .from(webhooks)
    .where(and(eq(webhooks.id, id), eq(webhooks.idUsuario, userId)));
  if (!row) throw new ApiError(404, 'NOT_FOUND', `No webhook ${id}`);
}

export const webhookHandlers = {
  guardarWebhook: async ({ body, user, db, deps, c }) => {
    // Checked here so the user learns at once; checked again at each delivery (DNS may change).
    try {
      await resolveTarget(body.url, { allowPrivate: deps.env.webhookAllowPrivate });
    } catch (error) {
      if (!(error instanceof WebhookTargetError)) throw error;
      throw new ApiError(400, 'VALIDATION', `url: ${error.message}`, { field: 'url' });
    }
    const secreto = newSecret();
    const [row] = await db
      .insert(webhooks)
      .values({
        idUsuario: user.id,
        idCliente: user.cuenta,
        url: body.url,
        secreto,
        eventos: body.eventos as TipoEvento[],
      })
      .returning({ id: webhooks.id });
    await audit({
      ...requestOrigin(c),
      event: 'WEBHOOK_CREATED',
      who: { idUsuario: user.id, usuario: user.usuario },
      detail: `webhook ${row!.id} ${body.url}`,
      idCliente: user.cuenta ?? undefined,
      entidad: 'webhook',
      idEntidad: String(row!.id),
      despues: { url: body.url, eventos: body.eventos },
    });
    return { id: row!.id, secreto };
  },

  obtenerWebhooks: async ({ user, db }) => {
    const rows = await db
      .select({
        id: webhooks.id,
        url: webhooks.url,
        eventos: webhooks.eventos,
        fechaAlta: webhooks.fechaAlta,
        fallandoDesde: webhooks.fallandoDesde,
        fechaDesactivacion: webhooks.desactivado,
      })
      .from(webhooks)
      .where(eq(webhooks.idUsuario, user.id))
      .orderBy(webhooks.id);
    return rows.map((row) => ({
      ...row,
      fechaAlta: row.fechaAlta.toISOString(),
      fallandoDesde: row.fallandoDesde?.toISOString() ?? null,
      fechaDesactivacion: row.fechaDesactivacion?.toISOString() ?? null,
    }));
  },

  eliminarWebhook: async ({ params, user, db, c }) => {
    // Its deliveries, pending ones included, go with it (foreign key cascade).
    const deleted = await db
      .delete(webhooks)
      .where(and(eq(webhooks.id, params.id), eq(webhooks.idUsuario, user.id)))
      .returning({
        id: webhooks.id,
        url: webhooks.url,
        eventos: webhooks.eventos,
        idCliente: webhooks.idCliente,
      });
    const [gone] = deleted;
    if (!gone) throw new ApiError(404, 'NOT_FOUND', `No webhook ${params.id}`);
    await audit({
      ...requestOrigin(c),
      event: 'WEBHOOK_DELETED',
      who: { idUsuario: user.id, usuario: user.usuario },
      detail: `webhook ${params.id} ${gone.url}`,
      idCliente: gone.idCliente ?? undefined,
      entidad: 'webhook',
      idEntidad: String(params.id),
      antes: { url: gone.url, eventos: gone.eventos },
    });
    return { id: params.id, eliminado: true as const };
  },

  obtenerEntregasWebhook: async ({ params, user, db }) => {
    await ownWebhook(db, user.id, params.id);
    const rows = await db
      .select({
        id: intentosEntregaWebhook.id,
        idMensaje: entregasWebhook.idMensaje,
        tipo: eventos.tipo,
        intento: intentosEntregaWebhook.intento,
        fecha: intentosEntregaWebhook.fecha,
        codigoHttp: intentosEntregaWebhook.codigoHttp,
        duracionMs: intentosEntregaWebhook.duracionMs,
        error: intentosEntregaWebhook.error,
        estadoEntrega: entregasWebhook.estado,
        intentosEntrega: entregasWebhook.intentos,
        proximoIntento: entregasWebhook.proximoIntento,
      })
      .from(intentosEntregaWebhook)
      .innerJoin(entregasWebhook, eq(entregasWebhook.id, intentosEntregaWebhook.idEntrega))
      .innerJoin(eventos, eq(eventos.id, entregasWebhook.idEvento))
      .where(eq(entregasWebhook.idWebhook, params.id))
      .orderBy(desc(intentosEntregaWebhook.id))
      .limit(MAX_ATTEMPTS_LISTED);
    return rows.map((row) => {
      // Each attempt's own outcome: only the delivery's latest attempt carries its final state.
      const latest = row.intento === row.intentosEntrega;
      const ok = row.codigoHttp !== null && row.codigoHttp >= 200 && row.codigoHttp < 300;
      const estado = ok
        ? 'ENTREGADA'
        : latest && row.estadoEntrega === 'ABANDONADA'
          ? 'ABANDONADA'
          : 'FALLIDA';
      return {
        id: row.id,
        idMensaje: row.idMensaje,
        tipo: row.tipo,
        intento: row.intento,
        estado,
        fecha: row.fecha.toISOString(),
        codigoHttp: row.codigoHttp,
        duracionMs: row.duracionMs,
        error: row.error,
        proximoIntento: latest && estado === 'FALLIDA' ? row.proximoIntento.toISOString() : null,
      } as const;
    });
  },
} satisfies Pick<
  ControllerHandlers<'notificaciones'>,
  'guardarWebhook' | 'obtenerWebhooks' | 'eliminarWebhook' | 'obtenerEntregasWebhook'
>;
