import type { Evento, PreferenciasNotificacion, TipoEvento } from '@extranet/sdk/schemas';
import { and, eq } from 'drizzle-orm';
import type { AppDeps } from '../core/deps';
import type { Db } from '../db/client';
import {
  eventos,
  notificaciones,
  roles,
  type TipoRegistro,
  usuarioCliente,
  usuarios,
} from '../db/schema/index';
import { sendImmediateMail } from './mail';
import { preferencesOfUsers } from './preferences';
import { FLAG_OF_RECORD } from './record-flags';
import { enqueueWebhookDeliveries } from './webhooks-queue';

// Raising an event: stored once per record and reason (the unique key of `eventos`: INSERT … ON
// CONFLICT DO NOTHING RETURNING, so of two processes or a retry after a restart only one gets the
// row back), and in the same transaction fanned out to the users who should hear of it. Those are
// the users assigned the record's customer account (usuario_cliente: administrators too, who see
// every customer but are told only of the ones assigned to them), active, whose role opens the
// record's area, and whose preferences want the type (and pass the event's threshold). Immediate
// e-mail goes out after commit.

export interface NewEvent {
  tipoRegistro: TipoRegistro;
  idRegistro: number;
  idCliente: number;
  /** The reason key, unique with the record and type (see db/schema/notificaciones.ts). */
  motivo: string;
  datos: Evento;
}

/** Whether a user's preferences let this event through beyond the channel (thresholds). */
export type Audience = (preferences: PreferenciasNotificacion, idUsuario: number) => boolean;

export interface Raised {
  id: number;
  /** Notifications made (one per user who hears of it in the app or by e-mail). */
  notified: number;
}

export type EventDeps = Pick<AppDeps, 'db' | 'env' | 'mailer' | 'log' | 'clock'>;

/** An event as its `eventos` row (the unique key: record, type, motivo). */
export const eventRow = (event: NewEvent) => ({
  tipo: event.datos.tipo,
  tipoRegistro: event.tipoRegistro,
  idRegistro: event.idRegistro,
  idCliente: event.idCliente,
  motivo: event.motivo,
  datos: event.datos,
  fecha: new Date(event.datos.fecha),
});

/**
 * Raises the event once inside the caller's transaction `tx` (with the change that caused it, so
 * a crash loses neither or both); null when it was raised before. Call `deliver` after commit.
 */
export async function raiseIn(tx: Db, event: NewEvent, audience?: Audience): Promise<Raised | null> {
  const [row] = await tx
    .insert(eventos)
    .values(eventRow(event))
    .onConflictDoNothing()
    .returning({ id: eventos.id });
  if (!row) return null;
  // The customer's webhooks get it in the same transaction (their outbox rows commit with the event).
  await enqueueWebhookDeliveries(tx, { ...event, id: row.id });
  return { id: row.id, notified: await fanOut(tx, row.id, event, audience) };
}

/** What follows a committed event outside the database: the immediate e-mails. */
export async function deliver(deps: EventDeps, raised: readonly (Raised | null)[]): Promise<void> {
  for (const event of raised) if (event && event.notified > 0) await sendImmediateMail(deps, event.id);
}

/** Raises the event once in a transaction of its own, and delivers it; null when raised before. */
export async function raise(deps: EventDeps, event: NewEvent, audience?: Audience): Promise<Raised | null> {
  const result = await deps.db.transaction((tx) => raiseIn(tx as unknown as Db, event, audience));
  await deliver(deps, [result]);
  return result;
}

/** The users of the record's customer account whose role opens its area. */
async function recipients(db: Db, idCliente: number, tipoRegistro: TipoRegistro): Promise<number[]> {
  const flag = roles[FLAG_OF_RECORD[tipoRegistro]];
  const rows = await db
    .select({ id: usuarios.id })
    .from(usuarioCliente)
    .innerJoin(usuarios, eq(usuarios.id, usuarioCliente.idUsuario))
    .innerJoin(roles, eq(roles.id, usuarios.idRol))
    .where(and(eq(usuarioCliente.idCliente, idCliente), eq(usuarios.estado, 'ACTIVO'), eq(flag, true)));
  return rows.map((row) => row.id);
}

async function fanOut(db: Db, idEvento: number, event: NewEvent, audience?: Audience): Promise<number> {
  const users = await recipients(db, event.idCliente, event.tipoRegistro);
  const preferences = await preferencesOfUsers(db, users);
  const tipo: TipoEvento = event.datos.tipo;
  const rows = users.flatMap((idUsuario) => {
    const prefs = preferences.get(idUsuario)!;
    const channels = prefs.eventos.find((e) => e.tipo === tipo)!;
    if (!channels.app && channels.correo === 'NO') return [];
    if (audience && !audience(prefs, idUsuario)) return [];
    return [
      { idEvento, idUsuario, enApp: channels.app, correo: channels.correo === 'NO' ? null : channels.correo },
    ];
  });
  if (rows.length === 0) return 0;
  const made = await db
    .insert(notificaciones)
    .values(rows)
    .onConflictDoNothing()
    .returning({ id: notificaciones.id });
  return made.length;
}
