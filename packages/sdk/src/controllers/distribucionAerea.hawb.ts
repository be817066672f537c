import * as v from 'valibot';
import { PeriodoQuerySchema } from '../common.schema';
import { type DocsOf, endpoint } from '../internal/endpoint';
import {
  CalculoTarifaAereaSchema,
  ControlHawbQuerySchema,
  ControlHawbSchema,
  FinalizarHawbSchema,
  HawbEmitidaSchema,
  HawbResumenSchema,
  HawbSchema,
  ReciboAlmacenHawbSchema,
  TarifaAereaSchema,
} from './distribucionAerea.schema';

// Part of the `distribucionAerea` controller (distribucionAerea.ts lists its calls in the spec's order).

/** House air waybills: the quote, the issue, and following them once issued (status events, warehouse receipt, the period list). */
export const hawbEndpoints = {
  /**
   * Quote air freight: chargeable weight, rate class, weight break, surcharges and total.
   *
   * Sends `POST /api/DistribucionAerea/CalcularTarifa` with a `CalculoTarifaAereaInput` body; resolves to `TarifaAerea`.
   * @throws {BadRequestError} 400: the server refuses an argument; `issues` name the fields.
   * @throws {AuthenticationError} 401: no valid session (the client calls `onUnauthorized` first).
   * @throws {PermissionDeniedError} 403: the session lacks the permission this call needs.
   * @throws {ServiceUnavailableError} 503: the database is unreachable (retried when idempotent).
   * @throws {ConnectionError} no answer (`TimeoutError` after `timeout`); `AbortError` when the signal fires.
   * @see api.md, `distribucionAerea.calcularTarifa`
   */
  calcularTarifa: endpoint({
    method: 'POST',
    path: '/api/DistribucionAerea/CalcularTarifa',
    body: CalculoTarifaAereaSchema,
    response: TarifaAereaSchema,
  }),
  /**
   * Issue a house air waybill (HAWB); returns its id and number.
   *
   * Sends `POST /api/DistribucionAerea/Finalizar` with a `FinalizarHawbInput` body; resolves to `HawbEmitida`.
   * @throws {BadRequestError} 400: the server refuses an argument; `issues` name the fields.
   * @throws {AuthenticationError} 401: no valid session (the client calls `onUnauthorized` first).
   * @throws {PermissionDeniedError} 403: the session lacks the permission this call needs.
   * @throws {ServiceUnavailableError} 503: the database is unreachable (retried when idempotent).
   * @throws {ConnectionError} no answer (`TimeoutError` after `timeout`); `AbortError` when the signal fires.
   * @see api.md, `distribucionAerea.finalizar`
   */
  finalizar: endpoint({
    method: 'POST',
    path: '/api/DistribucionAerea/Finalizar',
    body: FinalizarHawbSchema,
    response: HawbEmitidaSchema,
  }),
  /**
   * A HAWB's status and IATA status events (BKD … DLV); the id is the HAWB's.
   *
   * Sends `GET /api/DistribucionAerea/ControlHAWB/{idControlHAWB}`; resolves to `ControlHawb`.
   * @throws {BadRequestError} 400: the server refuses an argument; `issues` name the fields.
   * @throws {AuthenticationError} 401: no valid session (the client calls `onUnauthorized` first).
   * @throws {PermissionDeniedError} 403: the session lacks the permission this call needs.
   * @throws {NotFoundError} 404: no such record among the caller's customer accounts.
   * @throws {ServiceUnavailableError} 503: the database is unreachable (retried when idempotent).
   * @throws {ConnectionError} no answer (`TimeoutError` after `timeout`); `AbortError` when the signal fires.
   * @see api.md, `distribucionAerea.controlHAWB`
   */
  controlHAWB: endpoint({
    method: 'GET',
    path: '/api/DistribucionAerea/ControlHAWB/{idControlHAWB}',
    query: ControlHawbQuerySchema,
    response: ControlHawbSchema,
  }),
  /**
   * HAWBs issued within the period, with their latest IATA status. Newest first, at most 50,000 rows (`MAX_FILAS_LISTA`): narrow the period when a list reaches it.
   *
   * Sends `GET /api/DistribucionAerea/EstadoEnvios`; resolves to `HawbResumen[]`.
   * @throws {BadRequestError} 400: the server refuses an argument; `issues` name the fields.
   * @throws {AuthenticationError} 401: no valid session (the client calls `onUnauthorized` first).
   * @throws {PermissionDeniedError} 403: the session lacks the permission this call needs.
   * @throws {ServiceUnavailableError} 503: the database is unreachable (retried when idempotent).
   * @throws {ConnectionError} no answer (`TimeoutError` after `timeout`); `AbortError` when the signal fires.
   * @see api.md, `distribucionAerea.estadoEnvios`
   */
  estadoEnvios: endpoint({
    method: 'GET',
    path: '/api/DistribucionAerea/EstadoEnvios',
    query: PeriodoQuerySchema,
    response: v.array(HawbResumenSchema),
  }),
  /**
   * One HAWB as issued: parties, pieces, goods, values, flight, weights and charges.
   *
   * Sends `GET /api/DistribucionAerea/ObtenerHAWB/{id}`; resolves to `Hawb`.
   * @throws {BadRequestError} 400: the server refuses an argument; `issues` name the fields.
   * @throws {AuthenticationError} 401: no valid session (the client calls `onUnauthorized` first).
   * @throws {PermissionDeniedError} 403: the session lacks the permission this call needs.
   * @throws {NotFoundError} 404: no such record among the caller's customer accounts.
   * @throws {ServiceUnavailableError} 503: the database is unreachable (retried when idempotent).
   * @throws {ConnectionError} no answer (`TimeoutError` after `timeout`); `AbortError` when the signal fires.
   * @see api.md, `distribucionAerea.obtenerHAWB`
   */
  obtenerHAWB: endpoint({
    method: 'GET',
    path: '/api/DistribucionAerea/ObtenerHAWB/{id}',
    response: HawbSchema,
  }),
  /**
   * Warehouse receipt of a HAWB (by HAWB id): pieces, weights and sizes measured, discrepancies.
   *
   * Sends `GET /api/DistribucionAerea/ObtenerReciboDetalle/{id}`; resolves to `ReciboAlmacenHawb`.
   * @throws {BadRequestError} 400: the server refuses an argument; `issues` name the fields.
   * @throws {AuthenticationError} 401: no valid session (the client calls `onUnauthorized` first).
   * @throws {PermissionDeniedError} 403: the session lacks the permission this call needs.
   * @throws {NotFoundError} 404: no such record among the caller's customer accounts.
   * @throws {ServiceUnavailableError} 503: the database is unreachable (retried when idempotent).
   * @throws {ConnectionError} no answer (`TimeoutError` after `timeout`); `AbortError` when the signal fires.
   * @see api.md, `distribucionAerea.obtenerReciboDetalle`
   */
  obtenerReciboDetalle: endpoint({
    method: 'GET',
    path: '/api/DistribucionAerea/ObtenerReciboDetalle/{id}',
    response: ReciboAlmacenHawbSchema,
  }),
} as const;

/** Each call's summary and error statuses (`EndpointDocs`). */
export const hawbDocs = {
  calcularTarifa: {
    errors: [400, 401, 403],
    summary: 'Quote air freight: chargeable weight, rate class, weight break, surcharges and total.',
  },
  finalizar: {
    errors: [400, 401, 403],
    summary: 'Issue a house air waybill (HAWB); returns its id and number.',
  },
  controlHAWB: {
    errors: [400, 401, 403, 404],
    summary: "A HAWB's status and IATA status events (BKD … DLV); the id is the HAWB's.",
  },
  estadoEnvios: {
    errors: [400, 401, 403],
    summary:
      'HAWBs issued within the period, with their latest IATA status. Newest first, at most 50,000 rows (`MAX_FILAS_LISTA`): narrow the period when a list reaches it.',
  },
  obtenerHAWB: {
    errors: [400, 401, 403, 404],
    summary: 'One HAWB as issued: parties, pieces, goods, values, flight, weights and charges.',
  },
  obtenerReciboDetalle: {
    errors: [400, 401, 403, 404],
    summary: 'Warehouse receipt of a HAWB (by HAWB id): pieces, weights and sizes measured, discrepancies.',
  },
} as const satisfies DocsOf<typeof hawbEndpoints>;
