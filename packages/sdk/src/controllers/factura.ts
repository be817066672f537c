import * as v from 'valibot';
import { PeriodoQuerySchema } from '../common.schema';
import { endpoint } from '../internal/endpoint';
import { FacturaResumenSchema } from './factura.schema';

/** Invoices. Needs the `accesoEstadoCuentas` flag. */
export const facturaEndpoints = {
  obtenerSeguimientoFacturasPeriodo: endpoint({
    method: 'GET',
    path: '/api/Factura/ObtenerSeguimientoFacturasPeriodo',
    query: PeriodoQuerySchema,
    response: v.array(FacturaResumenSchema),
    summary:
      'Invoices and credit notes issued within the period, with what is paid and outstanding. Newest first, at most 50,000 rows (`MAX_FILAS_LISTA`): narrow the period when a list reaches it.',
  }),
} as const;
