import * as v from 'valibot';
import { type DocsOf, endpoint } from '../internal/endpoint';
import { ActividadPartidaSchema } from './tracking.actividad.schema';

// Part of the `tracking` controller (tracking.ts lists its calls).

/** The shipment's own activity. Same scope and flag as `obtenerPartida`. */
export const actividadEndpoints = {
  /**
   * Extension: the shipment's activity, newest first: links shared, revoked and opened, documents uploaded, downloaded and deleted, the booking.
   *
   * Sends `GET /api/Tracking/ObtenerActividadPartida/{id}`; resolves to `ActividadPartida[]`.
   * @throws {BadRequestError} 400: the server refuses an argument; `issues` name the fields.
   * @throws {AuthenticationError} 401: no valid session (the client calls `onUnauthorized` first).
   * @throws {PermissionDeniedError} 403: the session lacks the permission this call needs.
   * @throws {NotFoundError} 404: no such record among the caller's customer accounts.
   * @throws {ServiceUnavailableError} 503: the database is unreachable (retried when idempotent).
   * @throws {ConnectionError} no answer (`TimeoutError` after `timeout`); `AbortError` when the signal fires.
   * @see api.md, `tracking.obtenerActividadPartida`
   */
  obtenerActividadPartida: endpoint({
    method: 'GET',
    path: '/api/Tracking/ObtenerActividadPartida/{id}',
    response: v.array(ActividadPartidaSchema),
  }),
} as const;

/** Each call's summary and error statuses (`EndpointDocs`). */
export const actividadDocs = {
  obtenerActividadPartida: {
    errors: [400, 401, 403, 404],
    summary:
      "Extension: the shipment's activity, newest first: links shared, revoked and opened, documents uploaded, downloaded and deleted, the booking.",
  },
} as const satisfies DocsOf<typeof actividadEndpoints>;
