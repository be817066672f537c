import * as v from 'valibot';
import { PaisSchema } from '../common.schema';
import { type DocsOf, endpoint } from '../internal/endpoint';
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
    body: CalcularVentasSchema,
    response: CotizacionTransporteSchema,
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
    body: GenerarPartidaSchema,
    response: PartidaGeneradaSchema,
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
    query: PartesConocidasQuerySchema,
    response: v.array(ParteConocidaTransporteSchema),
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
    query: PartesConocidasQuerySchema,
    response: v.array(ParteConocidaTransporteSchema),
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
    response: DireccionEntidadSchema,
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
    response: v.array(EntidadTransporteSchema),
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
    response: v.array(EstadoTransporteSchema),
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
    response: v.array(IncotermTransporteSchema),
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
    response: v.array(PaisSchema),
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
    response: v.array(PaisSchema),
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
    response: v.array(PartidaArancelariaSchema),
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
    query: PuertosQuerySchema,
    response: v.array(PuertoSchema),
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
    response: v.array(ServicioTransporteSchema),
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
    response: v.array(TipoBultoTransporteSchema),
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
    response: v.array(TipoMercanciaAdrSchema),
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
    response: v.array(TipoMercanciaOnuSchema),
  }),
} as const;

/** Each call's summary and error statuses (`EndpointDocs`). */
export const transportesDocs = {
  calcularVentas: {
    errors: [400, 401, 403],
    summary:
      'Price a road or sea request before booking: chargeable weight, charge lines, total, transit time.',
  },
  generarPartida: {
    errors: [400, 401, 403],
    summary: 'Book the request: creates the shipment (visible in tracking) and returns its id and number.',
  },
  destinatariosConocidos: {
    errors: [400, 401, 403, 404],
    summary: 'Consignees the customer account has shipped to before, in the given country.',
  },
  expedidoresConocidos: {
    errors: [400, 401, 403, 404],
    summary: 'Shippers the customer account has shipped from before, in the given country.',
  },
  direccionEntidad: {
    errors: [400, 401, 403, 404],
    summary: "The customer account's own address (default shipper or consignee).",
  },
  entidades: {
    errors: [401, 403],
    summary: 'Customer accounts the caller may request transport for.',
  },
  estados: {
    errors: [401, 403],
    summary: 'Statuses of the transport-request lifecycle, in order.',
  },
  incoterms: {
    errors: [401, 403],
    summary: 'Incoterms 2020 rules, flagged when sea-only.',
  },
  paisesDestino: {
    errors: [401, 403],
    summary: 'Countries a request may go to.',
  },
  paisesOrigen: {
    errors: [401, 403],
    summary: 'Countries a request may leave from.',
  },
  partidasArancelarias: {
    errors: [400, 401, 403],
    summary: 'HS tariff headings whose code starts with, or whose description contains, the search text.',
  },
  puertos: {
    errors: [400, 401, 403, 404],
    summary: 'Seaports of a country that handle the traffic type (FCL or LCL).',
  },
  servicios: {
    errors: [401, 403],
    summary: 'Service levels and the traffic types each is offered for.',
  },
  tiposBulto: {
    errors: [401, 403],
    summary: 'Package types (UN/ECE Rec. 21 codes) with their standard dimensions.',
  },
  tiposMercanciaADR: {
    errors: [401, 403],
    summary: 'Dangerous-goods classes and divisions (ADR / IMDG).',
  },
  tiposMercanciaONU: {
    errors: [401, 403],
    summary: 'UN numbers of the dangerous-goods list with class and packing group.',
  },
} as const satisfies DocsOf<typeof transportesEndpoints>;
