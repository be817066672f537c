import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { enlacesCompartidos, partidas, usuarios } from '../../db/schema/index';
import { hashToken } from '../../routes/tracking/compartir';
import type { ForeignRecords } from '../foreign-records';
import type { TestApi } from '../harness';
import { partidaDe } from './tracking';

// Public links of an AUTOIB shipment (the `tracking` user's customer): `demo` must get 404.

/** A link of the first AUTOIB shipment, made by the `tracking` user. */
async function enlaceDe(api: TestApi): Promise<number> {
  const idPartida = await partidaDe(api, 'AUTOIB');
  const [partida] = await api.db
    .select({ idCliente: partidas.idCliente })
    .from(partidas)
    .where(eq(partidas.id, idPartida));
  const [creator] = await api.db
    .select({ id: usuarios.id })
    .from(usuarios)
    .where(eq(usuarios.usuario, 'tracking'));
  const [row] = await api.db
    .insert(enlacesCompartidos)
    .values({
      idPartida,
      idCliente: partida!.idCliente,
      tokenHash: hashToken(randomBytes(32).toString('base64url')),
      idUsuario: creator?.id ?? null,
      usuario: 'tracking',
      caduca: new Date(api.clock().getTime() + 86_400_000),
    })
    .returning({ id: enlacesCompartidos.id });
  return row!.id;
}

export const foreignRecords: ForeignRecords = {
  'tracking.compartirPartida': async (api) => ({
    params: { id: await partidaDe(api, 'AUTOIB') },
    body: { caducaDias: 7 },
  }),
  'tracking.obtenerEnlacesCompartidos': async (api) => ({ params: { id: await partidaDe(api, 'AUTOIB') } }),
  'tracking.revocarEnlace': async (api) => ({ params: { idEnlace: await enlaceDe(api) } }),
};
