import * as v from 'valibot';
import { CatalogoItemSchema, PaisSchema } from '../common.schema';
import { type DocsOf, endpoint } from '../internal/endpoint';
import {
  AeropuertoSchema,
  BuscarCodigoPromocionalSchema,
  BusquedaAeropuertoSchema,
  BusquedaCodigoPostalQuerySchema,
  CodigoPostalSchema,
  EntidadCollectSchema,
  ParteConocidaHawbSchema,
  PromocionAereaSchema,
  ServicioAereoSchema,
} from './distribucionAerea.schema';

// Part of the `distribucionAerea` controller (distribucionAerea.ts lists its calls in the spec's order).

/** Look-ups of the HAWB form: airports, postal codes, the entity's address book, collect payers, services, incoterms, countries and package types, and promotion codes. */
export const lookupEndpoints = {
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
    body: BusquedaAeropuertoSchema,
    response: v.array(AeropuertoSchema),
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
    response: v.array(AeropuertoSchema),
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
    body: BuscarCodigoPromocionalSchema,
    response: PromocionAereaSchema,
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
    query: BusquedaCodigoPostalQuerySchema,
    response: v.array(CodigoPostalSchema),
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
    response: v.array(ParteConocidaHawbSchema),
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
    response: v.array(EntidadCollectSchema),
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
    response: v.array(ParteConocidaHawbSchema),
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
    response: v.array(ServicioAereoSchema),
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
    response: v.array(CatalogoItemSchema),
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
    response: v.array(PaisSchema),
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
    response: v.array(PaisSchema),
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
    response: v.array(CatalogoItemSchema),
  }),
} as const;

/** Each call's summary and error statuses (`EndpointDocs`). */
export const lookupDocs = {
  aeropuerto: {
    errors: [400, 401, 403],
    summary: 'Search airports by IATA code, name or city, optionally within one country.',
  },
  aeropuertosUS: {
    errors: [401, 403],
    summary: 'Airports in the United States.',
  },
  buscarCodigoPromocional: {
    errors: [400, 401, 403, 404],
    summary: 'A valid promotion code and its discount; 404 when unknown or expired.',
  },
  buscarCodigoPostal: {
    errors: [400, 401, 403, 404],
    summary: 'Postal codes of a country starting with the given text, with city and province.',
  },
  destinatariosConocidos: {
    errors: [400, 401, 403, 404],
    summary: 'Known consignees of the customer entity (its address book).',
  },
  entidadesCollect: {
    errors: [400, 401, 403, 404],
    summary: 'Entities that may be charged collect (CC) on HAWBs of the customer entity.',
  },
  expedidoresConocidos: {
    errors: [400, 401, 403, 404],
    summary: 'Known shippers of the customer entity (its address book).',
  },
  servicios: {
    errors: [400, 401, 403, 404],
    summary: 'Air services the customer entity may book, with transit days.',
  },
  incoterms: {
    errors: [401, 403],
    summary: 'Incoterms accepted on a HAWB.',
  },
  paisesDestino: {
    errors: [401, 403],
    summary: 'Countries air shipments can be sent to.',
  },
  paisesOrigen: {
    errors: [401, 403],
    summary: 'Countries air shipments can depart from.',
  },
  tipoBultos: {
    errors: [401, 403],
    summary: 'Package types of a HAWB piece line (box, pallet, crate…).',
  },
} as const satisfies DocsOf<typeof lookupEndpoints>;
