import { createHash, randomBytes } from 'node:crypto';
import type { EnlaceCompartido } from '@extranet/sdk/schemas';
import { desc, eq } from 'drizzle-orm';
import { audit } from '../../audit';
import type { SessionUser } from '../../core/session-user';
import type { Db } from '../../db/client';
import { type EnlaceCompartidoRow, enlacesCompartidos, partidas } from '../../db/schema/index';
import { type AppContext, requestOrigin } from '../../http/context';
import type { ControllerHandlers } from '../../http/controller';
import { ownedByCliente } from '../../http/scope';
import { DAY_MS } from '../../lib/time';
import { publicOrigin } from '../distribucion';

// Public tracking links of a shipment (part of the tracking controller, routes/tracking.ts): created,
// listed and revoked by the shipment's customer's users with the tracking flag, under the same scope
// as ObtenerPartida (another customer's shipment or link: 404). The token is 32 random bytes shown
// once; the table keeps its SHA-256. routes/publico.ts opens the links.

/** SHA-256 of a link's token, lower-case hex: what the table stores and looks up. */
export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

/** 32 random bytes (256 bits) as base64url: 43 characters. */
const newToken = (): string => randomBytes(32).toString('base64url');

const iso = (date: Date | null): string | null => (date ? date.toISOString() : null);

const toEnlace = (row: EnlaceCompartidoRow): EnlaceCompartido => ({
  id: row.id,
  usuario: row.usuario,
  fechaAlta: row.fechaAlta.toISOString(),
  caduca: row.caduca.toISOString(),
  revocado: iso(row.revocado),
  revocadoPor: row.revocadoPor,
  aperturas: row.aperturas,
  ultimaApertura: iso(row.ultimaApertura),
});

/** The shipment's id and customer when the caller may see it; 404 otherwise (as ObtenerPartida). */
async function partidaVisible(db: Db, user: SessionUser, id: number) {
  const [row] = await db
    .select({ id: partidas.id, idCliente: partidas.idCliente, numeroPartida: partidas.numeroPartida })
    .from(partidas)
    .where(eq(partidas.id, id));
  return ownedByCliente(row, user, 'shipment');
}

const by = (user: SessionUser) => ({ idUsuario: user.id, usuario: user.usuario });

async function compartir(c: AppContext, db: Db, user: SessionUser, id: number, caducaDias: number) {
  const partida = await partidaVisible(db, user, id);
  const token = newToken();
  const caduca = new Date(c.get('deps').clock().getTime() + caducaDias * DAY_MS);
  const [row] = await db
    .insert(enlacesCompartidos)
    .values({
      idPartida: partida.id,
      idCliente: partida.idCliente,
      tokenHash: hashToken(token),
      idUsuario: user.id,
      usuario: user.usuario.slice(0, 100),
      caduca,
    })
    .returning({ id: enlacesCompartidos.id });
  await audit({
    ...requestOrigin(c),
    event: 'SHARE_LINK_CREATED',
    who: by(user),
    detail: `link ${row!.id} of ${partida.numeroPartida}, ${caducaDias} days`,
    idCliente: partida.idCliente,
    entidad: 'partida',
    idEntidad: String(partida.id),
    despues: { enlace: row!.id, caduca: caduca.toISOString() },
  });
  return { id: row!.id, token, url: `${publicOrigin(c)}/s/${token}`, caduca: caduca.toISOString() };
}

async function enlaces(db: Db, user: SessionUser, id: number) {
  const partida = await partidaVisible(db, user, id);
  const rows = await db
    .select()
    .from(enlacesCompartidos)
    .where(eq(enlacesCompartidos.idPartida, partida.id))
    .orderBy(desc(enlacesCompartidos.fechaAlta), desc(enlacesCompartidos.id));
  return rows.map(toEnlace);
}

async function revocar(c: AppContext, db: Db, user: SessionUser, idEnlace: number) {
  const [found] = await db.select().from(enlacesCompartidos).where(eq(enlacesCompartidos.id, idEnlace));
  const row = ownedByCliente(found, user, 'shared link');
  if (row.revocado) return toEnlace(row); // revoking twice changes nothing
  const [revoked] = await db
    .update(enlacesCompartidos)
    .set({ revocado: c.get('deps').clock(), revocadoPor: user.usuario.slice(0, 100) })
    .where(eq(enlacesCompartidos.id, idEnlace))
    .returning();
  await audit({
    ...requestOrigin(c),
    event: 'SHARE_LINK_REVOKED',
    who: by(user),
    detail: `link ${idEnlace}`,
    idCliente: row.idCliente,
    entidad: 'partida',
    idEntidad: String(row.idPartida),
    antes: { enlace: idEnlace, caduca: row.caduca.toISOString() },
  });
  return toEnlace(revoked!);
}

/** The tracking controller's share-link calls, spread into its handlers (routes/tracking.ts). */
export const compartirHandlers = {
  compartirPartida: ({ params, body, user, db, c }) => compartir(c, db, user, params.id, body.caducaDias),
  obtenerEnlacesCompartidos: ({ params, user, db }) => enlaces(db, user, params.id),
  revocarEnlace: ({ params, user, db, c }) => revocar(c, db, user, params.idEnlace),
} satisfies ControllerHandlers<'tracking'>;
