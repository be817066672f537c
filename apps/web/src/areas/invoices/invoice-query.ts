import type { FacturaResumen } from '@extranet/sdk';
import { queryOptions } from '@tanstack/react-query';
import type { Api } from '../../api/api';

// The API has no "one invoice" call: an invoice page finds its row in an invoice list. Coming from
// the list, the row is already in the cache; a pasted link finds the invoice's issue date with the
// palette's search (`Entorno/Buscar`) and reads that one day's invoices.

const LIST = ['extranet', 'factura', 'obtenerSeguimientoFacturasPeriodo'] as const;

/** One UTC day, as the server reads a period's ends. */
const wholeDay = (day: string) => ({ fechainicio: `${day}T00:00:00.000Z`, fechafin: `${day}T23:59:59.999Z` });

async function findInvoice(api: Api, numero: string): Promise<FacturaResumen | null> {
  for (const [, rows] of api.queryClient.getQueriesData<FacturaResumen[]>({ queryKey: LIST })) {
    const row = rows?.find((f) => f.numeroFactura === numero);
    if (row) return row;
  }
  const found = await api.queryClient.fetchQuery(api.queries.entorno.buscar({ texto: numero }));
  const hit = found.find((r) => r.tipo === 'FACTURA' && r.referencia === numero);
  if (!hit) return null;
  const rows = await api.queryClient.fetchQuery(
    api.queries.factura.obtenerSeguimientoFacturasPeriodo(wholeDay(hit.fecha.slice(0, 10))),
  );
  return rows.find((f) => f.id === hit.id) ?? null;
}

/** An invoice by its number; null when the user has no such invoice. */
export const invoiceQuery = (api: Api, numero: string) =>
  queryOptions({
    queryKey: ['extranet', 'factura', 'invoice', numero] as const,
    queryFn: () => findInvoice(api, numero),
  });
