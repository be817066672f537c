import * as v from 'valibot';
import { EliminadoSchema, PeriodoQuerySchema } from '../common.schema';
import { type DocsOf, endpoint } from '../internal/endpoint';
import { IncidenciaSchema } from './monitor.incidencias.schema';
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
   * The user's pinned metrics in order, valued over the period and the one before, each with its series for a chart.
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
    query: PeriodoQuerySchema,
    response: v.array(MetricaMonitorResumenSchema),
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
    query: PeriodoQuerySchema,
    response: MetricaMonitorSchema,
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
    response: v.array(MetricaDefinicionSchema),
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
    body: GuardarMetricasMonitorSchema,
    response: v.array(MetricaAsignadaSchema),
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
    response: EliminadoSchema,
  }),
  /**
   * Extension: what needs the customer now (late shipments, slipped ETAs, missing documents, overdue invoices, lots about to expire), each with its reason and link, by the same rules as the events.
   *
   * Sends `GET /api/Monitor/ObtenerIncidencias`; resolves to `Incidencia[]`.
   * @throws {AuthenticationError} 401: no valid session (the client calls `onUnauthorized` first).
   * @throws {ServiceUnavailableError} 503: the database is unreachable (retried when idempotent).
   * @throws {ConnectionError} no answer (`TimeoutError` after `timeout`); `AbortError` when the signal fires.
   * @see api.md, `monitor.obtenerIncidencias`
   */
  obtenerIncidencias: endpoint({
    method: 'GET',
    path: '/api/Monitor/ObtenerIncidencias',
    response: v.array(IncidenciaSchema),
  }),
} as const;

/** Each call's summary and error statuses (`EndpointDocs`). */
export const monitorDocs = {
  obtenerMetricasMonitor: {
    errors: [400, 401],
    summary:
      "The user's pinned metrics in order, valued over the period and the one before, each with its series for a chart.",
  },
  obtenerMetricaMonitor: {
    errors: [400, 401, 404],
    summary: 'One pinned metric over the period, with its series by day or week for a chart.',
  },
  obtenerMetricasNoAsignadas: {
    errors: [401],
    summary: 'The catalogue metrics the user has not pinned yet.',
  },
  guardarMetricasMonitor: {
    errors: [400, 401, 403],
    summary: 'Pin metrics or reorder pinned ones; returns every pinned metric in order.',
  },
  eliminarMetricaMonitor: {
    errors: [400, 401, 404],
    summary: 'Unpin a metric (by the pin id).',
  },
  obtenerIncidencias: {
    errors: [401],
    summary:
      'Extension: what needs the customer now (late shipments, slipped ETAs, missing documents, overdue invoices, lots about to expire), each with its reason and link, by the same rules as the events.',
  },
} as const satisfies DocsOf<typeof monitorEndpoints>;
