import { and, asc, desc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import { almacenes, articulos, clientes, existencias, movimientosAlmacen } from '../db/schema/index';
import { defineController } from '../http/controller';
import { pagedList } from '../http/list';
import { inClienteScope } from '../http/scope';

// Warehouse stock and movements of the caller's customers. Quantities are in the article's unit;
// per stock line the movements at its article, warehouse, location and lot add up to its physical
// quantity (available + reserved + blocked).

export const almacenController = defineController('almacen', {
  /** Every stock line, by customer and SKU, first expiry first (the order goods leave in). */
  obtenerExistencias: async ({ user, db }) =>
    db
      .select({
        id: existencias.id,
        idCliente: existencias.idCliente,
        cliente: clientes.nombre,
        codigoArticulo: articulos.codigo,
        descripcion: articulos.descripcion,
        lote: existencias.lote,
        fechaCaducidad: existencias.fechaCaducidad,
        codigoAlmacen: almacenes.codigo,
        almacen: almacenes.nombre,
        ubicacion: existencias.ubicacion,
        cantidadDisponible: existencias.cantidadDisponible,
        cantidadReservada: existencias.cantidadReservada,
        cantidadBloqueada: existencias.cantidadBloqueada,
        unidad: articulos.unidad,
        palets: existencias.palets,
        motivoBloqueo: existencias.motivoBloqueo,
      })
      .from(existencias)
      .innerJoin(articulos, eq(articulos.id, existencias.idArticulo))
      .innerJoin(almacenes, eq(almacenes.id, existencias.idAlmacen))
      .innerJoin(clientes, eq(clientes.id, existencias.idCliente))
      .where(inClienteScope(existencias.idCliente, user))
      .orderBy(
        asc(clientes.nombre),
        asc(articulos.codigo),
        sql`${existencias.fechaCaducidad} asc nulls last`,
        asc(existencias.lote),
        asc(existencias.id),
      ),

  /** Movements dated within the period (instants, both ends included), newest first, a page at a time. */
  obtenerMovimientosPeriodo: ({ query, user, db }) =>
    pagedList({
      ids: (limit) =>
        db
          .select({ id: movimientosAlmacen.id })
          .from(movimientosAlmacen)
          .where(
            and(
              inClienteScope(movimientosAlmacen.idCliente, user),
              gte(movimientosAlmacen.fecha, query.fechainicio),
              lte(movimientosAlmacen.fecha, query.fechafin),
            ),
          )
          .orderBy(desc(movimientosAlmacen.fecha), desc(movimientosAlmacen.id))
          .limit(limit),
      rows: async (ids) => {
        const rows = await db
          .select({
            id: movimientosAlmacen.id,
            idCliente: movimientosAlmacen.idCliente,
            cliente: clientes.nombre,
            fecha: movimientosAlmacen.fecha,
            tipo: movimientosAlmacen.tipo,
            documento: movimientosAlmacen.documento,
            referenciaCliente: movimientosAlmacen.referenciaCliente,
            codigoArticulo: articulos.codigo,
            descripcion: articulos.descripcion,
            lote: movimientosAlmacen.lote,
            cantidad: movimientosAlmacen.cantidad,
            unidad: articulos.unidad,
            codigoAlmacen: almacenes.codigo,
            almacen: almacenes.nombre,
            ubicacion: movimientosAlmacen.ubicacion,
            idAlbaran: movimientosAlmacen.idAlbaran,
            motivo: movimientosAlmacen.motivo,
          })
          .from(movimientosAlmacen)
          .innerJoin(articulos, eq(articulos.id, movimientosAlmacen.idArticulo))
          .innerJoin(almacenes, eq(almacenes.id, movimientosAlmacen.idAlmacen))
          .innerJoin(clientes, eq(clientes.id, movimientosAlmacen.idCliente))
          .where(inArray(movimientosAlmacen.id, ids));
        return rows.map((row) => ({ ...row, fecha: row.fecha.toISOString() }));
      },
    }),
});
