import type { Endpoints } from '@extranet/sdk/schemas';
import { and, eq } from 'drizzle-orm';
import type { UserFor } from '../../authz';
import { notFound } from '../../core/errors';
import type { SessionUser } from '../../core/session-user';
import type { Db } from '../../db/client';
import { clientes } from '../../db/schema/core';
import { aereoEntidades } from '../../db/schema/distribucionAerea';
import type { Handler } from '../../http/controller';
import { canSeeCliente } from '../../http/scope';

// What the handlers of the air export controller share: their type, the caller's customer entity
// ("identidad", a customer account allowed to ship by air), LIKE escaping, dates.

type Metodo = keyof Endpoints['distribucionAerea'];

/** The typed handler of one endpoint of `distribucionAerea`. */
export type HandlerAereo<M extends Metodo> = Handler<
  Endpoints['distribucionAerea'][M],
  UserFor<`distribucionAerea.${M}`>
>;

export type EntidadAereaFila = typeof aereoEntidades.$inferSelect & { cliente: typeof clientes.$inferSelect };

/**
 * The customer entity `idEntidad` with its air profile, when the caller may see it and it may ship
 * by air; 404 otherwise (another customer's entity looks exactly like a missing one).
 */
export async function entidadDelUsuario(
  db: Db,
  user: SessionUser,
  idEntidad: number,
): Promise<EntidadAereaFila> {
  if (!canSeeCliente(user, idEntidad)) throw notFound('entity');
  const [row] = await db
    .select({ perfil: aereoEntidades, cliente: clientes })
    .from(aereoEntidades)
    .innerJoin(clientes, eq(clientes.id, aereoEntidades.idCliente))
    .where(and(eq(aereoEntidades.idCliente, idEntidad), eq(aereoEntidades.habilitada, true)));
  if (!row) throw notFound('entity');
  return { ...row.perfil, cliente: row.cliente };
}

/** `text` for a LIKE pattern: `%`, `_` and `\` match themselves. */
export const escaparLike = (text: string): string => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The UTC calendar day of an instant, `YYYY-MM-DD`. */
export const diaUtc = (date: Date): string => date.toISOString().slice(0, 10);

/** Optional text of a request: trimmed, null when empty. */
export const textoONull = (value: string | undefined | null): string | null => {
  const text = value?.trim();
  return text ? text : null;
};
