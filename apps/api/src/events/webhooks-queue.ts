import { randomUUID } from 'node:crypto';
import type { Evento } from '@extranet/sdk/schemas';
import { and, asc, eq, inArray, isNull, lte, min, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import {
  entregasWebhook,
  eventos,
  intentosEntregaWebhook,
  roles,
  type TipoRegistro,
  usuarioCliente,
  usuarios,
  webhooks,
} from '../db/schema/index';
import { DAY_MS, HOUR_MS, MINUTE_MS } from '../lib/time';
import { FLAG_OF_RECORD } from './record-flags';

// The webhook delivery queue: the outbox table `entregas_webhook`, one row per event and webhook
// (unique), written in the transaction that raises the event, so an event committed is an event
// delivered, whatever restarts. Workers of every API process claim due rows with
// FOR UPDATE SKIP LOCKED (PGlite and PostgreSQL alike) and mark them claimed until `reclamada_hasta`:
// two workers never hold one row, and a crashed worker's claim lapses, so another sends it again
// (at least once, with the same webhook-id for the receiver to drop the duplicate).

/** A claim lasts this long: above the 10 s timeout and the bookkeeping after it. */
export const CLAIM_MS = 60_000;
/** Retries stop this long after the first attempt. */
export const RETRY_WINDOW_MS = DAY_MS;
/** An endpoint failing this long without a success is disabled. */
export const DISABLE_AFTER_MS = 3 * DAY_MS;
/** First retry one minute after the first failure, then each wait doubles. */
const FIRST_RETRY_MS = MINUTE_MS;
/** No wait grows beyond this, so the last hours of the window still see a few attempts. */
const MAX_RETRY_MS = 6 * HOUR_MS;

/** What the queue needs of a raised event: its row id, its record's customer and kind, its data. */
export interface RaisedEvent {
  id: number;
  idCliente: number;
  tipoRegistro: TipoRegistro;
  datos: Evento;
}

/**
 * Queues the event for every enabled webhook that wants its type and belongs to its customer
 * account: the webhook's own account, or any of its owner's when it names none; the owner must still
 * be active, assigned that account and allowed the record's area. Call it in the transaction that
 * raised the event; a second call for one event queues nothing more. Answers the rows queued.
 */
export async function enqueueWebhookDeliveries(tx: Db, event: RaisedEvent): Promise<number> {
  const flag = roles[FLAG_OF_RECORD[event.tipoRegistro]];
  const targets = await tx
    .select({ idWebhook: webhooks.id })
    .from(webhooks)
    .innerJoin(usuarios, eq(usuarios.id, webhooks.idUsuario))
    .innerJoin(roles, eq(roles.id, usuarios.idRol))
    .innerJoin(
      usuarioCliente,
      and(eq(usuarioCliente.idUsuario, webhooks.idUsuario), eq(usuarioCliente.idCliente, event.idCliente)),
    )
    .where(
      and(
        isNull(webhooks.desactivado),
        or(isNull(webhooks.idCliente), eq(webhooks.idCliente, event.idCliente)),
        sql`${event.datos.tipo} = any(${webhooks.eventos})`,
        eq(usuarios.estado, 'ACTIVO'),
        eq(flag, true),
      ),
    );
  if (targets.length === 0) return 0;
  const queued = await tx
    .insert(entregasWebhook)
    .values(
      targets.map((target) => ({
        idEvento: event.id,
        idWebhook: target.idWebhook,
        // Standard Webhooks: a unique message id, kept for every retry.
        idMensaje: `msg_${randomUUID().replaceAll('-', '')}`,
      })),
    )
    .onConflictDoNothing()
    .returning({ id: entregasWebhook.id });
  return queued.length;
}

/** A claimed delivery with what sending it needs. */
export interface ClaimedDelivery {
  id: number;
  idWebhook: number;
  idMensaje: string;
  /** Attempts made before this one: the claim's token (recording checks it is unchanged). */
  intentos: number;
  url: string;
  secreto: string;
  datos: Evento;
}

/**
 * Claims up to `limit` due deliveries for `CLAIM_MS`: pending or failed ones whose next attempt has
 * come, unclaimed or whose claim lapsed. Rows another worker is claiming are skipped, not waited for.
 * Deliveries no longer owed (see below) are abandoned instead of answered.
 */
export async function claimDue(db: Db, now: Date, limit: number): Promise<ClaimedDelivery[]> {
  const dueNow = and(
    inArray(entregasWebhook.estado, ['PENDIENTE', 'FALLIDA']),
    lte(entregasWebhook.proximoIntento, now),
    or(isNull(entregasWebhook.reclamadaHasta), lte(entregasWebhook.reclamadaHasta, now)),
  );
  // A plain read first: an idle poll (most of them) then writes nothing, so on PGlite it leaves the
  // data version, and with it the read cache (db/read-cache.ts), alone.
  const [anyDue] = await db.select({ id: entregasWebhook.id }).from(entregasWebhook).where(dueNow).limit(1);
  if (!anyDue) return [];
  const due = db
    .select({ id: entregasWebhook.id })
    .from(entregasWebhook)
    .where(dueNow)
    .orderBy(asc(entregasWebhook.proximoIntento))
    .limit(limit)
    .for('update', { skipLocked: true });
  const claimed = await db
    .update(entregasWebhook)
    .set({ reclamadaHasta: new Date(now.getTime() + CLAIM_MS) })
    .where(inArray(entregasWebhook.id, due))
    .returning({
      id: entregasWebhook.id,
      idWebhook: entregasWebhook.idWebhook,
      idEvento: entregasWebhook.idEvento,
      idMensaje: entregasWebhook.idMensaje,
      intentos: entregasWebhook.intentos,
    });
  if (claimed.length === 0) return [];
  // What sending needs, and whether it is still owed: the webhook enabled, its owner active and
  // still assigned the event's customer (a user who lost the account gets none of its retries).
  const rows = await db
    .select({
      id: entregasWebhook.id,
      url: webhooks.url,
      secreto: webhooks.secreto,
      datos: eventos.datos,
      owed: sql<boolean>`${webhooks.desactivado} is null and ${usuarios.estado} = 'ACTIVO' and ${usuarioCliente.id} is not null`,
    })
    .from(entregasWebhook)
    .innerJoin(webhooks, eq(webhooks.id, entregasWebhook.idWebhook))
    .innerJoin(eventos, eq(eventos.id, entregasWebhook.idEvento))
    .innerJoin(usuarios, eq(usuarios.id, webhooks.idUsuario))
    .leftJoin(
      usuarioCliente,
      and(eq(usuarioCliente.idUsuario, webhooks.idUsuario), eq(usuarioCliente.idCliente, eventos.idCliente)),
    )
    .where(
      inArray(
        entregasWebhook.id,
        claimed.map((c) => c.id),
      ),
    );
  const unowed = rows.filter((row) => !row.owed).map((row) => row.id);
  if (unowed.length > 0) {
    await db
      .update(entregasWebhook)
      .set({ estado: 'ABANDONADA', reclamadaHasta: null })
      .where(inArray(entregasWebhook.id, unowed));
  }
  return claimed.flatMap((c) => {
    const row = rows.find((r) => r.id === c.id);
    // Deleted meanwhile (the cascade removes the delivery too), or no longer owed.
    if (!row?.owed) return [];
    return [{ ...c, url: row.url, secreto: row.secreto, datos: row.datos }];
  });
}

/**
 * When to try again after `attempts` failed attempts, the first made at `firstAttempt`: a minute,
 * then doubling (capped at 6 h), the last retry at the end of the 24-hour window; null once the
 * window is over (the delivery is abandoned).
 */
export function nextAttemptAt(firstAttempt: Date, attempts: number, now: Date): Date | null {
  const end = firstAttempt.getTime() + RETRY_WINDOW_MS;
  if (now.getTime() >= end) return null;
  const wait = Math.min(FIRST_RETRY_MS * 2 ** (attempts - 1), MAX_RETRY_MS);
  return new Date(Math.min(now.getTime() + wait, end));
}

export interface AttemptOutcome {
  status: number | null;
  durationMs: number | null;
  error: string | null;
}

/** What recording an attempt changed for its webhook. */
export interface Recorded {
  /** False when the claim was lost (another worker took the row after this one's lapsed). */
  recorded: boolean;
  /** The webhook was disabled by this failure (failing for 3 days): its owner is to be told. */
  disabled: boolean;
}

const succeeded = (outcome: AttemptOutcome) =>
  outcome.status !== null && outcome.status >= 200 && outcome.status < 300;

/**
 * Records one attempt of a claimed delivery and what follows: delivered, retried later or abandoned;
 * the webhook's failing-since mark, and its disabling after 3 days of failures (its other pending
 * deliveries are then abandoned). One transaction; nothing happens when the claim was lost.
 */
export async function recordAttempt(
  db: Db,
  delivery: ClaimedDelivery,
  outcome: AttemptOutcome,
  now: Date,
): Promise<Recorded> {
  return db.transaction(async (tx) => {
    const attempt = delivery.intentos + 1;
    const ok = succeeded(outcome);
    let next: Date | null = null;
    if (!ok) {
      const [first] = await tx
        .select({ at: min(intentosEntregaWebhook.fecha) })
        .from(intentosEntregaWebhook)
        .where(eq(intentosEntregaWebhook.idEntrega, delivery.id));
      next = nextAttemptAt(first?.at ?? now, attempt, now);
    }
    const updated = await tx
      .update(entregasWebhook)
      .set({
        estado: ok ? 'ENTREGADA' : next ? 'FALLIDA' : 'ABANDONADA',
        intentos: attempt,
        proximoIntento: next ?? now,
        reclamadaHasta: null,
      })
      .where(and(eq(entregasWebhook.id, delivery.id), eq(entregasWebhook.intentos, delivery.intentos)))
      .returning({ id: entregasWebhook.id });
    if (updated.length === 0) return { recorded: false, disabled: false };
    await tx.insert(intentosEntregaWebhook).values({
      idEntrega: delivery.id,
      intento: attempt,
      fecha: now,
      codigoHttp: outcome.status,
      duracionMs: outcome.durationMs,
      error: outcome.error?.slice(0, 500) ?? null,
    });
    if (ok) {
      await tx.update(webhooks).set({ fallandoDesde: null }).where(eq(webhooks.id, delivery.idWebhook));
      return { recorded: true, disabled: false };
    }
    const [hook] = await tx
      .update(webhooks)
      .set({ fallandoDesde: sql`coalesce(${webhooks.fallandoDesde}, ${now})` })
      .where(eq(webhooks.id, delivery.idWebhook))
      .returning({ fallandoDesde: webhooks.fallandoDesde, desactivado: webhooks.desactivado });
    const failingFor = hook?.fallandoDesde ? now.getTime() - hook.fallandoDesde.getTime() : 0;
    if (!hook || hook.desactivado || failingFor < DISABLE_AFTER_MS)
      return { recorded: true, disabled: false };
    await tx.update(webhooks).set({ desactivado: now }).where(eq(webhooks.id, delivery.idWebhook));
    await tx
      .update(entregasWebhook)
      .set({ estado: 'ABANDONADA', reclamadaHasta: null })
      .where(
        and(
          eq(entregasWebhook.idWebhook, delivery.idWebhook),
          inArray(entregasWebhook.estado, ['PENDIENTE', 'FALLIDA']),
        ),
      );
    return { recorded: true, disabled: true };
  });
}

/** Gives a claimed delivery back untried (the worker is stopping): due again at once, elsewhere. */
export async function releaseClaim(db: Db, delivery: ClaimedDelivery): Promise<void> {
  await db
    .update(entregasWebhook)
    .set({ reclamadaHasta: null })
    .where(and(eq(entregasWebhook.id, delivery.id), eq(entregasWebhook.intentos, delivery.intentos)));
}
