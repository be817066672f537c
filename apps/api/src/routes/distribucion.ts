import { eq, inArray } from 'drizzle-orm';
import { requirementOf } from '../authz';
import { notFound } from '../core/errors';
import { albaranes, articulos, clientes, destinatarios } from '../db/schema/index';
import type { AppContext } from '../http/context';
import { admit, defineController, toHonoPath } from '../http/controller';
import { parsePathParams } from '../http/input';
import { pagedList } from '../http/list';
import { idsInPeriod, ownedByCliente } from '../http/scope';
import { hasPodImage, POD_IMAGE_PATH, podImagePath, podSvg } from './distribucion.pod';

// Delivery notes (albaranes) of the caller's customers, to recipients of each customer's address
// book, and their proof of delivery.

const resumen = {
  id: albaranes.id,
  numeroAlbaran: albaranes.numeroAlbaran,
  idCliente: albaranes.idCliente,
  cliente: clientes.nombre,
  referenciaCliente: albaranes.referenciaCliente,
  fecha: albaranes.fecha,
  fechaPrevistaEntrega: albaranes.fechaPrevistaEntrega,
  fechaEntrega: albaranes.fechaEntrega,
  estado: albaranes.estado,
  destinatario: destinatarios.nombre,
  direccion: destinatarios.direccion,
  codigoPostal: destinatarios.codigoPostal,
  poblacion: destinatarios.poblacion,
  provincia: destinatarios.provincia,
  pais: destinatarios.pais,
  codigoAlmacen: albaranes.codigoAlmacen,
  transportista: albaranes.transportista,
  bultos: albaranes.bultos,
  pesoBrutoKg: albaranes.pesoBrutoKg,
};

/** The UTC calendar day of an instant: delivery notes are dated by day. */
const dia = (instante: Date): string => instante.toISOString().slice(0, 10);

/**
 * The origin the browser reached this server at, for absolute links in answers: `PUBLIC_URL` when
 * set, else the request's (its X-Forwarded-Proto/Host behind a trusted proxy).
 */
export function publicOrigin(c: AppContext): string {
  const { env } = c.get('deps');
  if (env.publicUrl) return env.publicUrl;
  const url = new URL(c.req.url);
  if (env.trustProxy) {
    const proto = c.req.header('x-forwarded-proto')?.split(',')[0]?.trim();
    const host = c.req.header('x-forwarded-host')?.split(',')[0]?.trim();
    if (proto === 'http' || proto === 'https') url.protocol = `${proto}:`;
    if (host && /^[\w.-]+(:\d+)?$/.test(host)) url.host = host;
  }
  return url.origin;
}

export const distribucionController = defineController('distribucion', {
  /** Notes dated within the period (the UTC days of `fechainicio` and `fechafin`, both included), newest first. */
  obtenerSeguimientoAlbaranesPeriodo: ({ query, user, db }) =>
    pagedList({
      ids: idsInPeriod(
        db,
        user,
        { table: albaranes, id: albaranes.id, idCliente: albaranes.idCliente, fecha: albaranes.fecha },
        dia(query.fechainicio),
        dia(query.fechafin),
      ),
      rows: async (ids) => {
        const rows = await db
          .select(resumen)
          .from(albaranes)
          .innerJoin(clientes, eq(clientes.id, albaranes.idCliente))
          .innerJoin(destinatarios, eq(destinatarios.id, albaranes.idDestinatario))
          .where(inArray(albaranes.id, ids));
        return rows.map((row) => ({ ...row, fechaEntrega: row.fechaEntrega?.toISOString() ?? null }));
      },
    }),

  /** One note with its lines and proof of delivery; another customer's note is 404, like a missing one. */
  obtenerAlbaran: async ({ params, user, db, c }) => {
    const [row] = await db
      .select({
        ...resumen,
        contacto: destinatarios.contacto,
        telefono: destinatarios.telefono,
        observaciones: destinatarios.observaciones,
        lineas: albaranes.lineas,
        pruebaEntrega: albaranes.pruebaEntrega,
      })
      .from(albaranes)
      .innerJoin(clientes, eq(clientes.id, albaranes.idCliente))
      .innerJoin(destinatarios, eq(destinatarios.id, albaranes.idDestinatario))
      .where(eq(albaranes.id, params.id));
    const albaran = ownedByCliente(row, user, 'delivery note');
    const ids = [...new Set(albaran.lineas.map((linea) => linea.idArticulo))];
    const catalogo = new Map(
      (
        await db
          .select({
            id: articulos.id,
            codigo: articulos.codigo,
            descripcion: articulos.descripcion,
            unidad: articulos.unidad,
          })
          .from(articulos)
          .where(inArray(articulos.id, ids))
      ).map((a) => [a.id, a]),
    );
    const prueba = albaran.pruebaEntrega;
    return {
      ...albaran,
      fechaEntrega: albaran.fechaEntrega?.toISOString() ?? null,
      // The demo stores no photos: a signed delivery gets the image this server draws (below).
      pruebaEntrega: prueba && {
        ...prueba,
        urlImagen:
          prueba.urlImagen ?? (hasPodImage(albaran) ? `${publicOrigin(c)}${podImagePath(albaran.id)}` : null),
      },
      lineas: albaran.lineas.map(({ idArticulo, ...linea }) => {
        const articulo = catalogo.get(idArticulo)!;
        return {
          ...linea,
          codigoArticulo: articulo.codigo,
          descripcion: articulo.descripcion,
          unidad: articulo.unidad,
        };
      }),
    };
  },
});

/**
 * The proof-of-delivery image of a note, `image/svg+xml`. Not an SDK call (the SDK speaks JSON): the
 * address comes in `pruebaEntrega.urlImagen` and the web fetches it with its bearer token. Guarded
 * like `obtenerAlbaran`: 401 without a session, 403 without `accesoDistribucion`, 404 for another
 * customer's note, a missing one or one nobody signed for, 400 for an id that is not a number.
 */
distribucionController.router.get(toHonoPath(POD_IMAGE_PATH), async (c) => {
  const user = await admit(
    c,
    'distribucion.imagenPruebaEntrega',
    requirementOf('distribucion.obtenerAlbaran'),
  );
  const { id } = parsePathParams(POD_IMAGE_PATH, c.req.param()) as { id: number };
  const { db } = c.get('deps');
  const [row] = await db
    .select({
      id: albaranes.id,
      idCliente: albaranes.idCliente,
      numeroAlbaran: albaranes.numeroAlbaran,
      estado: albaranes.estado,
      fechaEntrega: albaranes.fechaEntrega,
      bultos: albaranes.bultos,
      pesoBrutoKg: albaranes.pesoBrutoKg,
      transportista: albaranes.transportista,
      pruebaEntrega: albaranes.pruebaEntrega,
      destinatario: destinatarios.nombre,
      direccion: destinatarios.direccion,
      codigoPostal: destinatarios.codigoPostal,
      poblacion: destinatarios.poblacion,
    })
    .from(albaranes)
    .innerJoin(destinatarios, eq(destinatarios.id, albaranes.idDestinatario))
    .where(eq(albaranes.id, id));
  const albaran = ownedByCliente(row, user!, 'delivery note');
  if (!hasPodImage(albaran)) throw notFound('proof-of-delivery image');
  const prueba = albaran.pruebaEntrega!;
  const svg = podSvg({
    ...albaran,
    firmadoPor: prueba.firmadoPor!,
    fecha: prueba.fecha,
    observaciones: prueba.observaciones,
  });
  return c.body(svg, 200, {
    'content-type': 'image/svg+xml; charset=utf-8',
    'content-disposition': `inline; filename="POD-${albaran.numeroAlbaran.replace(/[^\w.-]/g, '_')}.svg"`,
  });
});
