import * as v from 'valibot';
import { PeriodoQuerySchema } from '../common.schema';
import { type DocsOf, endpoint } from '../internal/endpoint';
import { AlbaranResumenSchema, AlbaranSchema } from './distribucion.schema';

/** Distribution: delivery notes (albaranes) and their proof of delivery. Needs `accesoDistribucion`. */
export const distribucionEndpoints = {
  /**
   * One delivery note with its lines and proof of delivery.
   *
   * Sends `GET /api/Distribucion/ObtenerAlbaran/{id}`; resolves to `Albaran`.
   * @throws {BadRequestError} 400: the server refuses an argument; `issues` name the fields.
   * @throws {AuthenticationError} 401: no valid session (the client calls `onUnauthorized` first).
   * @throws {PermissionDeniedError} 403: the session lacks the permission this call needs.
   * @throws {NotFoundError} 404: no such record among the caller's customer accounts.
   * @throws {ServiceUnavailableError} 503: the database is unreachable (retried when idempotent).
   * @throws {ConnectionError} no answer (`TimeoutError` after `timeout`); `AbortError` when the signal fires.
   * @see api.md, `distribucion.obtenerAlbaran`
   */
  obtenerAlbaran: endpoint({
    method: 'GET',
    path: '/api/Distribucion/ObtenerAlbaran/{id}',
    response: AlbaranSchema,
  }),
  /**
   * Delivery notes dated within the period. Newest first, at most 50,000 rows (`MAX_FILAS_LISTA`): narrow the period when a list reaches it.
   *
   * Sends `GET /api/Distribucion/ObtenerSeguimientoAlbaranesPeriodo`; resolves to `AlbaranResumen[]`.
   * @throws {BadRequestError} 400: the server refuses an argument; `issues` name the fields.
   * @throws {AuthenticationError} 401: no valid session (the client calls `onUnauthorized` first).
   * @throws {PermissionDeniedError} 403: the session lacks the permission this call needs.
   * @throws {ServiceUnavailableError} 503: the database is unreachable (retried when idempotent).
   * @throws {ConnectionError} no answer (`TimeoutError` after `timeout`); `AbortError` when the signal fires.
   * @see api.md, `distribucion.obtenerSeguimientoAlbaranesPeriodo`
   */
  obtenerSeguimientoAlbaranesPeriodo: endpoint({
    method: 'GET',
    path: '/api/Distribucion/ObtenerSeguimientoAlbaranesPeriodo',
    query: PeriodoQuerySchema,
    response: v.array(AlbaranResumenSchema),
  }),
} as const;

/** Each call's summary and error statuses (`EndpointDocs`). */
export const distribucionDocs = {
  obtenerAlbaran: {
    errors: [400, 401, 403, 404],
    summary: 'One delivery note with its lines and proof of delivery.',
  },
  obtenerSeguimientoAlbaranesPeriodo: {
    errors: [400, 401, 403],
    summary:
      'Delivery notes dated within the period. Newest first, at most 50,000 rows (`MAX_FILAS_LISTA`): narrow the period when a list reaches it.',
  },
} as const satisfies DocsOf<typeof distribucionEndpoints>;
