import { and, desc, eq, gte, inArray, lte } from 'drizzle-orm';
import { albaranes, articulos, clientes, destinatarios } from '../db/schema/index';
import { defineController } from '../http/controller';
import { pagedList } from '../http/list';
import { inClienteScope, ownedByCliente } from '../http/scope';

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

export const distribucionController = defineController('distribucion', {
  /** Notes dated within the period (the UTC days of `fechainicio` and `fechafin`, both included), newest first. */
  obtenerSeguimientoAlbaranesPeriodo: ({ query, user, db }) =>
    pagedList({
      ids: (limit) =>
        db
          .select({ id: albaranes.id })
          .from(albaranes)
          .where(
            and(
              inClienteScope(albaranes.idCliente, user),
              gte(albaranes.fecha, dia(query.fechainicio)),
              lte(albaranes.fecha, dia(query.fechafin)),
            ),
          )
          .orderBy(desc(albaranes.fecha), desc(albaranes.id))
          .limit(limit),
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
  obtenerAlbaran: async ({ params, user, db }) => {
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
    return {
      ...albaran,
      fechaEntrega: albaran.fechaEntrega?.toISOString() ?? null,
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
