import * as v from 'valibot';
import { CatalogoItemSchema, PaisSchema, PeriodoQuerySchema } from '../common.schema';
import { endpoint } from '../internal/endpoint';
import {
  AeropuertoSchema,
  BuscarCodigoPromocionalSchema,
  BusquedaAeropuertoSchema,
  BusquedaCodigoPostalQuerySchema,
  CalculoTarifaAereaSchema,
  CodigoPostalSchema,
  ControlHawbQuerySchema,
  ControlHawbSchema,
  EntidadAereaSchema,
  EntidadCollectSchema,
  FinalizarHawbSchema,
  HawbEmitidaSchema,
  HawbResumenSchema,
  HawbSchema,
  LineaEstadoCuentaSchema,
  ParteConocidaHawbSchema,
  PromocionAereaSchema,
  ReciboAlmacenHawbSchema,
  ServicioAereoSchema,
  SolicitudSuministrosCreadaSchema,
  SolicitudSuministrosResumenSchema,
  SolicitudSuministrosSchema,
  TarifaAereaSchema,
} from './distribucionAerea.schema';

/**
 * Air export: house air waybills (HAWB) booked by the customer, tariff simulation, supply requests,
 * guide tracking and the account statement. `identidad` is one of the caller's customer entities.
 */
export const distribucionAereaEndpoints = {
  /**
   * Search airports by IATA code, name or city, optionally within one country.
   *
   * Sends `POST /api/DistribucionAerea/Aeropuerto` with a `BusquedaAeropuertoInput` body; resolves to `Aeropuerto[]`.
   * @throws {BadRequestError} 400: the server refuses an argument; `issues` name the fields.
   * @throws {AuthenticationError} 401: no valid session (the client calls `onUnauthorized` first).
   * @throws {PermissionDeniedError} 403: the session lacks the permission this call needs.
   * @throws {ServiceUnavailableError} 503: the database is unreachable (retried when idempotent).
   * @throws {ConnectionError} no answer (`TimeoutError` after `timeout`); `AbortError` when the signal fires.
   * @see api.md, `distribucionAerea.aeropuerto`
   */
  aeropuerto: endpoint({
    method: 'POST',
    path: '/api/DistribucionAerea/Aeropuerto',
    errors: [400, 401, 403],
    body: BusquedaAeropuertoSchema,
    response: v.array(AeropuertoSchema),
    summary: 'Search airports by IATA code, name or city, optionally within one country.',
  }),
  /**
   * Airports in the United States.
   *
   * Sends `GET /api/DistribucionAerea/AeropuertosUS`; resolves to `Aeropuerto[]`.
   * @throws {AuthenticationError} 401: no valid session (the client calls `onUnauthorized` first).
   * @throws {PermissionDeniedError} 403: the session lacks the permission this call needs.
   * @throws {ServiceUnavailableError} 503: the database is unreachable (retried when idempotent).
   * @throws {ConnectionError} no answer (`TimeoutError` after `timeout`); `AbortError` when the signal fires.
   * @see api.md, `distribucionAerea.aeropuertosUS`
   */
  aeropuertosUS: endpoint({
    method: 'GET',
    path: '/api/DistribucionAerea/AeropuertosUS',
    errors: [401, 403],
    response: v.array(AeropuertoSchema),
    summary: 'Airports in the United States.',
  }),
  /**
   * A valid promotion code and its discount; 404 when unknown or expired.
   *
   * Sends `POST /api/DistribucionAerea/BuscarCodigoPromocional` with a `BuscarCodigoPromocionalInput` body; resolves to `PromocionAerea`.
   * @throws {BadRequestError} 400: the server refuses an argument; `issues` name the fields.
   * @throws {AuthenticationError} 401: no valid session (the client calls `onUnauthorized` first).
   * @throws {PermissionDeniedError} 403: the session lacks the permission this call needs.
   * @throws {NotFoundError} 404: no such record among the caller's customer accounts.
   * @throws {ServiceUnavailableError} 503: the database is unreachable (retried when idempotent).
   * @throws {ConnectionError} no answer (`TimeoutError` after `timeout`); `AbortError` when the signal fires.
   * @see api.md, `distribucionAerea.buscarCodigoPromocional`
   */
  buscarCodigoPromocional: endpoint({
    method: 'POST',
    path: '/api/DistribucionAerea/BuscarCodigoPromocional',
    errors: [400, 401, 403, 404],
    body: BuscarCodigoPromocionalSchema,
    response: PromocionAereaSchema,
    summary: 'A valid promotion code and its discount; 404 when unknown or expired.',
  }),
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
    errors: [400, 401, 403],
    body: CalculoTarifaAereaSchema,
    response: TarifaAereaSchema,
    summary: 'Quote air freight: chargeable weight, rate class, weight break, surcharges and total.',
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
    errors: [400, 401, 403],
    body: FinalizarHawbSchema,
    response: HawbEmitidaSchema,
    summary: 'Issue a house air waybill (HAWB); returns its id and number.',
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
    errors: [400, 401, 403],
    body: SolicitudSuministrosSchema,
    response: SolicitudSuministrosCreadaSchema,
    summary: 'Request supplies (labels, AWB pouches, forms…) delivered to an address.',
  }),
  /**
   * Postal codes of a country starting with the given text, with city and province.
   *
   * Sends `GET /api/DistribucionAerea/BuscarCodigoPostal`; resolves to `CodigoPostal[]`.
   * @throws {BadRequestError} 400: the server refuses an argument; `issues` name the fields.
   * @throws {AuthenticationError} 401: no valid session (the client calls `onUnauthorized` first).
   * @throws {PermissionDeniedError} 403: the session lacks the permission this call needs.
   * @throws {NotFoundError} 404: no such record among the caller's customer accounts.
   * @throws {ServiceUnavailableError} 503: the database is unreachable (retried when idempotent).
   * @throws {ConnectionError} no answer (`TimeoutError` after `timeout`); `AbortError` when the signal fires.
   * @see api.md, `distribucionAerea.buscarCodigoPostal`
   */
  buscarCodigoPostal: endpoint({
    method: 'GET',
    path: '/api/DistribucionAerea/BuscarCodigoPostal',
    errors: [400, 401, 403, 404],
    query: BusquedaCodigoPostalQuerySchema,
    response: v.array(CodigoPostalSchema),
    summary: 'Postal codes of a country starting with the given text, with city and province.',
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
    errors: [400, 401, 403, 404],
    query: ControlHawbQuerySchema,
    response: ControlHawbSchema,
    summary: "A HAWB's status and IATA status events (BKD … DLV); the id is the HAWB's.",
  }),
  /**
   * Known consignees of the customer entity (its address book).
   *
   * Sends `GET /api/DistribucionAerea/DestinatariosConocidos/{identidad}`; resolves to `ParteConocidaHawb[]`.
   * @throws {BadRequestError} 400: the server refuses an argument; `issues` name the fields.
   * @throws {AuthenticationError} 401: no valid session (the client calls `onUnauthorized` first).
   * @throws {PermissionDeniedError} 403: the session lacks the permission this call needs.
   * @throws {NotFoundError} 404: no such record among the caller's customer accounts.
   * @throws {ServiceUnavailableError} 503: the database is unreachable (retried when idempotent).
   * @throws {ConnectionError} no answer (`TimeoutError` after `timeout`); `AbortError` when the signal fires.
   * @see api.md, `distribucionAerea.destinatariosConocidos`
   */
  destinatariosConocidos: endpoint({
    method: 'GET',
    path: '/api/DistribucionAerea/DestinatariosConocidos/{identidad}',
    errors: [400, 401, 403, 404],
    response: v.array(ParteConocidaHawbSchema),
    summary: 'Known consignees of the customer entity (its address book).',
  }),
  /**
   * Entities that may be charged collect (CC) on HAWBs of the customer entity.
   *
   * Sends `GET /api/DistribucionAerea/EntidadesCollect/{identidad}`; resolves to `EntidadCollect[]`.
   * @throws {BadRequestError} 400: the server refuses an argument; `issues` name the fields.
   * @throws {AuthenticationError} 401: no valid session (the client calls `onUnauthorized` first).
   * @throws {PermissionDeniedError} 403: the session lacks the permission this call needs.
   * @throws {NotFoundError} 404: no such record among the caller's customer accounts.
   * @throws {ServiceUnavailableError} 503: the database is unreachable (retried when idempotent).
   * @throws {ConnectionError} no answer (`TimeoutError` after `timeout`); `AbortError` when the signal fires.
   * @see api.md, `distribucionAerea.entidadesCollect`
   */
  entidadesCollect: endpoint({
    method: 'GET',
    path: '/api/DistribucionAerea/EntidadesCollect/{identidad}',
    errors: [400, 401, 403, 404],
    response: v.array(EntidadCollectSchema),
    summary: 'Entities that may be charged collect (CC) on HAWBs of the customer entity.',
  }),
  /**
   * Known shippers of the customer entity (its address book).
   *
   * Sends `GET /api/DistribucionAerea/ExpedidoresConocidos/{identidad}`; resolves to `ParteConocidaHawb[]`.
   * @throws {BadRequestError} 400: the server refuses an argument; `issues` name the fields.
   * @throws {AuthenticationError} 401: no valid session (the client calls `onUnauthorized` first).
   * @throws {PermissionDeniedError} 403: the session lacks the permission this call needs.
   * @throws {NotFoundError} 404: no such record among the caller's customer accounts.
   * @throws {ServiceUnavailableError} 503: the database is unreachable (retried when idempotent).
   * @throws {ConnectionError} no answer (`TimeoutError` after `timeout`); `AbortError` when the signal fires.
   * @see api.md, `distribucionAerea.expedidoresConocidos`
   */
  expedidoresConocidos: endpoint({
    method: 'GET',
    path: '/api/DistribucionAerea/ExpedidoresConocidos/{identidad}',
    errors: [400, 401, 403, 404],
    response: v.array(ParteConocidaHawbSchema),
    summary: 'Known shippers of the customer entity (its address book).',
  }),
  /**
   * Air services the customer entity may book, with transit days.
   *
   * Sends `GET /api/DistribucionAerea/Servicios/{identidad}`; resolves to `ServicioAereo[]`.
   * @throws {BadRequestError} 400: the server refuses an argument; `issues` name the fields.
   * @throws {AuthenticationError} 401: no valid session (the client calls `onUnauthorized` first).
   * @throws {PermissionDeniedError} 403: the session lacks the permission this call needs.
   * @throws {NotFoundError} 404: no such record among the caller's customer accounts.
   * @throws {ServiceUnavailableError} 503: the database is unreachable (retried when idempotent).
   * @throws {ConnectionError} no answer (`TimeoutError` after `timeout`); `AbortError` when the signal fires.
   * @see api.md, `distribucionAerea.servicios`
   */
  servicios: endpoint({
    method: 'GET',
    path: '/api/DistribucionAerea/Servicios/{identidad}',
    errors: [400, 401, 403, 404],
    response: v.array(ServicioAereoSchema),
    summary: 'Air services the customer entity may book, with transit days.',
  }),
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
    errors: [401, 403],
    response: v.array(EntidadAereaSchema),
    summary: "The caller's customer entities allowed to ship by air.",
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
    errors: [400, 401, 403],
    query: PeriodoQuerySchema,
    response: v.array(LineaEstadoCuentaSchema),
    summary:
      'Account statement lines dated within the period, with running balance. Newest first, at most 50,000 rows (`MAX_FILAS_LISTA`): narrow the period when a list reaches it.',
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
    errors: [400, 401, 403],
    query: PeriodoQuerySchema,
    response: v.array(HawbResumenSchema),
    summary:
      'HAWBs issued within the period, with their latest IATA status. Newest first, at most 50,000 rows (`MAX_FILAS_LISTA`): narrow the period when a list reaches it.',
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
    errors: [400, 401, 403],
    query: PeriodoQuerySchema,
    response: v.array(SolicitudSuministrosResumenSchema),
    summary:
      'Supply requests made within the period, with their status. Newest first, at most 50,000 rows (`MAX_FILAS_LISTA`): narrow the period when a list reaches it.',
  }),
  /**
   * Incoterms accepted on a HAWB.
   *
   * Sends `GET /api/DistribucionAerea/Incoterms`; resolves to `CatalogoItem[]`.
   * @throws {AuthenticationError} 401: no valid session (the client calls `onUnauthorized` first).
   * @throws {PermissionDeniedError} 403: the session lacks the permission this call needs.
   * @throws {ServiceUnavailableError} 503: the database is unreachable (retried when idempotent).
   * @throws {ConnectionError} no answer (`TimeoutError` after `timeout`); `AbortError` when the signal fires.
   * @see api.md, `distribucionAerea.incoterms`
   */
  incoterms: endpoint({
    method: 'GET',
    path: '/api/DistribucionAerea/Incoterms',
    errors: [401, 403],
    response: v.array(CatalogoItemSchema),
    summary: 'Incoterms accepted on a HAWB.',
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
    errors: [400, 401, 403, 404],
    response: HawbSchema,
    summary: 'One HAWB as issued: parties, pieces, goods, values, flight, weights and charges.',
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
    errors: [400, 401, 403, 404],
    response: ReciboAlmacenHawbSchema,
    summary: 'Warehouse receipt of a HAWB (by HAWB id): pieces, weights and sizes measured, discrepancies.',
  }),
  /**
   * Countries air shipments can be sent to.
   *
   * Sends `GET /api/DistribucionAerea/PaisesDestino`; resolves to `Pais[]`.
   * @throws {AuthenticationError} 401: no valid session (the client calls `onUnauthorized` first).
   * @throws {PermissionDeniedError} 403: the session lacks the permission this call needs.
   * @throws {ServiceUnavailableError} 503: the database is unreachable (retried when idempotent).
   * @throws {ConnectionError} no answer (`TimeoutError` after `timeout`); `AbortError` when the signal fires.
   * @see api.md, `distribucionAerea.paisesDestino`
   */
  paisesDestino: endpoint({
    method: 'GET',
    path: '/api/DistribucionAerea/PaisesDestino',
    errors: [401, 403],
    response: v.array(PaisSchema),
    summary: 'Countries air shipments can be sent to.',
  }),
  /**
   * Countries air shipments can depart from.
   *
   * Sends `GET /api/DistribucionAerea/PaisesOrigen`; resolves to `Pais[]`.
   * @throws {AuthenticationError} 401: no valid session (the client calls `onUnauthorized` first).
   * @throws {PermissionDeniedError} 403: the session lacks the permission this call needs.
   * @throws {ServiceUnavailableError} 503: the database is unreachable (retried when idempotent).
   * @throws {ConnectionError} no answer (`TimeoutError` after `timeout`); `AbortError` when the signal fires.
   * @see api.md, `distribucionAerea.paisesOrigen`
   */
  paisesOrigen: endpoint({
    method: 'GET',
    path: '/api/DistribucionAerea/PaisesOrigen',
    errors: [401, 403],
    response: v.array(PaisSchema),
    summary: 'Countries air shipments can depart from.',
  }),
  /**
   * Package types of a HAWB piece line (box, pallet, crate…).
   *
   * Sends `GET /api/DistribucionAerea/TipoBultos`; resolves to `CatalogoItem[]`.
   * @throws {AuthenticationError} 401: no valid session (the client calls `onUnauthorized` first).
   * @throws {PermissionDeniedError} 403: the session lacks the permission this call needs.
   * @throws {ServiceUnavailableError} 503: the database is unreachable (retried when idempotent).
   * @throws {ConnectionError} no answer (`TimeoutError` after `timeout`); `AbortError` when the signal fires.
   * @see api.md, `distribucionAerea.tipoBultos`
   */
  tipoBultos: endpoint({
    method: 'GET',
    path: '/api/DistribucionAerea/TipoBultos',
    errors: [401, 403],
    response: v.array(CatalogoItemSchema),
    summary: 'Package types of a HAWB piece line (box, pallet, crate…).',
  }),
} as const;
