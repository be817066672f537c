import * as v from 'valibot';
import { PeriodoQuerySchema } from '../common.schema';
import { type DocsOf, endpoint } from '../internal/endpoint';
import {
  EntidadAereaSchema,
  LineaEstadoCuentaSchema,
  SolicitudSuministrosCreadaSchema,
  SolicitudSuministrosResumenSchema,
  SolicitudSuministrosSchema,
} from './distribucionAerea.schema';

// Part of the `distribucionAerea` controller (distribucionAerea.ts lists its calls in the spec's order).

/** The customer's side of air export: its entities, account statement and supply requests. */
export const accountEndpoints = {
  /**
   * The caller's customer entities allowed to ship by air.
   *
   * Sends `GET /api/DistribucionAerea/Entidades`; resolves to `EntidadAerea[]`.
   * @throws {AuthenticationError} 401: no valid session (the client calls `onUnauthorized` first).
   * @throws {PermissionDeniedError} 403: the session lacks the permission this call needs.
   * @throws {ServiceUnavailableError} 503: the database is unreachable (retried when idempotent).
   * @throws {ConnectionError} no answer (`TimeoutError` after `timeout`); `AbortError` when the signal fires.
   * @see api.md, `distribucionAerea.entidades`
   */
  entidades: endpoint({
    method: 'GET',
    path: '/api/DistribucionAerea/Entidades',
    response: v.array(EntidadAereaSchema),
  }),
  /**
   * Account statement lines dated within the period, with running balance. Newest first, at most 50,000 rows (`MAX_FILAS_LISTA`): narrow the period when a list reaches it.
   *
   * Sends `GET /api/DistribucionAerea/EstadoCuentas`; resolves to `LineaEstadoCuenta[]`.
   * @throws {BadRequestError} 400: the server refuses an argument; `issues` name the fields.
   * @throws {AuthenticationError} 401: no valid session (the client calls `onUnauthorized` first).
   * @throws {PermissionDeniedError} 403: the session lacks the permission this call needs.
   * @throws {ServiceUnavailableError} 503: the database is unreachable (retried when idempotent).
   * @throws {ConnectionError} no answer (`TimeoutError` after `timeout`); `AbortError` when the signal fires.
   * @see api.md, `distribucionAerea.estadoCuentas`
   */
  estadoCuentas: endpoint({
    method: 'GET',
    path: '/api/DistribucionAerea/EstadoCuentas',
    query: PeriodoQuerySchema,
    response: v.array(LineaEstadoCuentaSchema),
  }),
  /**
   * Request supplies (labels, AWB pouches, forms…) delivered to an address.
   *
   * Sends `POST /api/DistribucionAerea/SolicitudSuministros` with a `SolicitudSuministrosInput` body; resolves to `SolicitudSuministrosCreada`.
   * @throws {BadRequestError} 400: the server refuses an argument; `issues` name the fields.
   * @throws {AuthenticationError} 401: no valid session (the client calls `onUnauthorized` first).
   * @throws {PermissionDeniedError} 403: the session lacks the permission this call needs.
   * @throws {ServiceUnavailableError} 503: the database is unreachable (retried when idempotent).
   * @throws {ConnectionError} no answer (`TimeoutError` after `timeout`); `AbortError` when the signal fires.
   * @see api.md, `distribucionAerea.solicitudSuministros`
   */
  solicitudSuministros: endpoint({
    method: 'POST',
    path: '/api/DistribucionAerea/SolicitudSuministros',
    body: SolicitudSuministrosSchema,
    response: SolicitudSuministrosCreadaSchema,
  }),
  /**
   * Supply requests made within the period, with their status. Newest first, at most 50,000 rows (`MAX_FILAS_LISTA`): narrow the period when a list reaches it.
   *
   * Sends `GET /api/DistribucionAerea/Solicitudes`; resolves to `SolicitudSuministrosResumen[]`.
   * @throws {BadRequestError} 400: the server refuses an argument; `issues` name the fields.
   * @throws {AuthenticationError} 401: no valid session (the client calls `onUnauthorized` first).
   * @throws {PermissionDeniedError} 403: the session lacks the permission this call needs.
   * @throws {ServiceUnavailableError} 503: the database is unreachable (retried when idempotent).
   * @throws {ConnectionError} no answer (`TimeoutError` after `timeout`); `AbortError` when the signal fires.
   * @see api.md, `distribucionAerea.solicitudes`
   */
  solicitudes: endpoint({
    method: 'GET',
    path: '/api/DistribucionAerea/Solicitudes',
    query: PeriodoQuerySchema,
    response: v.array(SolicitudSuministrosResumenSchema),
  }),
} as const;

/** Each call's summary and error statuses (`EndpointDocs`). */
export const accountDocs = {
  entidades: {
    errors: [401, 403],
    summary: "The caller's customer entities allowed to ship by air.",
  },
  estadoCuentas: {
    errors: [400, 401, 403],
    summary:
      'Account statement lines dated within the period, with running balance. Newest first, at most 50,000 rows (`MAX_FILAS_LISTA`): narrow the period when a list reaches it.',
  },
  solicitudSuministros: {
    errors: [400, 401, 403],
    summary: 'Request supplies (labels, AWB pouches, forms…) delivered to an address.',
  },
  solicitudes: {
    errors: [400, 401, 403],
    summary:
      'Supply requests made within the period, with their status. Newest first, at most 50,000 rows (`MAX_FILAS_LISTA`): narrow the period when a list reaches it.',
  },
} as const satisfies DocsOf<typeof accountEndpoints>;
