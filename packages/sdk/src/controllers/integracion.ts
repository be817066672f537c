import { type DocsOf, endpoint } from '../internal/endpoint';
import {
  ConfirmarReservaSchema,
  HitoRegistradoSchema,
  RegistrarHitoSchema,
  ReservaConfirmadaSchema,
} from './integracion.schema';

/**
 * What the provider's own systems report about a shipment. Authenticated by an integration key:
 * `createExtranetClient({ apiKey })` sends it as `x-api-key`, with no bearer token and no CSRF header.
 */
export const integracionEndpoints = {
  /**
   * Extension: confirm a customer's booking request: carrier, references and planned timeline; raises RESERVA_CONFIRMADA. 409 names the status of a shipment that is not a pending request.
   *
   * Sends `POST /api/Integracion/ConfirmarReserva` with a `ConfirmarReservaInput` body; resolves to `ReservaConfirmada`.
   * @throws {BadRequestError} 400: the server refuses an argument; `issues` name the fields.
   * @throws {AuthenticationError} 401: no valid session (the client calls `onUnauthorized` first).
   * @throws {NotFoundError} 404: no such record among the caller's customer accounts.
   * @throws {ConflictError} 409: the change conflicts with stored data; `field` names what.
   * @throws {RateLimitError} 429: too many attempts; `retryAfter` says how many seconds to wait.
   * @throws {ServiceUnavailableError} 503: the database is unreachable (retried when idempotent).
   * @throws {ConnectionError} no answer (`TimeoutError` after `timeout`); `AbortError` when the signal fires.
   * @see api.md, `integracion.confirmarReserva`
   */
  confirmarReserva: endpoint({
    method: 'POST',
    path: '/api/Integracion/ConfirmarReserva',
    auth: 'integrationKey',
    body: ConfirmarReservaSchema,
    response: ReservaConfirmadaSchema,
  }),
  /**
   * Extension: record a milestone that happened (and a new arrival estimate); 202 when new, 200 with the same id when posted before. Raises SALIDA, LLEGADA, ENTREGA, CAMBIO_ETA or RETRASO.
   *
   * Sends `POST /api/Integracion/RegistrarHito` with a `RegistrarHitoInput` body; resolves to `HitoRegistrado`.
   * @throws {BadRequestError} 400: the server refuses an argument; `issues` name the fields.
   * @throws {AuthenticationError} 401: no valid session (the client calls `onUnauthorized` first).
   * @throws {NotFoundError} 404: no such record among the caller's customer accounts.
   * @throws {RateLimitError} 429: too many attempts; `retryAfter` says how many seconds to wait.
   * @throws {ServiceUnavailableError} 503: the database is unreachable (retried when idempotent).
   * @throws {ConnectionError} no answer (`TimeoutError` after `timeout`); `AbortError` when the signal fires.
   * @see api.md, `integracion.registrarHito`
   */
  registrarHito: endpoint({
    method: 'POST',
    path: '/api/Integracion/RegistrarHito',
    auth: 'integrationKey',
    // The same (numeroPartida, codigo, fecha) is the same milestone: sending it twice changes nothing.
    idempotent: true,
    body: RegistrarHitoSchema,
    response: HitoRegistradoSchema,
  }),
} as const;

/** Each call's summary and error statuses (`EndpointDocs`). */
export const integracionDocs = {
  confirmarReserva: {
    errors: [400, 401, 404, 409, 429],
    summary:
      "Extension: confirm a customer's booking request: carrier, references and planned timeline; raises RESERVA_CONFIRMADA. 409 names the status of a shipment that is not a pending request.",
  },
  registrarHito: {
    errors: [400, 401, 404, 429],
    summary:
      'Extension: record a milestone that happened (and a new arrival estimate); 202 when new, 200 with the same id when posted before. Raises SALIDA, LLEGADA, ENTREGA, CAMBIO_ETA or RETRASO.',
  },
} as const satisfies DocsOf<typeof integracionEndpoints>;
