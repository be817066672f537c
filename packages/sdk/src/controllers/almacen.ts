import * as v from 'valibot';
import { PeriodoQuerySchema } from '../common.schema';
import { type DocsOf, endpoint } from '../internal/endpoint';
import { ExistenciaSchema, MovimientoAlmacenSchema } from './almacen.schema';

/** Warehouse stock (`accesoStock`) and warehouse movements (`accesoMovimientosAlmacen`). */
export const almacenEndpoints = {
  /**
   * Current stock by SKU, lot and location, with available, reserved and blocked quantities, packages, weight, declared value with its currency and date of entry.
   *
   * Sends `GET /api/Almacen/ObtenerExistencias`; resolves to `Existencia[]`.
   * @throws {AuthenticationError} 401: no valid session (the client calls `onUnauthorized` first).
   * @throws {PermissionDeniedError} 403: the session lacks the permission this call needs.
   * @throws {ServiceUnavailableError} 503: the database is unreachable (retried when idempotent).
   * @throws {ConnectionError} no answer (`TimeoutError` after `timeout`); `AbortError` when the signal fires.
   * @see api.md, `almacen.obtenerExistencias`
   */
  obtenerExistencias: endpoint({
    method: 'GET',
    path: '/api/Almacen/ObtenerExistencias',
    response: v.array(ExistenciaSchema),
  }),
  /**
   * Warehouse entries, exits, adjustments, transfers and returns dated within the period. Newest first, at most 50,000 rows (`MAX_FILAS_LISTA`): narrow the period when a list reaches it.
   *
   * Sends `GET /api/Almacen/ObtenerMovimientosPeriodo`; resolves to `MovimientoAlmacen[]`.
   * @throws {BadRequestError} 400: the server refuses an argument; `issues` name the fields.
   * @throws {AuthenticationError} 401: no valid session (the client calls `onUnauthorized` first).
   * @throws {PermissionDeniedError} 403: the session lacks the permission this call needs.
   * @throws {ServiceUnavailableError} 503: the database is unreachable (retried when idempotent).
   * @throws {ConnectionError} no answer (`TimeoutError` after `timeout`); `AbortError` when the signal fires.
   * @see api.md, `almacen.obtenerMovimientosPeriodo`
   */
  obtenerMovimientosPeriodo: endpoint({
    method: 'GET',
    path: '/api/Almacen/ObtenerMovimientosPeriodo',
    query: PeriodoQuerySchema,
    response: v.array(MovimientoAlmacenSchema),
  }),
} as const;

/** Each call's summary and error statuses (`EndpointDocs`). */
export const almacenDocs = {
  obtenerExistencias: {
    errors: [401, 403],
    summary:
      'Current stock by SKU, lot and location, with available, reserved and blocked quantities, packages, weight, declared value with its currency and date of entry.',
  },
  obtenerMovimientosPeriodo: {
    errors: [400, 401, 403],
    summary:
      'Warehouse entries, exits, adjustments, transfers and returns dated within the period. Newest first, at most 50,000 rows (`MAX_FILAS_LISTA`): narrow the period when a list reaches it.',
  },
} as const satisfies DocsOf<typeof almacenEndpoints>;
