import * as v from 'valibot';
import { EliminadoSchema, PeriodoQuerySchema } from '../common.schema';
import { endpoint } from '../internal/endpoint';
import {
  GuardarMetricasMonitorSchema,
  MetricaAsignadaSchema,
  MetricaDefinicionSchema,
  MetricaMonitorResumenSchema,
  MetricaMonitorSchema,
} from './monitor.schema';

/** The KPIs a user pins on their dashboard, valued over the customer accounts they may see. */
export const monitorEndpoints = {
  /**
   * The user's pinned metrics in order, valued over the period and the one before.
   *
   * Sends `GET /api/Monitor/ObtenerMetricasMonitor`; resolves to `MetricaMonitorResumen[]`.
   * @throws {BadRequestError} 400: the server refuses an argument; `issues` name the fields.
   * @throws {AuthenticationError} 401: no valid session (the client calls `onUnauthorized` first).
   * @throws {ServiceUnavailableError} 503: the database is unreachable (retried when idempotent).
   * @throws {ConnectionError} no answer (`TimeoutError` after `timeout`); `AbortError` when the signal fires.
   * @see api.md, `monitor.obtenerMetricasMonitor`
   */
  obtenerMetricasMonitor: endpoint({
    method: 'GET',
    path: '/api/Monitor/ObtenerMetricasMonitor',
    errors: [400, 401],
    query: PeriodoQuerySchema,
    response: v.array(MetricaMonitorResumenSchema),
    summary: "The user's pinned metrics in order, valued over the period and the one before.",
  }),
  /**
   * One pinned metric over the period, with its series by day or week for a chart.
   *
   * Sends `GET /api/Monitor/ObtenerMetricaMonitor/{idusuariometrica}`; resolves to `MetricaMonitor`.
   * @throws {BadRequestError} 400: the server refuses an argument; `issues` name the fields.
   * @throws {AuthenticationError} 401: no valid session (the client calls `onUnauthorized` first).
   * @throws {NotFoundError} 404: no such record among the caller's customer accounts.
   * @throws {ServiceUnavailableError} 503: the database is unreachable (retried when idempotent).
   * @throws {ConnectionError} no answer (`TimeoutError` after `timeout`); `AbortError` when the signal fires.
   * @see api.md, `monitor.obtenerMetricaMonitor`
   */
  obtenerMetricaMonitor: endpoint({
    method: 'GET',
    path: '/api/Monitor/ObtenerMetricaMonitor/{idusuariometrica}',
    errors: [400, 401, 404],
    query: PeriodoQuerySchema,
    response: MetricaMonitorSchema,
    summary: 'One pinned metric over the period, with its series by day or week for a chart.',
  }),
  /**
   * The catalogue metrics the user has not pinned yet.
   *
   * Sends `GET /api/Monitor/ObtenerMetricasNoAsignadas`; resolves to `MetricaDefinicion[]`.
   * @throws {AuthenticationError} 401: no valid session (the client calls `onUnauthorized` first).
   * @throws {ServiceUnavailableError} 503: the database is unreachable (retried when idempotent).
   * @throws {ConnectionError} no answer (`TimeoutError` after `timeout`); `AbortError` when the signal fires.
   * @see api.md, `monitor.obtenerMetricasNoAsignadas`
   */
  obtenerMetricasNoAsignadas: endpoint({
    method: 'GET',
    path: '/api/Monitor/ObtenerMetricasNoAsignadas',
    errors: [401],
    response: v.array(MetricaDefinicionSchema),
    summary: 'The catalogue metrics the user has not pinned yet.',
  }),
  /**
   * Pin metrics or reorder pinned ones; returns every pinned metric in order.
   *
   * Sends `POST /api/Monitor/GuardarMetricasMonitor` with a `GuardarMetricasMonitorInput` body; resolves to `MetricaAsignada[]`.
   * @throws {BadRequestError} 400: the server refuses an argument; `issues` name the fields.
   * @throws {AuthenticationError} 401: no valid session (the client calls `onUnauthorized` first).
   * @throws {PermissionDeniedError} 403: the session lacks the permission this call needs.
   * @throws {ServiceUnavailableError} 503: the database is unreachable (retried when idempotent).
   * @throws {ConnectionError} no answer (`TimeoutError` after `timeout`); `AbortError` when the signal fires.
   * @see api.md, `monitor.guardarMetricasMonitor`
   */
  guardarMetricasMonitor: endpoint({
    method: 'POST',
    path: '/api/Monitor/GuardarMetricasMonitor',
    errors: [400, 401, 403],
    body: GuardarMetricasMonitorSchema,
    response: v.array(MetricaAsignadaSchema),
    summary: 'Pin metrics or reorder pinned ones; returns every pinned metric in order.',
  }),
  /**
   * Unpin a metric (by the pin id).
   *
   * Sends `DELETE /api/Monitor/EliminarMetricaMonitor/{idMetricaUsuario}`; resolves to `Eliminado`.
   * @throws {BadRequestError} 400: the server refuses an argument; `issues` name the fields.
   * @throws {AuthenticationError} 401: no valid session (the client calls `onUnauthorized` first).
   * @throws {NotFoundError} 404: no such record among the caller's customer accounts.
   * @throws {ServiceUnavailableError} 503: the database is unreachable (retried when idempotent).
   * @throws {ConnectionError} no answer (`TimeoutError` after `timeout`); `AbortError` when the signal fires.
   * @see api.md, `monitor.eliminarMetricaMonitor`
   */
  eliminarMetricaMonitor: endpoint({
    method: 'DELETE',
    path: '/api/Monitor/EliminarMetricaMonitor/{idMetricaUsuario}',
    errors: [400, 401, 404],
    response: EliminadoSchema,
    summary: 'Unpin a metric (by the pin id).',
  }),
} as const;
