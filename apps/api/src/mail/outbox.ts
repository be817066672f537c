import { eq } from 'drizzle-orm';
import type { Mailer, MailMessage } from '../core/deps';
import type { Db } from '../db/client';
import { correosSalientes } from '../db/schema/index';
import type { Logger } from '../log';

type MailDeps = { db: Db; mailer: Mailer; log: Logger; clock: () => Date };

const deliveries = new Set<Promise<void>>();

/**
 * Writes the message to the outbox table and starts its delivery without waiting for it: an SMTP
 * round trip must not make a request slower (password recovery answers in constant time). The row
 * records when it was sent, or why not. Never inside a transaction (use it after commit).
 */
export async function sendMail(deps: MailDeps, message: MailMessage): Promise<number> {
  const [row] = await deps.db
    .insert(correosSalientes)
    .values({ para: message.to, asunto: message.subject, texto: message.text })
    .returning({ id: correosSalientes.id });
  const id = row!.id;
  const delivery = deliver(deps, id, message);
  deliveries.add(delivery);
  void delivery.finally(() => deliveries.delete(delivery));
  return id;
}

async function deliver(deps: MailDeps, id: number, message: MailMessage): Promise<void> {
  try {
    await deps.mailer.send(message);
    await deps.db.update(correosSalientes).set({ enviado: deps.clock() }).where(eq(correosSalientes.id, id));
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    deps.log.error(`[mail] delivery of outbox message ${id} failed: ${reason}`);
    await deps.db
      .update(correosSalientes)
      .set({ error: reason.slice(0, 1000) })
      .where(eq(correosSalientes.id, id))
      .catch(() => undefined);
  }
}

/** Waits for deliveries in progress (before closing the database, and in tests). */
export async function flushMail(): Promise<void> {
  await Promise.allSettled([...deliveries]);
}
