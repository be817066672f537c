import type { Evento } from '@extranet/sdk/schemas';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import {
  eventos,
  notificaciones,
  type PartidaRow,
  umbralesNotificacion,
  usuarioCliente,
} from '../db/schema/index';
import type { AppliedMilestone } from '../domain/partidas-hitos';
import { hoursBetween } from '../domain/partidas-hitos';
import { HOUR_MS } from '../lib/time';
import { DEFAULT_THRESHOLDS } from './preferences';
import { type Raised, raiseIn } from './raise';

// The events a posted milestone raises, inside the transaction that records it. The reason keys:
// a milestone event once per shipment and code (a corrected time is no second departure); an ETA
// change once per new estimate; a late arrival once per planned arrival and threshold, so each user
// hears of it once, when the delay passes their own threshold (strictly more than it).
//
// An ETA change is stored (and sent to webhooks) for every new estimate, but a user hears of it when
// the estimate has moved more than their threshold from the one they were last told of (the first
// estimate known, before any change, until they are told of one): many small moves that add up to
// more than the threshold tell them once, and the next count starts from what they were told.

const partidaOf = (p: PartidaRow) => ({
  idPartida: p.id,
  numeroPartida: p.numeroPartida,
  referenciaCliente: p.referenciaCliente,
});

/** The distinct delay thresholds (days) of the users assigned the customer account. */
async function delayThresholds(tx: Db, idCliente: number): Promise<number[]> {
  const rows = await tx
    .selectDistinct({
      dias: sql<number>`coalesce(${umbralesNotificacion.retrasoDias}, ${DEFAULT_THRESHOLDS.retrasoDias})::int`,
    })
    .from(usuarioCliente)
    .leftJoin(umbralesNotificacion, eq(umbralesNotificacion.idUsuario, usuarioCliente.idUsuario))
    .where(eq(usuarioCliente.idCliente, idCliente));
  return rows.map((row) => row.dias);
}

/**
 * The estimates each user was last told of for this shipment (their last CAMBIO_ETA notification),
 * and the first estimate known (the one before the first change), from the shipment's ETA changes.
 */
async function etaReferences(tx: Db, idPartida: number, before: Date) {
  const rows = await tx
    .select({ datos: eventos.datos, idUsuario: notificaciones.idUsuario })
    .from(eventos)
    .leftJoin(notificaciones, eq(notificaciones.idEvento, eventos.id))
    .where(
      and(
        eq(eventos.tipo, 'CAMBIO_ETA'),
        eq(eventos.tipoRegistro, 'PARTIDA'),
        eq(eventos.idRegistro, idPartida),
      ),
    )
    .orderBy(eventos.id);
  const told = new Map<number, Date>();
  let first = before;
  rows.forEach(({ datos, idUsuario }, i) => {
    if (datos.tipo !== 'CAMBIO_ETA') return;
    if (i === 0) first = new Date(datos.etaAnterior);
    if (idUsuario !== null) told.set(idUsuario, new Date(datos.etaNueva));
  });
  return { first, told };
}

export async function raiseMilestoneEvents(
  tx: Db,
  p: PartidaRow,
  posted: { codigo: string; fecha: Date; lugar: string | null },
  applied: AppliedMilestone,
): Promise<(Raised | null)[]> {
  const raised: (Raised | null)[] = [];
  const record = { tipoRegistro: 'PARTIDA' as const, idRegistro: p.id, idCliente: p.idCliente };
  if (applied.event) {
    const fecha = posted.fecha.toISOString();
    const datos: Evento = {
      tipo: applied.event,
      fecha,
      ...partidaOf(p),
      codigo: posted.codigo,
      lugar: posted.lugar,
      fechaHito: fecha,
    };
    raised.push(await raiseIn(tx, { ...record, motivo: `hito:${posted.codigo}`, datos }));
  }
  const change = applied.etaChange;
  if (change) {
    const diferenciaHoras = hoursBetween(change.before, change.after);
    const datos: Evento = {
      tipo: 'CAMBIO_ETA',
      fecha: posted.fecha.toISOString(),
      ...partidaOf(p),
      etaAnterior: change.before.toISOString(),
      etaNueva: change.after.toISOString(),
      diferenciaHoras,
    };
    const { first, told } = await etaReferences(tx, p.id, change.before);
    raised.push(
      await raiseIn(
        tx,
        { ...record, motivo: `eta:${change.after.getTime() / 1000}`, datos },
        (prefs, idUsuario) => {
          const since = told.get(idUsuario) ?? first;
          return Math.abs(change.after.getTime() - since.getTime()) > prefs.umbrales.cambioEtaHoras * HOUR_MS;
        },
      ),
    );
    const planned = applied.plannedArrival;
    const lateMs = planned ? change.after.getTime() - planned.getTime() : 0;
    if (planned && lateMs > 0) {
      for (const days of await delayThresholds(tx, p.idCliente)) {
        if (lateMs <= days * 24 * HOUR_MS) continue;
        const late: Evento = {
          tipo: 'RETRASO',
          fecha: posted.fecha.toISOString(),
          ...partidaOf(p),
          motivo: 'ETA_TARDIA',
          codigo: posted.codigo,
          planificada: planned.toISOString(),
          estimada: change.after.toISOString(),
          retrasoHoras: hoursBetween(planned, change.after),
        };
        raised.push(
          await raiseIn(
            tx,
            { ...record, motivo: `ETA_TARDIA:${planned.getTime() / 1000}:${days}`, datos: late },
            (prefs) => prefs.umbrales.retrasoDias === days,
          ),
        );
      }
    }
  }
  return raised;
}
