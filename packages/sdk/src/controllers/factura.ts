import * as v from 'valibot';
import { PeriodoQuerySchema } from '../common.schema';
import { type DocsOf, endpoint } from '../internal/endpoint';
import { FacturaResumenSchema } from './factura.schema';

/** Invoices. Needs the `accesoEstadoCuentas` flag. */
export const facturaEndpoints = {
  /**
   * Invoices and credit notes issued within the period, with what is paid and outstanding. Newest first, at most 50,000 rows (`MAX_FILAS_LISTA`): narrow the period when a list reaches it.
   *
   * Sends `GET /api/Factura/ObtenerSeguimientoFacturasPeriodo`; resolves to `FacturaResumen[]`.
   * @throws {BadRequestError} 400: the server refuses an argument; `issues` name the fields.
   * @throws {AuthenticationError} 401: no valid session (the client calls `onUnauthorized` first).
   * @throws {PermissionDeniedError} 403: the session lacks the permission this call needs.
   * @throws {ServiceUnavailableError} 503: the database is unreachable (retried when idempotent).
   * @throws {ConnectionError} no answer (`TimeoutError` after `timeout`); `AbortError` when the signal fires.
   * @see api.md, `factura.obtenerSeguimientoFacturasPeriodo`
   */
  obtenerSeguimientoFacturasPeriodo: endpoint({
    method: 'GET',
    path: '/api/Factura/ObtenerSeguimientoFacturasPeriodo',
    query: PeriodoQuerySchema,
    response: v.array(FacturaResumenSchema),
  }),
} as const;

/** Each call's summary and error statuses (`EndpointDocs`). */
export const facturaDocs = {
  obtenerSeguimientoFacturasPeriodo: {
    errors: [400, 401, 403],
    summary:
      'Invoices and credit notes issued within the period, with what is paid and outstanding. Newest first, at most 50,000 rows (`MAX_FILAS_LISTA`): narrow the period when a list reaches it.',
  },
} as const satisfies DocsOf<typeof facturaEndpoints>;
