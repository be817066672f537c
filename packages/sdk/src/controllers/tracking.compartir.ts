import * as v from 'valibot';
import { type DocsOf, endpoint } from '../internal/endpoint';
import {
  CompartirPartidaSchema,
  EnlaceCompartidoSchema,
  EnlaceCreadoSchema,
} from './tracking.compartir.schema';

// Part of the `tracking` controller (tracking.ts lists its calls).

/** Public tracking links of a shipment: create, list, revoke. Same scope and flag as `obtenerPartida`. */
export const compartirEndpoints = {
  /**
   * Extension: create a public tracking link of the shipment (`caducaDias` 1–90, default 30); the token is shown only in this answer.
   *
   * Sends `POST /api/Tracking/CompartirPartida/{id}` with a `CompartirPartidaInput` body; resolves to `EnlaceCreado`.
   * @throws {BadRequestError} 400: the server refuses an argument; `issues` name the fields.
   * @throws {AuthenticationError} 401: no valid session (the client calls `onUnauthorized` first).
   * @throws {PermissionDeniedError} 403: the session lacks the permission this call needs.
   * @throws {NotFoundError} 404: no such record among the caller's customer accounts.
   * @throws {ServiceUnavailableError} 503: the database is unreachable (retried when idempotent).
   * @throws {ConnectionError} no answer (`TimeoutError` after `timeout`); `AbortError` when the signal fires.
   * @see api.md, `tracking.compartirPartida`
   */
  compartirPartida: endpoint({
    method: 'POST',
    path: '/api/Tracking/CompartirPartida/{id}',
    body: CompartirPartidaSchema,
    response: EnlaceCreadoSchema,
  }),
  /**
   * Extension: the shipment's public links, newest first: creator, created, expiry, times opened, last opened, revoked.
   *
   * Sends `GET /api/Tracking/ObtenerEnlacesCompartidos/{id}`; resolves to `EnlaceCompartido[]`.
   * @throws {BadRequestError} 400: the server refuses an argument; `issues` name the fields.
   * @throws {AuthenticationError} 401: no valid session (the client calls `onUnauthorized` first).
   * @throws {PermissionDeniedError} 403: the session lacks the permission this call needs.
   * @throws {NotFoundError} 404: no such record among the caller's customer accounts.
   * @throws {ServiceUnavailableError} 503: the database is unreachable (retried when idempotent).
   * @throws {ConnectionError} no answer (`TimeoutError` after `timeout`); `AbortError` when the signal fires.
   * @see api.md, `tracking.obtenerEnlacesCompartidos`
   */
  obtenerEnlacesCompartidos: endpoint({
    method: 'GET',
    path: '/api/Tracking/ObtenerEnlacesCompartidos/{id}',
    response: v.array(EnlaceCompartidoSchema),
  }),
  /**
   * Extension: revoke a public tracking link at once; answers the revoked link.
   *
   * Sends `DELETE /api/Tracking/RevocarEnlace/{idEnlace}`; resolves to `EnlaceCompartido`.
   * @throws {BadRequestError} 400: the server refuses an argument; `issues` name the fields.
   * @throws {AuthenticationError} 401: no valid session (the client calls `onUnauthorized` first).
   * @throws {PermissionDeniedError} 403: the session lacks the permission this call needs.
   * @throws {NotFoundError} 404: no such record among the caller's customer accounts.
   * @throws {ServiceUnavailableError} 503: the database is unreachable (retried when idempotent).
   * @throws {ConnectionError} no answer (`TimeoutError` after `timeout`); `AbortError` when the signal fires.
   * @see api.md, `tracking.revocarEnlace`
   */
  revocarEnlace: endpoint({
    method: 'DELETE',
    path: '/api/Tracking/RevocarEnlace/{idEnlace}',
    response: EnlaceCompartidoSchema,
  }),
} as const;

/** Each call's summary and error statuses (`EndpointDocs`). */
export const compartirDocs = {
  compartirPartida: {
    errors: [400, 401, 403, 404],
    summary:
      'Extension: create a public tracking link of the shipment (`caducaDias` 1–90, default 30); the token is shown only in this answer.',
  },
  obtenerEnlacesCompartidos: {
    errors: [400, 401, 403, 404],
    summary:
      "Extension: the shipment's public links, newest first: creator, created, expiry, times opened, last opened, revoked.",
  },
  revocarEnlace: {
    errors: [400, 401, 403, 404],
    summary: 'Extension: revoke a public tracking link at once; answers the revoked link.',
  },
} as const satisfies DocsOf<typeof compartirEndpoints>;
