import type { PartidaPublica } from '@extranet/sdk/schemas';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { audit } from '../audit';
import { addressHash, secondsUntil } from '../auth/rate-limit';
import { notFound, rateLimited } from '../core/errors';
import type { Db } from '../db/client';
import { enlacesCompartidos, type PartidaRow, parametrosAplicacion, partidas } from '../db/schema/index';
import { shipmentStateAt } from '../domain/partidas-estado';
import { type AppContext, clientIp, requestOrigin } from '../http/context';
import { defineController } from '../http/controller';
import { MINUTE_MS } from '../lib/time';
import { buildTrackingUrl } from '../reference/geo';
import { vinculoDe } from './tracking';
import { hashToken } from './tracking/compartir';

// What anyone may read without an account: the shipment a public tracking link shows (the web's
// `/s/{token}` page). The answer is built from an allow-list (`partidaPublica`), never from the row:
// a column added to the shipment does not reach it. Unknown, malformed, revoked and expired tokens
// all answer the same 404; the calls are counted per client address.

/** Opens of public links per client address and window (429 beyond, with Retry-After). */
export const PUBLIC_LINK_WINDOW_MS = 10 * MINUTE_MS;
export const PUBLIC_LINK_OPENS_PER_ADDRESS = 60;

/** A token as `tracking.compartirPartida` makes them: 32 bytes in base64url. */
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

/** The one answer for every link that does not open, whatever the reason. */
const linkNotFound = () => notFound('shared link');

/** The members of a shipment row the public answer is built from (and nothing else is read). */
type PublicSource = Pick<
  PartidaRow,
  | 'numeroPartida'
  | 'modo'
  | 'estado'
  | 'origen'
  | 'codigoOrigen'
  | 'paisOrigen'
  | 'destino'
  | 'codigoDestino'
  | 'paisDestino'
  | 'etd'
  | 'eta'
  | 'retrasoHoras'
  | 'hitos'
  | 'transportista'
  | 'codigoTransportista'
  | 'documentoTransporte'
  | 'numeroReserva'
  | 'contenedores'
>;

/**
 * The public answer: named members picked one by one into a new object. The carrier's tracking URL
 * is given only when it is built from the transport document (never from the booking number).
 */
export function partidaPublica(
  p: PublicSource,
  now: Date,
  { transitario, caduca }: { transitario: string; caduca: Date },
): PartidaPublica {
  const s = shipmentStateAt(p, now);
  const link = vinculoDe(p);
  const urlTransportista =
    link && p.documentoTransporte && link.referencia === p.documentoTransporte
      ? buildTrackingUrl(link.template, link.referencia)
      : null;
  return {
    numeroPartida: p.numeroPartida,
    modo: p.modo,
    estado: s.estado,
    origen: p.origen,
    codigoOrigen: p.codigoOrigen,
    paisOrigen: p.paisOrigen,
    destino: p.destino,
    codigoDestino: p.codigoDestino,
    paisDestino: p.paisDestino,
    etd: s.etd.toISOString(),
    eta: s.eta.toISOString(),
    atd: s.atd ? s.atd.toISOString() : null,
    ata: s.ata ? s.ata.toISOString() : null,
    retrasoHoras: s.retrasoHoras,
    hitos: s.hitos.map((h) => ({
      codigo: h.codigo,
      descripcion: h.descripcion,
      lugar: h.lugar,
      planificada: h.planificada,
      estimada: h.estimada,
      real: h.real,
    })),
    transitario,
    // A booking the forwarder has not confirmed has no carrier yet (stored as '').
    transportista: p.transportista || null,
    documentoTransporte: p.documentoTransporte,
    urlTransportista,
    caduca: caduca.toISOString(),
  };
}

/** 429 once the caller's address opened PUBLIC_LINK_OPENS_PER_ADDRESS links in the window. */
async function limitPerAddress(c: AppContext): Promise<void> {
  const { limits, env, clock } = c.get('deps');
  const key = `share-address:${addressHash(env.jwtSecret, clientIp(c))}`;
  const { count, resetAt } = await limits.count(key, PUBLIC_LINK_WINDOW_MS);
  if (count > PUBLIC_LINK_OPENS_PER_ADDRESS) throw rateLimited(secondsUntil(resetAt, clock()));
}

/**
 * Counts one open of the link of `token` when it is live (not revoked, not expired) and answers its
 * row; one statement, so a link revoked meanwhile is never counted nor shown.
 */
async function open(db: Db, token: string, now: Date) {
  const [row] = await db
    .update(enlacesCompartidos)
    .set({ aperturas: sql`${enlacesCompartidos.aperturas} + 1`, ultimaApertura: now })
    .where(
      and(
        eq(enlacesCompartidos.tokenHash, hashToken(token)),
        isNull(enlacesCompartidos.revocado),
        gt(enlacesCompartidos.caduca, now),
      ),
    )
    .returning({
      id: enlacesCompartidos.id,
      idPartida: enlacesCompartidos.idPartida,
      idCliente: enlacesCompartidos.idCliente,
      caduca: enlacesCompartidos.caduca,
    });
  return row;
}

export const publicoController = defineController('publico', {
  obtenerPartida: async ({ params, db, deps, c }) => {
    // Set first: the 404 and 429 answers carry them too. The token is in the URL: keep it out of
    // caches and of the Referer of the carrier's page.
    c.header('X-Robots-Tag', 'noindex, nofollow');
    c.header('Cache-Control', 'no-store');
    c.header('Referrer-Policy', 'no-referrer');
    await limitPerAddress(c);
    if (!TOKEN.test(params.token)) throw linkNotFound();
    const now = deps.clock();
    const link = await open(db, params.token, now);
    if (!link) throw linkNotFound();
    const [row] = await db.select().from(partidas).where(eq(partidas.id, link.idPartida));
    if (!row) throw linkNotFound();
    const [parametros] = await db
      .select({ nombre: parametrosAplicacion.nombreAplicacion })
      .from(parametrosAplicacion)
      .where(eq(parametrosAplicacion.id, 1));
    await audit({
      ...requestOrigin(c),
      event: 'SHARE_LINK_OPENED',
      detail: `link ${link.id} of ${row.numeroPartida}`,
      idCliente: link.idCliente,
      entidad: 'partida',
      idEntidad: String(link.idPartida),
    });
    return partidaPublica(row, now, {
      transitario: parametros?.nombre ?? 'Freight Extranet',
      caduca: link.caduca,
    });
  },
});
