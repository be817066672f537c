import * as v from 'valibot';
import { PeriodoQuerySchema } from '../common.schema';
import { type DocsOf, endpoint } from '../internal/endpoint';
import { actividadDocs, actividadEndpoints } from './tracking.actividad';
import { compartirDocs, compartirEndpoints } from './tracking.compartir';
import { documentosDocs, documentosEndpoints } from './tracking.documentos';
import { PartidaResumenSchema, PartidaSchema, VinculoSchema } from './tracking.schema';

/** Shipment tracking (partidas). Needs the `accesoPartidas` flag. */
export const trackingEndpoints = {
  /**
   * One shipment with its milestones, containers, packages, documents and CO2e.
   *
   * Sends `GET /api/Tracking/ObtenerPartida/{id}`; resolves to `Partida`.
   * @throws {BadRequestError} 400: the server refuses an argument; `issues` name the fields.
   * @throws {AuthenticationError} 401: no valid session (the client calls `onUnauthorized` first).
   * @throws {PermissionDeniedError} 403: the session lacks the permission this call needs.
   * @throws {NotFoundError} 404: no such record among the caller's customer accounts.
   * @throws {ServiceUnavailableError} 503: the database is unreachable (retried when idempotent).
   * @throws {ConnectionError} no answer (`TimeoutError` after `timeout`); `AbortError` when the signal fires.
   * @see api.md, `tracking.obtenerPartida`
   */
  obtenerPartida: endpoint({
    method: 'GET',
    path: '/api/Tracking/ObtenerPartida/{id}',
    response: PartidaSchema,
  }),
  /**
   * Shipments still open (not delivered nor cancelled), whatever their dates.
   *
   * Sends `GET /api/Tracking/ObtenerSeguimientoEnvios`; resolves to `PartidaResumen[]`.
   * @throws {AuthenticationError} 401: no valid session (the client calls `onUnauthorized` first).
   * @throws {PermissionDeniedError} 403: the session lacks the permission this call needs.
   * @throws {ServiceUnavailableError} 503: the database is unreachable (retried when idempotent).
   * @throws {ConnectionError} no answer (`TimeoutError` after `timeout`); `AbortError` when the signal fires.
   * @see api.md, `tracking.obtenerSeguimientoEnvios`
   */
  obtenerSeguimientoEnvios: endpoint({
    method: 'GET',
    path: '/api/Tracking/ObtenerSeguimientoEnvios',
    response: v.array(PartidaResumenSchema),
  }),
  /**
   * Shipments whose departure (ETD) falls within the period. Newest first, at most 50,000 rows (`MAX_FILAS_LISTA`): narrow the period when a list reaches it.
   *
   * Sends `GET /api/Tracking/ObtenerSeguimientoEnviosPeriodo`; resolves to `PartidaResumen[]`.
   * @throws {BadRequestError} 400: the server refuses an argument; `issues` name the fields.
   * @throws {AuthenticationError} 401: no valid session (the client calls `onUnauthorized` first).
   * @throws {PermissionDeniedError} 403: the session lacks the permission this call needs.
   * @throws {ServiceUnavailableError} 503: the database is unreachable (retried when idempotent).
   * @throws {ConnectionError} no answer (`TimeoutError` after `timeout`); `AbortError` when the signal fires.
   * @see api.md, `tracking.obtenerSeguimientoEnviosPeriodo`
   */
  obtenerSeguimientoEnviosPeriodo: endpoint({
    method: 'GET',
    path: '/api/Tracking/ObtenerSeguimientoEnviosPeriodo',
    query: PeriodoQuerySchema,
    response: v.array(PartidaResumenSchema),
  }),
  /**
   * The carrier's tracking page for one shipment.
   *
   * Sends `GET /api/Tracking/ObtenerVinculo/{id}`; resolves to `Vinculo`.
   * @throws {BadRequestError} 400: the server refuses an argument; `issues` name the fields.
   * @throws {AuthenticationError} 401: no valid session (the client calls `onUnauthorized` first).
   * @throws {PermissionDeniedError} 403: the session lacks the permission this call needs.
   * @throws {NotFoundError} 404: no such record among the caller's customer accounts.
   * @throws {ServiceUnavailableError} 503: the database is unreachable (retried when idempotent).
   * @throws {ConnectionError} no answer (`TimeoutError` after `timeout`); `AbortError` when the signal fires.
   * @see api.md, `tracking.obtenerVinculo`
   */
  obtenerVinculo: endpoint({
    method: 'GET',
    path: '/api/Tracking/ObtenerVinculo/{id}',
    response: VinculoSchema,
  }),
  ...compartirEndpoints,
  ...actividadEndpoints,
  ...documentosEndpoints,
} as const;

/** Each call's summary and error statuses (`EndpointDocs`). */
export const trackingDocs = {
  obtenerPartida: {
    errors: [400, 401, 403, 404],
    summary: 'One shipment with its milestones, containers, packages, documents and CO2e.',
  },
  obtenerSeguimientoEnvios: {
    errors: [401, 403],
    summary: 'Shipments still open (not delivered nor cancelled), whatever their dates.',
  },
  obtenerSeguimientoEnviosPeriodo: {
    errors: [400, 401, 403],
    summary:
      'Shipments whose departure (ETD) falls within the period. Newest first, at most 50,000 rows (`MAX_FILAS_LISTA`): narrow the period when a list reaches it.',
  },
  obtenerVinculo: {
    errors: [400, 401, 403, 404],
    summary: "The carrier's tracking page for one shipment.",
  },
  ...compartirDocs,
  ...actividadDocs,
  ...documentosDocs,
} as const satisfies DocsOf<typeof trackingEndpoints>;
