import { and, eq, gte, isNotNull, lt, lte, ne, notInArray, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import { almacenes, articulos, existencias, facturas, partidas } from '../db/schema/index';
import type { InvoiceFacts, LotFacts, ShipmentFacts } from './attention';

// The rows the attention rules (attention.ts) read, for the monitor's list (one user's customer
// accounts) and for the scheduler (every customer): the database narrows to the candidates with
// the indexes it has, the rules decide. `customers` is the condition on a table's customer column
// (http/scope.ts `inClienteScope` for a user; nothing for the scheduler).

export type CustomerCondition = (column: AnyPgColumn) => SQL | undefined;

const everyCustomer: CustomerCondition = () => undefined;

/** `YYYY-MM-DD` of an instant, UTC. */
export const utcDay = (instant: Date): string => instant.toISOString().slice(0, 10);

/**
 * Shipments still on their way by their stored status (the open list's partial index); the rules
 * read their current state from the milestones against the clock, as the tracking screens do.
 */
export async function openShipments(db: Db, customers = everyCustomer): Promise<ShipmentFacts[]> {
  return db
    .select({
      id: partidas.id,
      idCliente: partidas.idCliente,
      numeroPartida: partidas.numeroPartida,
      referenciaCliente: partidas.referenciaCliente,
      estado: partidas.estado,
      modo: partidas.modo,
      origen: partidas.origen,
      codigoOrigen: partidas.codigoOrigen,
      destino: partidas.destino,
      codigoDestino: partidas.codigoDestino,
      hitos: partidas.hitos,
      etd: partidas.etd,
      eta: partidas.eta,
      retrasoHoras: partidas.retrasoHoras,
      documentos: partidas.documentos,
    })
    .from(partidas)
    .where(and(notInArray(partidas.estado, ['ENTREGADA', 'CANCELADA']), customers(partidas.idCliente)));
}

const invoiceColumns = {
  id: facturas.id,
  idCliente: facturas.idCliente,
  numeroFactura: facturas.numeroFactura,
  tipo: facturas.tipo,
  anulada: facturas.anulada,
  total: facturas.total,
  importePagado: facturas.importePagado,
  moneda: facturas.moneda,
  fecha: facturas.fecha,
  fechaVencimiento: facturas.fechaVencimiento,
};

/** Invoices with something outstanding whose due date is before `now`'s day. */
export async function unpaidPastDue(db: Db, now: Date, customers = everyCustomer): Promise<InvoiceFacts[]> {
  return db
    .select(invoiceColumns)
    .from(facturas)
    .where(
      and(
        eq(facturas.tipo, 'FACTURA'),
        eq(facturas.anulada, false),
        ne(facturas.total, facturas.importePagado),
        lt(facturas.fechaVencimiento, utcDay(now)),
        customers(facturas.idCliente),
      ),
    );
}

/** Invoices (not credit notes, not cancelled) dated `fromDay` to `now`'s day, both included. */
export async function invoicesIssuedSince(
  db: Db,
  fromDay: string,
  now: Date,
  customers = everyCustomer,
): Promise<InvoiceFacts[]> {
  return db
    .select(invoiceColumns)
    .from(facturas)
    .where(
      and(
        eq(facturas.tipo, 'FACTURA'),
        eq(facturas.anulada, false),
        gte(facturas.fecha, fromDay),
        lte(facturas.fecha, utcDay(now)),
        customers(facturas.idCliente),
      ),
    );
}

/**
 * Stock lines with a lot that expires on `lastDay` or before (expired ones included) and goods in
 * them; a line without a lot number is not a lot the customer can name.
 */
export async function lotsExpiringBy(
  db: Db,
  lastDay: string,
  customers = everyCustomer,
): Promise<LotFacts[]> {
  const rows = await db
    .select({
      id: existencias.id,
      idCliente: existencias.idCliente,
      lote: existencias.lote,
      codigoArticulo: articulos.codigo,
      codigoAlmacen: almacenes.codigo,
      fechaCaducidad: existencias.fechaCaducidad,
    })
    .from(existencias)
    .innerJoin(articulos, eq(articulos.id, existencias.idArticulo))
    .innerJoin(almacenes, eq(almacenes.id, existencias.idAlmacen))
    .where(
      and(
        isNotNull(existencias.lote),
        isNotNull(existencias.fechaCaducidad),
        lte(existencias.fechaCaducidad, lastDay),
        sql`${existencias.cantidadDisponible} + ${existencias.cantidadReservada} + ${existencias.cantidadBloqueada} > 0`,
        customers(existencias.idCliente),
      ),
    );
  // Both are not null by the condition above.
  return rows.map((row) => ({ ...row, lote: row.lote!, fechaCaducidad: row.fechaCaducidad! }));
}
