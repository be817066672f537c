import type { Evento } from '@extranet/sdk/schemas';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { AppDeps, MailMessage } from '../core/deps';
import { eventos, notificaciones, resumenesCorreo, usuarios } from '../db/schema/index';
import { linkBase } from '../mail/invitations';
import { sendMail } from '../mail/outbox';
import { linkOf } from './links';
import { describeEvent, type Language } from './texts';

// The e-mail channel, through the mailer the invitations use (SMTP, or the outbox table and
// MAIL_DIR): one message per event for users who chose `INMEDIATO`, one digest a day for
// `RESUMEN_DIARIO`. Each notification is claimed before it is mailed (`correo_enviado` set where it
// was null, returning the rows): of two processes, or a retry, only one mails it. A digest is also
// claimed per user and day (resumenes_correo), so a second process or a restart sends none.

type MailDeps = Pick<AppDeps, 'db' | 'env' | 'mailer' | 'log' | 'clock'>;

interface Reader {
  correo: string;
  nombre: string;
  idioma: Language;
}

async function readers(deps: MailDeps, ids: number[]): Promise<Map<number, Reader>> {
  if (ids.length === 0) return new Map();
  const rows = await deps.db
    .select({ id: usuarios.id, correo: usuarios.correo, nombre: usuarios.nombre, idioma: usuarios.idioma })
    .from(usuarios)
    .where(inArray(usuarios.id, ids));
  return new Map(rows.map((r) => [r.id, { correo: r.correo, nombre: r.nombre, idioma: r.idioma ?? 'en' }]));
}

const footer = (deps: MailDeps, language: Language): string[] => {
  const preferences = `${linkBase(deps as AppDeps)}/?preferencias=notificaciones`;
  return language === 'es'
    ? ['', `Elija qué avisos recibe y cómo: ${preferences}`]
    : ['', `Choose which notices you get and how: ${preferences}`];
};

function eventMessage(deps: MailDeps, reader: Reader, evento: Evento): MailMessage {
  const es = reader.idioma === 'es';
  const line = describeEvent(evento, reader.idioma);
  return {
    to: reader.correo,
    subject: line.length > 150 ? `${line.slice(0, 147)}…` : line,
    text: [
      es ? `Hola, ${reader.nombre}:` : `Hello ${reader.nombre},`,
      '',
      line,
      '',
      `${linkBase(deps as AppDeps)}${linkOf(evento)}`,
      ...footer(deps, reader.idioma),
    ].join('\n'),
  };
}

/** Mails the event to the users who want it at once (after the event's transaction committed). */
export async function sendImmediateMail(deps: MailDeps, idEvento: number): Promise<void> {
  const claimed = await deps.db
    .update(notificaciones)
    .set({ correoEnviado: deps.clock() })
    .where(
      and(
        eq(notificaciones.idEvento, idEvento),
        eq(notificaciones.correo, 'INMEDIATO'),
        isNull(notificaciones.correoEnviado),
      ),
    )
    .returning({ idUsuario: notificaciones.idUsuario });
  if (claimed.length === 0) return;
  const [event] = await deps.db
    .select({ datos: eventos.datos })
    .from(eventos)
    .where(eq(eventos.id, idEvento));
  const people = await readers(
    deps,
    claimed.map((row) => row.idUsuario),
  );
  for (const reader of people.values()) await sendMail(deps, eventMessage(deps, reader, event!.datos));
}

/** The UTC day of `date`, `YYYY-MM-DD`: a digest covers what waited until that day's run. */
const utcDay = (date: Date): string => date.toISOString().slice(0, 10);

/**
 * Sends today's digest to every user with notifications waiting for one; a user already sent
 * today's digest (by this process or another) is skipped. Returns how many digests went out.
 */
export async function sendDailyDigests(deps: MailDeps): Promise<number> {
  const now = deps.clock();
  const waiting = await deps.db
    .selectDistinct({ idUsuario: notificaciones.idUsuario })
    .from(notificaciones)
    .where(and(eq(notificaciones.correo, 'RESUMEN_DIARIO'), isNull(notificaciones.correoEnviado)));
  let sent = 0;
  for (const { idUsuario } of waiting) {
    const [claim] = await deps.db
      .insert(resumenesCorreo)
      .values({ idUsuario, dia: utcDay(now) })
      .onConflictDoNothing()
      .returning({ idUsuario: resumenesCorreo.idUsuario });
    if (!claim) continue;
    const items = await deps.db
      .update(notificaciones)
      .set({ correoEnviado: now })
      .where(
        and(
          eq(notificaciones.idUsuario, idUsuario),
          eq(notificaciones.correo, 'RESUMEN_DIARIO'),
          isNull(notificaciones.correoEnviado),
        ),
      )
      .returning({ idEvento: notificaciones.idEvento });
    const reader = (await readers(deps, [idUsuario])).get(idUsuario);
    if (!reader || items.length === 0) continue;
    const rows = await deps.db
      .select({ datos: eventos.datos })
      .from(eventos)
      .where(
        inArray(
          eventos.id,
          items.map((item) => item.idEvento),
        ),
      )
      .orderBy(eventos.fecha);
    const es = reader.idioma === 'es';
    await sendMail(deps, {
      to: reader.correo,
      subject: es ? `Resumen diario: ${rows.length} avisos` : `Daily digest: ${rows.length} notices`,
      text: [
        es ? `Hola, ${reader.nombre}:` : `Hello ${reader.nombre},`,
        '',
        ...rows.flatMap(({ datos }) => [
          `- ${describeEvent(datos, reader.idioma)}`,
          `  ${linkBase(deps as AppDeps)}${linkOf(datos)}`,
        ]),
        ...footer(deps, reader.idioma),
      ].join('\n'),
    });
    await deps.db
      .update(resumenesCorreo)
      .set({ enviado: now })
      .where(and(eq(resumenesCorreo.idUsuario, idUsuario), eq(resumenesCorreo.dia, utcDay(now))));
    sent += 1;
  }
  return sent;
}
