import * as v from 'valibot';
import { PaisSchema } from '../common.schema';
import { endpoint } from '../internal/endpoint';
import {
  CalcularVentasSchema,
  CotizacionTransporteSchema,
  DireccionEntidadSchema,
  EntidadTransporteSchema,
  EstadoTransporteSchema,
  GenerarPartidaSchema,
  IncotermTransporteSchema,
  ParteConocidaTransporteSchema,
  PartesConocidasQuerySchema,
  PartidaArancelariaSchema,
  PartidaGeneradaSchema,
  PuertoSchema,
  PuertosQuerySchema,
  ServicioTransporteSchema,
  TipoBultoTransporteSchema,
  TipoMercanciaAdrSchema,
  TipoMercanciaOnuSchema,
} from './transportes.schema';

/** Road and sea transport requests: quote, booking and the form's look-ups. Needs `accesoSolicitudTransporte`. */
export const transportesEndpoints = {
  /**
   * Price a road or sea request before booking: chargeable weight, charge lines, total, transit time.
   *
   * Sends `POST /api/Transportes/CalcularVentas` with a `CalcularVentasInput` body; resolves to `CotizacionTransporte`.
   * @throws {BadRequestError} 400: the server refuses an argument; `issues` name the fields.
   * @throws {AuthenticationError} 401: no valid session (the client calls `onUnauthorized` first).
   * @throws {PermissionDeniedError} 403: the session lacks the permission this call needs.
   * @throws {ServiceUnavailableError} 503: the database is unreachable (retried when idempotent).
   * @throws {ConnectionError} no answer (`TimeoutError` after `timeout`); `AbortError` when the signal fires.
   * @see api.md, `transportes.calcularVentas`
   */
  calcularVentas: endpoint({
    method: 'POST',
    path: '/api/Transportes/CalcularVentas',
    errors: [400, 401, 403],
    body: CalcularVentasSchema,
    response: CotizacionTransporteSchema,
    summary:
      'Price a road or sea request before booking: chargeable weight, charge lines, total, transit time.',
  }),
  /**
   * Book the request: creates the shipment (visible in tracking) and returns its id and number.
   *
   * Sends `POST /api/Transportes/GenerarPartida` with a `GenerarPartidaInput` body; resolves to `PartidaGenerada`.
   * @throws {BadRequestError} 400: the server refuses an argument; `issues` name the fields.
   * @throws {AuthenticationError} 401: no valid session (the client calls `onUnauthorized` first).
   * @throws {PermissionDeniedError} 403: the session lacks the permission this call needs.
   * @throws {ServiceUnavailableError} 503: the database is unreachable (retried when idempotent).
   * @throws {ConnectionError} no answer (`TimeoutError` after `timeout`); `AbortError` when the signal fires.
   * @see api.md, `transportes.generarPartida`
   */
  generarPartida: endpoint({
    method: 'POST',
    path: '/api/Transportes/GenerarPartida',
    errors: [400, 401, 403],
    body: GenerarPartidaSchema,
    response: PartidaGeneradaSchema,
    summary: 'Book the request: creates the shipment (visible in tracking) and returns its id and number.',
  }),
  /**
   * Consignees the customer account has shipped to before, in the given country.
   *
   * Sends `GET /api/Transportes/DestinatariosConocidos`; resolves to `ParteConocidaTransporte[]`.
   * @throws {BadRequestError} 400: the server refuses an argument; `issues` name the fields.
   * @throws {AuthenticationError} 401: no valid session (the client calls `onUnauthorized` first).
   * @throws {PermissionDeniedError} 403: the session lacks the permission this call needs.
   * @throws {NotFoundError} 404: no such record among the caller's customer accounts.
   * @throws {ServiceUnavailableError} 503: the database is unreachable (retried when idempotent).
   * @throws {ConnectionError} no answer (`TimeoutError` after `timeout`); `AbortError` when the signal fires.
   * @see api.md, `transportes.destinatariosConocidos`
   */
  destinatariosConocidos: endpoint({
    method: 'GET',
    path: '/api/Transportes/DestinatariosConocidos',
    errors: [400, 401, 403, 404],
    query: PartesConocidasQuerySchema,
    response: v.array(ParteConocidaTransporteSchema),
    summary: 'Consignees the customer account has shipped to before, in the given country.',
  }),
  /**
   * Shippers the customer account has shipped from before, in the given country.
   *
   * Sends `GET /api/Transportes/ExpedidoresConocidos`; resolves to `ParteConocidaTransporte[]`.
   * @throws {BadRequestError} 400: the server refuses an argument; `issues` name the fields.
   * @throws {AuthenticationError} 401: no valid session (the client calls `onUnauthorized` first).
   * @throws {PermissionDeniedError} 403: the session lacks the permission this call needs.
   * @throws {NotFoundError} 404: no such record among the caller's customer accounts.
   * @throws {ServiceUnavailableError} 503: the database is unreachable (retried when idempotent).
   * @throws {ConnectionError} no answer (`TimeoutError` after `timeout`); `AbortError` when the signal fires.
   * @see api.md, `transportes.expedidoresConocidos`
   */
  expedidoresConocidos: endpoint({
    method: 'GET',
    path: '/api/Transportes/ExpedidoresConocidos',
    errors: [400, 401, 403, 404],
    query: PartesConocidasQuerySchema,
    response: v.array(ParteConocidaTransporteSchema),
    summary: 'Shippers the customer account has shipped from before, in the given country.',
  }),
  /**
   * The customer account's own address (default shipper or consignee).
   *
   * Sends `GET /api/Transportes/DireccionEntidad/{identidad}`; resolves to `DireccionEntidad`.
   * @throws {BadRequestError} 400: the server refuses an argument; `issues` name the fields.
   * @throws {AuthenticationError} 401: no valid session (the client calls `onUnauthorized` first).
   * @throws {PermissionDeniedError} 403: the session lacks the permission this call needs.
   * @throws {NotFoundError} 404: no such record among the caller's customer accounts.
   * @throws {ServiceUnavailableError} 503: the database is unreachable (retried when idempotent).
   * @throws {ConnectionError} no answer (`TimeoutError` after `timeout`); `AbortError` when the signal fires.
   * @see api.md, `transportes.direccionEntidad`
   */
  direccionEntidad: endpoint({
    method: 'GET',
    path: '/api/Transportes/DireccionEntidad/{identidad}',
    errors: [400, 401, 403, 404],
    response: DireccionEntidadSchema,
    summary: "The customer account's own address (default shipper or consignee).",
  }),
  /**
   * Customer accounts the caller may request transport for.
   *
   * Sends `GET /api/Transportes/Entidades`; resolves to `EntidadTransporte[]`.
   * @throws {AuthenticationError} 401: no valid session (the client calls `onUnauthorized` first).
   * @throws {PermissionDeniedError} 403: the session lacks the permission this call needs.
   * @throws {ServiceUnavailableError} 503: the database is unreachable (retried when idempotent).
   * @throws {ConnectionError} no answer (`TimeoutError` after `timeout`); `AbortError` when the signal fires.
   * @see api.md, `transportes.entidades`
   */
  entidades: endpoint({
    method: 'GET',
    path: '/api/Transportes/Entidades',
    errors: [401, 403],
    response: v.array(EntidadTransporteSchema),
    summary: 'Customer accounts the caller may request transport for.',
  }),
  /**
   * Statuses of the transport-request lifecycle, in order.
   *
   * Sends `GET /api/Transportes/Estados`; resolves to `EstadoTransporte[]`.
   * @throws {AuthenticationError} 401: no valid session (the client calls `onUnauthorized` first).
   * @throws {PermissionDeniedError} 403: the session lacks the permission this call needs.
   * @throws {ServiceUnavailableError} 503: the database is unreachable (retried when idempotent).
   * @throws {ConnectionError} no answer (`TimeoutError` after `timeout`); `AbortError` when the signal fires.
   * @see api.md, `transportes.estados`
   */
  estados: endpoint({
    method: 'GET',
    path: '/api/Transportes/Estados',
    errors: [401, 403],
    response: v.array(EstadoTransporteSchema),
    summary: 'Statuses of the transport-request lifecycle, in order.',
  }),
  /**
   * Incoterms 2020 rules, flagged when sea-only.
   *
   * Sends `GET /api/Transportes/Incoterms`; resolves to `IncotermTransporte[]`.
   * @throws {AuthenticationError} 401: no valid session (the client calls `onUnauthorized` first).
   * @throws {PermissionDeniedError} 403: the session lacks the permission this call needs.
   * @throws {ServiceUnavailableError} 503: the database is unreachable (retried when idempotent).
   * @throws {ConnectionError} no answer (`TimeoutError` after `timeout`); `AbortError` when the signal fires.
   * @see api.md, `transportes.incoterms`
   */
  incoterms: endpoint({
    method: 'GET',
    path: '/api/Transportes/Incoterms',
    errors: [401, 403],
    response: v.array(IncotermTransporteSchema),
    summary: 'Incoterms 2020 rules, flagged when sea-only.',
  }),
  /**
   * Countries a request may go to.
   *
   * Sends `GET /api/Transportes/PaisesDestino`; resolves to `Pais[]`.
   * @throws {AuthenticationError} 401: no valid session (the client calls `onUnauthorized` first).
   * @throws {PermissionDeniedError} 403: the session lacks the permission this call needs.
   * @throws {ServiceUnavailableError} 503: the database is unreachable (retried when idempotent).
   * @throws {ConnectionError} no answer (`TimeoutError` after `timeout`); `AbortError` when the signal fires.
   * @see api.md, `transportes.paisesDestino`
   */
  paisesDestino: endpoint({
    method: 'GET',
    path: '/api/Transportes/PaisesDestino',
    errors: [401, 403],
    response: v.array(PaisSchema),
    summary: 'Countries a request may go to.',
  }),
  /**
   * Countries a request may leave from.
   *
   * Sends `GET /api/Transportes/PaisesOrigen`; resolves to `Pais[]`.
   * @throws {AuthenticationError} 401: no valid session (the client calls `onUnauthorized` first).
   * @throws {PermissionDeniedError} 403: the session lacks the permission this call needs.
   * @throws {ServiceUnavailableError} 503: the database is unreachable (retried when idempotent).
   * @throws {ConnectionError} no answer (`TimeoutError` after `timeout`); `AbortError` when the signal fires.
   * @see api.md, `transportes.paisesOrigen`
   */
  paisesOrigen: endpoint({
    method: 'GET',
    path: '/api/Transportes/PaisesOrigen',
    errors: [401, 403],
    response: v.array(PaisSchema),
    summary: 'Countries a request may leave from.',
  }),
  /**
   * HS tariff headings whose code starts with, or whose description contains, the search text.
   *
   * Sends `GET /api/Transportes/PartidasArancelarias/{busqueda}`; resolves to `PartidaArancelaria[]`.
   * @throws {BadRequestError} 400: the server refuses an argument; `issues` name the fields.
   * @throws {AuthenticationError} 401: no valid session (the client calls `onUnauthorized` first).
   * @throws {PermissionDeniedError} 403: the session lacks the permission this call needs.
   * @throws {ServiceUnavailableError} 503: the database is unreachable (retried when idempotent).
   * @throws {ConnectionError} no answer (`TimeoutError` after `timeout`); `AbortError` when the signal fires.
   * @see api.md, `transportes.partidasArancelarias`
   */
  partidasArancelarias: endpoint({
    method: 'GET',
    path: '/api/Transportes/PartidasArancelarias/{busqueda}',
    errors: [400, 401, 403],
    response: v.array(PartidaArancelariaSchema),
    summary: 'HS tariff headings whose code starts with, or whose description contains, the search text.',
  }),
  /**
   * Seaports of a country that handle the traffic type (FCL or LCL).
   *
   * Sends `GET /api/Transportes/Puertos`; resolves to `Puerto[]`.
   * @throws {BadRequestError} 400: the server refuses an argument; `issues` name the fields.
   * @throws {AuthenticationError} 401: no valid session (the client calls `onUnauthorized` first).
   * @throws {PermissionDeniedError} 403: the session lacks the permission this call needs.
   * @throws {NotFoundError} 404: no such record among the caller's customer accounts.
   * @throws {ServiceUnavailableError} 503: the database is unreachable (retried when idempotent).
   * @throws {ConnectionError} no answer (`TimeoutError` after `timeout`); `AbortError` when the signal fires.
   * @see api.md, `transportes.puertos`
   */
  puertos: endpoint({
    method: 'GET',
    path: '/api/Transportes/Puertos',
    errors: [400, 401, 403, 404],
    query: PuertosQuerySchema,
    response: v.array(PuertoSchema),
    summary: 'Seaports of a country that handle the traffic type (FCL or LCL).',
  }),
  /**
   * Service levels and the traffic types each is offered for.
   *
   * Sends `GET /api/Transportes/Servicios`; resolves to `ServicioTransporte[]`.
   * @throws {AuthenticationError} 401: no valid session (the client calls `onUnauthorized` first).
   * @throws {PermissionDeniedError} 403: the session lacks the permission this call needs.
   * @throws {ServiceUnavailableError} 503: the database is unreachable (retried when idempotent).
   * @throws {ConnectionError} no answer (`TimeoutError` after `timeout`); `AbortError` when the signal fires.
   * @see api.md, `transportes.servicios`
   */
  servicios: endpoint({
    method: 'GET',
    path: '/api/Transportes/Servicios',
    errors: [401, 403],
    response: v.array(ServicioTransporteSchema),
    summary: 'Service levels and the traffic types each is offered for.',
  }),
  /**
   * Package types (UN/ECE Rec. 21 codes) with their standard dimensions.
   *
   * Sends `GET /api/Transportes/TiposBulto`; resolves to `TipoBultoTransporte[]`.
   * @throws {AuthenticationError} 401: no valid session (the client calls `onUnauthorized` first).
   * @throws {PermissionDeniedError} 403: the session lacks the permission this call needs.
   * @throws {ServiceUnavailableError} 503: the database is unreachable (retried when idempotent).
   * @throws {ConnectionError} no answer (`TimeoutError` after `timeout`); `AbortError` when the signal fires.
   * @see api.md, `transportes.tiposBulto`
   */
  tiposBulto: endpoint({
    method: 'GET',
    path: '/api/Transportes/TiposBulto',
    errors: [401, 403],
    response: v.array(TipoBultoTransporteSchema),
    summary: 'Package types (UN/ECE Rec. 21 codes) with their standard dimensions.',
  }),
  /**
   * Dangerous-goods classes and divisions (ADR / IMDG).
   *
   * Sends `GET /api/Transportes/TiposMercanciaADR`; resolves to `TipoMercanciaAdr[]`.
   * @throws {AuthenticationError} 401: no valid session (the client calls `onUnauthorized` first).
   * @throws {PermissionDeniedError} 403: the session lacks the permission this call needs.
   * @throws {ServiceUnavailableError} 503: the database is unreachable (retried when idempotent).
   * @throws {ConnectionError} no answer (`TimeoutError` after `timeout`); `AbortError` when the signal fires.
   * @see api.md, `transportes.tiposMercanciaADR`
   */
  tiposMercanciaADR: endpoint({
    method: 'GET',
    path: '/api/Transportes/TiposMercanciaADR',
    errors: [401, 403],
    response: v.array(TipoMercanciaAdrSchema),
    summary: 'Dangerous-goods classes and divisions (ADR / IMDG).',
  }),
  /**
   * UN numbers of the dangerous-goods list with class and packing group.
   *
   * Sends `GET /api/Transportes/TiposMercanciaONU`; resolves to `TipoMercanciaOnu[]`.
   * @throws {AuthenticationError} 401: no valid session (the client calls `onUnauthorized` first).
   * @throws {PermissionDeniedError} 403: the session lacks the permission this call needs.
   * @throws {ServiceUnavailableError} 503: the database is unreachable (retried when idempotent).
   * @throws {ConnectionError} no answer (`TimeoutError` after `timeout`); `AbortError` when the signal fires.
   * @see api.md, `transportes.tiposMercanciaONU`
   */
  tiposMercanciaONU: endpoint({
    method: 'GET',
    path: '/api/Transportes/TiposMercanciaONU',
    errors: [401, 403],
    response: v.array(TipoMercanciaOnuSchema),
    summary: 'UN numbers of the dangerous-goods list with class and packing group.',
  }),
} as const;
