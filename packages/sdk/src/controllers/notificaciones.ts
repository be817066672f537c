import * as v from 'valibot';
import { EliminadoSchema } from '../common.schema';
import { type DocsOf, endpoint } from '../internal/endpoint';
import {
  EntregaWebhookSchema,
  GuardarPreferenciasSchema,
  GuardarWebhookSchema,
  LeidasSchema,
  MarcarLeidasSchema,
  NotificacionesQuerySchema,
  NotificacionesSchema,
  PreferenciasNotificacionSchema,
  WebhookCreadoSchema,
  WebhookSchema,
} from './notificaciones.schema';

/**
 * What happened to the signed-in user's records (the bell), how they want to hear of it, and the
 * webhooks that push it to their customer accounts' own systems (Standard Webhooks, signed).
 */
export const notificacionesEndpoints = {
  /**
   * Extension: the user's notifications, newest first, each with its event's data, its record's reference and the app path to open, and the unread count.
   *
   * Sends `GET /api/Notificaciones/ObtenerNotificaciones`; resolves to `Notificaciones`.
   * @throws {BadRequestError} 400: the server refuses an argument; `issues` name the fields.
   * @throws {AuthenticationError} 401: no valid session (the client calls `onUnauthorized` first).
   * @throws {ServiceUnavailableError} 503: the database is unreachable (retried when idempotent).
   * @throws {ConnectionError} no answer (`TimeoutError` after `timeout`); `AbortError` when the signal fires.
   * @see api.md, `notificaciones.obtenerNotificaciones`
   */
  obtenerNotificaciones: endpoint({
    method: 'GET',
    path: '/api/Notificaciones/ObtenerNotificaciones',
    query: NotificacionesQuerySchema,
    response: NotificacionesSchema,
  }),
  /**
   * Extension: mark the listed notifications read (or all with `todas: true`); ids of others' are ignored.
   *
   * Sends `POST /api/Notificaciones/MarcarLeidas` with a `MarcarLeidasInput` body; resolves to `Leidas`.
   * @throws {BadRequestError} 400: the server refuses an argument; `issues` name the fields.
   * @throws {AuthenticationError} 401: no valid session (the client calls `onUnauthorized` first).
   * @throws {ServiceUnavailableError} 503: the database is unreachable (retried when idempotent).
   * @throws {ConnectionError} no answer (`TimeoutError` after `timeout`); `AbortError` when the signal fires.
   * @see api.md, `notificaciones.marcarLeidas`
   */
  marcarLeidas: endpoint({
    method: 'POST',
    path: '/api/Notificaciones/MarcarLeidas',
    idempotent: true,
    body: MarcarLeidasSchema,
    response: LeidasSchema,
  }),
  /**
   * Extension: per event type, in the app and by e-mail (none, at once, daily digest), and the thresholds.
   *
   * Sends `GET /api/Notificaciones/ObtenerPreferencias`; resolves to `PreferenciasNotificacion`.
   * @throws {AuthenticationError} 401: no valid session (the client calls `onUnauthorized` first).
   * @throws {ServiceUnavailableError} 503: the database is unreachable (retried when idempotent).
   * @throws {ConnectionError} no answer (`TimeoutError` after `timeout`); `AbortError` when the signal fires.
   * @see api.md, `notificaciones.obtenerPreferencias`
   */
  obtenerPreferencias: endpoint({
    method: 'GET',
    path: '/api/Notificaciones/ObtenerPreferencias',
    response: PreferenciasNotificacionSchema,
  }),
  /**
   * Extension: save the channels of the listed event types and the thresholds; answers every preference.
   *
   * Sends `POST /api/Notificaciones/GuardarPreferencias` with a `GuardarPreferenciasInput` body; resolves to `PreferenciasNotificacion`.
   * @throws {BadRequestError} 400: the server refuses an argument; `issues` name the fields.
   * @throws {AuthenticationError} 401: no valid session (the client calls `onUnauthorized` first).
   * @throws {ServiceUnavailableError} 503: the database is unreachable (retried when idempotent).
   * @throws {ConnectionError} no answer (`TimeoutError` after `timeout`); `AbortError` when the signal fires.
   * @see api.md, `notificaciones.guardarPreferencias`
   */
  guardarPreferencias: endpoint({
    method: 'POST',
    path: '/api/Notificaciones/GuardarPreferencias',
    idempotent: true,
    body: GuardarPreferenciasSchema,
    response: PreferenciasNotificacionSchema,
  }),
  /**
   * Extension: register a webhook for the user's customer accounts (public https URL, event types); answers its signing secret, shown once.
   *
   * Sends `POST /api/Notificaciones/GuardarWebhook` with a `GuardarWebhookInput` body; resolves to `WebhookCreado`.
   * @throws {BadRequestError} 400: the server refuses an argument; `issues` name the fields.
   * @throws {AuthenticationError} 401: no valid session (the client calls `onUnauthorized` first).
   * @throws {ServiceUnavailableError} 503: the database is unreachable (retried when idempotent).
   * @throws {ConnectionError} no answer (`TimeoutError` after `timeout`); `AbortError` when the signal fires.
   * @see api.md, `notificaciones.guardarWebhook`
   */
  guardarWebhook: endpoint({
    method: 'POST',
    path: '/api/Notificaciones/GuardarWebhook',
    body: GuardarWebhookSchema,
    response: WebhookCreadoSchema,
  }),
  /**
   * Extension: the user's webhooks, with whether they are failing or disabled.
   *
   * Sends `GET /api/Notificaciones/ObtenerWebhooks`; resolves to `Webhook[]`.
   * @throws {AuthenticationError} 401: no valid session (the client calls `onUnauthorized` first).
   * @throws {ServiceUnavailableError} 503: the database is unreachable (retried when idempotent).
   * @throws {ConnectionError} no answer (`TimeoutError` after `timeout`); `AbortError` when the signal fires.
   * @see api.md, `notificaciones.obtenerWebhooks`
   */
  obtenerWebhooks: endpoint({
    method: 'GET',
    path: '/api/Notificaciones/ObtenerWebhooks',
    response: v.array(WebhookSchema),
  }),
  /**
   * Extension: delete a webhook of the user; deliveries not yet made are dropped.
   *
   * Sends `DELETE /api/Notificaciones/EliminarWebhook/{id}`; resolves to `Eliminado`.
   * @throws {BadRequestError} 400: the server refuses an argument; `issues` name the fields.
   * @throws {AuthenticationError} 401: no valid session (the client calls `onUnauthorized` first).
   * @throws {NotFoundError} 404: no such record among the caller's customer accounts.
   * @throws {ServiceUnavailableError} 503: the database is unreachable (retried when idempotent).
   * @throws {ConnectionError} no answer (`TimeoutError` after `timeout`); `AbortError` when the signal fires.
   * @see api.md, `notificaciones.eliminarWebhook`
   */
  eliminarWebhook: endpoint({
    method: 'DELETE',
    path: '/api/Notificaciones/EliminarWebhook/{id}',
    response: EliminadoSchema,
  }),
  /**
   * Extension: every delivery attempt of a webhook, newest first: when, status, HTTP status, duration.
   *
   * Sends `GET /api/Notificaciones/ObtenerEntregasWebhook/{id}`; resolves to `EntregaWebhook[]`.
   * @throws {BadRequestError} 400: the server refuses an argument; `issues` name the fields.
   * @throws {AuthenticationError} 401: no valid session (the client calls `onUnauthorized` first).
   * @throws {NotFoundError} 404: no such record among the caller's customer accounts.
   * @throws {ServiceUnavailableError} 503: the database is unreachable (retried when idempotent).
   * @throws {ConnectionError} no answer (`TimeoutError` after `timeout`); `AbortError` when the signal fires.
   * @see api.md, `notificaciones.obtenerEntregasWebhook`
   */
  obtenerEntregasWebhook: endpoint({
    method: 'GET',
    path: '/api/Notificaciones/ObtenerEntregasWebhook/{id}',
    response: v.array(EntregaWebhookSchema),
  }),
} as const;

/** Each call's summary and error statuses (`EndpointDocs`). */
export const notificacionesDocs = {
  obtenerNotificaciones: {
    errors: [400, 401],
    summary:
      "Extension: the user's notifications, newest first, each with its event's data, its record's reference and the app path to open, and the unread count.",
  },
  marcarLeidas: {
    errors: [400, 401],
    summary:
      "Extension: mark the listed notifications read (or all with `todas: true`); ids of others' are ignored.",
  },
  obtenerPreferencias: {
    errors: [401],
    summary:
      'Extension: per event type, in the app and by e-mail (none, at once, daily digest), and the thresholds.',
  },
  guardarPreferencias: {
    errors: [400, 401],
    summary:
      'Extension: save the channels of the listed event types and the thresholds; answers every preference.',
  },
  guardarWebhook: {
    errors: [400, 401],
    summary:
      "Extension: register a webhook for the user's customer accounts (public https URL, event types); answers its signing secret, shown once.",
  },
  obtenerWebhooks: {
    errors: [401],
    summary: "Extension: the user's webhooks, with whether they are failing or disabled.",
  },
  eliminarWebhook: {
    errors: [400, 401, 404],
    summary: 'Extension: delete a webhook of the user; deliveries not yet made are dropped.',
  },
  obtenerEntregasWebhook: {
    errors: [400, 401, 404],
    summary:
      'Extension: every delivery attempt of a webhook, newest first: when, status, HTTP status, duration.',
  },
} as const satisfies DocsOf<typeof notificacionesEndpoints>;
