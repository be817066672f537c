import type { EstadoFactura } from '@extranet/sdk/schemas';
import { eq, inArray } from 'drizzle-orm';
import { clientes, facturas } from '../db/schema/index';
import { defineController } from '../http/controller';
import { pagedList } from '../http/list';
import { idsInPeriod } from '../http/scope';
import { redondear } from '../lib/numbers';
import { DAY_MS } from '../lib/time';

// Invoices and credit notes of the caller's customers. What is outstanding and whether it is
// overdue depend on today, so the status is worked out when read, from the due date, the amount
// paid and the app's clock; only cancellation is stored.

const dia = (instante: Date): string => instante.toISOString().slice(0, 10);

/** Status, outstanding amount and days overdue of an invoice as of `hoy` (a `YYYY-MM-DD` day). */
export function situacion(
  factura: {
    tipo: 'FACTURA' | 'ABONO';
    anulada: boolean;
    total: number;
    importePagado: number;
    fechaVencimiento: string;
  },
  hoy: string,
): { estado: EstadoFactura; importePendiente: number; diasVencida: number } {
  if (factura.anulada) return { estado: 'ANULADA', importePendiente: 0, diasVencida: 0 };
  const importePendiente = redondear(factura.total - factura.importePagado);
  if (importePendiente === 0) return { estado: 'PAGADA', importePendiente, diasVencida: 0 };
  // A credit note not yet offset or refunded is money owed to the customer: open, never overdue.
  if (factura.tipo === 'FACTURA' && factura.fechaVencimiento < hoy) {
    const diasVencida = Math.round((Date.parse(hoy) - Date.parse(factura.fechaVencimiento)) / DAY_MS);
    return { estado: 'VENCIDA', importePendiente, diasVencida };
  }
  return { estado: 'ABIERTA', importePendiente, diasVencida: 0 };
}

export const facturaController = defineController('factura', {
  /** Invoices and credit notes dated within the period (UTC days, both included), newest first. */
  obtenerSeguimientoFacturasPeriodo: ({ query, user, db, deps }) =>
    pagedList({
      ids: idsInPeriod(
        db,
        user,
        { table: facturas, id: facturas.id, idCliente: facturas.idCliente, fecha: facturas.fecha },
        dia(query.fechainicio),
        dia(query.fechafin),
      ),
      rows: async (ids) => {
        const rows = await db
          .select({
            id: facturas.id,
            numeroFactura: facturas.numeroFactura,
            idCliente: facturas.idCliente,
            cliente: clientes.nombre,
            tipo: facturas.tipo,
            fecha: facturas.fecha,
            fechaVencimiento: facturas.fechaVencimiento,
            baseImponible: facturas.baseImponible,
            importeImpuestos: facturas.importeImpuestos,
            total: facturas.total,
            importePagado: facturas.importePagado,
            moneda: facturas.moneda,
            anulada: facturas.anulada,
            partidas: facturas.partidas,
          })
          .from(facturas)
          .innerJoin(clientes, eq(clientes.id, facturas.idCliente))
          .where(inArray(facturas.id, ids));
        const hoy = dia(deps.clock());
        return rows.map(({ anulada, ...row }) => ({ ...row, ...situacion({ ...row, anulada }, hoy) }));
      },
    }),
});
