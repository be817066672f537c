import { type DocsOf, endpoint } from '../internal/endpoint';
import { PartidaPublicaSchema } from './publico.schema';

/** What anyone may read without an account: a shipment shared by a public tracking link. No bearer token is sent. */
export const publicoEndpoints = {
  /**
   * Extension: the shipment a public tracking link shows (no sign-in): reference, route, status, milestones, ETA, delay, forwarder and carrier. Unknown, revoked and expired links answer the same 404.
   *
   * Sends `GET /api/Publico/Partida/{token}`; resolves to `PartidaPublica`.
   * @throws {BadRequestError} 400: the server refuses an argument; `issues` name the fields.
   * @throws {NotFoundError} 404: no such record among the caller's customer accounts.
   * @throws {RateLimitError} 429: too many attempts; `retryAfter` says how many seconds to wait.
   * @throws {ServiceUnavailableError} 503: the database is unreachable (retried when idempotent).
   * @throws {ConnectionError} no answer (`TimeoutError` after `timeout`); `AbortError` when the signal fires.
   * @see api.md, `publico.obtenerPartida`
   */
  obtenerPartida: endpoint({
    method: 'GET',
    path: '/api/Publico/Partida/{token}',
    auth: 'none',
    response: PartidaPublicaSchema,
  }),
} as const;

/** Each call's summary and error statuses (`EndpointDocs`). */
export const publicoDocs = {
  obtenerPartida: {
    errors: [400, 404, 429],
    summary:
      'Extension: the shipment a public tracking link shows (no sign-in): reference, route, status, milestones, ETA, delay, forwarder and carrier. Unknown, revoked and expired links answer the same 404.',
  },
} as const satisfies DocsOf<typeof publicoEndpoints>;
