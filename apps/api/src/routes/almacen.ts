import type { MovimientoAlmacen } from '@extranet/sdk';
import { and, asc, eq, sql } from 'drizzle-orm';
import { idIn, isoInstant, jsonRows } from '../db/json-rows';
import { almacenes, articulos, clientes, existencias, movimientosAlmacen } from '../db/schema/index';
import { defineController } from '../http/controller';
import { pagedList } from '../http/list';
import { idsInPeriod, inClienteScope } from '../http/scope';
import { redondear } from '../lib/numbers';

// Warehouse stock and movements of the caller's customers. Quantities are in the article's unit;
// per stock line the movements at its article, warehouse, location and lot add up to its physical
// quantity (available + reserved + blocked).

/** Movements as the list answers them, a page read as one JSON text (a year is 30,000 rows). */
const movimientoRows = jsonRows({
  id: movimientosAlmacen.id,
  idCliente: movimientosAlmacen.idCliente,
  cliente: clientes.nombre,
  fecha: isoInstant(movimientosAlmacen.fecha),
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
});

export const almacenController = defineController('almacen', {
  /**
   * Every stock line, by customer and SKU, first expiry first (the order goods leave in), with its
   * packages, weight and declared value, and when its lot was first received. One query: the first
   * receipts are aggregated once for the caller's customers and joined, never looked up per line.
   */
  obtenerExistencias: async ({ user, db }) => {
    const primeraEntrada = sql<string>`to_char(min(${movimientosAlmacen.fecha}) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
    const entradas = and(
      eq(movimientosAlmacen.tipo, 'ENTRADA'),
      inClienteScope(movimientosAlmacen.idCliente, user),
    );
    // Lots without a number (goods not stocked by lot) join as ''.
    const loteDe = (column: typeof existencias.lote | typeof movimientosAlmacen.lote) =>
      sql<string>`coalesce(${column}, '')`;
    // The lot's first receipt in the line's warehouse…
    const enAlmacen = db
      .select({
        idArticulo: movimientosAlmacen.idArticulo,
        idAlmacen: movimientosAlmacen.idAlmacen,
        lote: loteDe(movimientosAlmacen.lote).as('lote_almacen'),
        fecha: primeraEntrada.as('fecha_almacen'),
      })
      .from(movimientosAlmacen)
      .where(entradas)
      .groupBy(movimientosAlmacen.idArticulo, movimientosAlmacen.idAlmacen, loteDe(movimientosAlmacen.lote))
      .as('entrada_almacen');
    // …or, for stock that came by transfer from another warehouse, its first receipt anywhere.
    const enCualquiera = db
      .select({
        idArticulo: movimientosAlmacen.idArticulo,
        lote: loteDe(movimientosAlmacen.lote).as('lote_lote'),
        fecha: primeraEntrada.as('fecha_lote'),
      })
      .from(movimientosAlmacen)
      .where(entradas)
      .groupBy(movimientosAlmacen.idArticulo, loteDe(movimientosAlmacen.lote))
      .as('entrada_lote');
    const rows = await db
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
        unidadesPorBulto: articulos.unidadesPorBulto,
        pesoUnitarioKg: articulos.pesoUnitarioKg,
        valorUnitario: articulos.valorUnitario,
        moneda: articulos.moneda,
        entradaAlmacen: enAlmacen.fecha,
        entradaLote: enCualquiera.fecha,
      })
      .from(existencias)
      .innerJoin(articulos, eq(articulos.id, existencias.idArticulo))
      .innerJoin(almacenes, eq(almacenes.id, existencias.idAlmacen))
      .innerJoin(clientes, eq(clientes.id, existencias.idCliente))
      .leftJoin(
        enAlmacen,
        and(
          eq(enAlmacen.idArticulo, existencias.idArticulo),
          eq(enAlmacen.idAlmacen, existencias.idAlmacen),
          eq(enAlmacen.lote, loteDe(existencias.lote)),
        ),
      )
      .leftJoin(
        enCualquiera,
        and(
          eq(enCualquiera.idArticulo, existencias.idArticulo),
          eq(enCualquiera.lote, loteDe(existencias.lote)),
        ),
      )
      .where(inClienteScope(existencias.idCliente, user))
      .orderBy(
        asc(clientes.nombre),
        asc(articulos.codigo),
        sql`${existencias.fechaCaducidad} asc nulls last`,
        asc(existencias.lote),
        asc(existencias.id),
      );
    return rows.map(
      ({ unidadesPorBulto, pesoUnitarioKg, valorUnitario, moneda, entradaAlmacen, entradaLote, ...row }) =>
        conValores(
          row,
          { unidadesPorBulto, pesoUnitarioKg, valorUnitario, moneda },
          entradaAlmacen ?? entradaLote,
        ),
    );
  },

  /** Movements dated within the period (instants, both ends included), newest first, a page at a time. */
  obtenerMovimientosPeriodo: ({ query, user, db }) =>
    pagedList({
      ids: idsInPeriod(
        db,
        user,
        {
          table: movimientosAlmacen,
          id: movimientosAlmacen.id,
          idCliente: movimientosAlmacen.idCliente,
          fecha: movimientosAlmacen.fecha,
        },
        query.fechainicio,
        query.fechafin,
      ),
      rows: async (ids) => {
        const [page] = await db
          .select({ json: movimientoRows.page })
          .from(movimientosAlmacen)
          .innerJoin(articulos, eq(articulos.id, movimientosAlmacen.idArticulo))
          .innerJoin(almacenes, eq(almacenes.id, movimientosAlmacen.idAlmacen))
          .innerJoin(clientes, eq(clientes.id, movimientosAlmacen.idCliente))
          .where(idIn(movimientosAlmacen.id, ids));
        return movimientoRows.read(page?.json) as MovimientoAlmacen[];
      },
    }),
});

/**
 * A stock line's packages, weight and value, from its physical quantity (available + reserved +
 * blocked) and its article: whole packages (a part-filled one counts), kilograms to the gram, money
 * to the cent; no value (and no currency) when the article declares none.
 */
export function conValores<
  T extends { cantidadDisponible: number; cantidadReservada: number; cantidadBloqueada: number },
>(
  row: T,
  articulo: {
    unidadesPorBulto: number;
    pesoUnitarioKg: number;
    valorUnitario: number | null;
    moneda: string | null;
  },
  fechaEntrada: string | null,
) {
  const cantidad = row.cantidadDisponible + row.cantidadReservada + row.cantidadBloqueada;
  const valorado = articulo.valorUnitario !== null && articulo.moneda !== null;
  return {
    ...row,
    // Quantities have three decimals: 10.000000001 packages are 10.
    bultos: Math.ceil(redondear(cantidad / articulo.unidadesPorBulto, 6)),
    pesoKg: redondear(cantidad * articulo.pesoUnitarioKg, 3),
    valor: valorado ? redondear(cantidad * articulo.valorUnitario!, 2) : null,
    moneda: valorado ? articulo.moneda : null,
    fechaEntrada,
  };
}
