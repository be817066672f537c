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
  calcularVentas: endpoint({
    method: 'POST',
    path: '/api/Transportes/CalcularVentas',
    body: CalcularVentasSchema,
    response: CotizacionTransporteSchema,
    summary:
      'Price a road or sea request before booking: chargeable weight, charge lines, total, transit time.',
  }),
  generarPartida: endpoint({
    method: 'POST',
    path: '/api/Transportes/GenerarPartida',
    body: GenerarPartidaSchema,
    response: PartidaGeneradaSchema,
    summary: 'Book the request: creates the shipment (visible in tracking) and returns its id and number.',
  }),
  destinatariosConocidos: endpoint({
    method: 'GET',
    path: '/api/Transportes/DestinatariosConocidos',
    query: PartesConocidasQuerySchema,
    response: v.array(ParteConocidaTransporteSchema),
    summary: 'Consignees the customer account has shipped to before, in the given country.',
  }),
  expedidoresConocidos: endpoint({
    method: 'GET',
    path: '/api/Transportes/ExpedidoresConocidos',
    query: PartesConocidasQuerySchema,
    response: v.array(ParteConocidaTransporteSchema),
    summary: 'Shippers the customer account has shipped from before, in the given country.',
  }),
  direccionEntidad: endpoint({
    method: 'GET',
    path: '/api/Transportes/DireccionEntidad/{identidad}',
    response: DireccionEntidadSchema,
    summary: "The customer account's own address (default shipper or consignee).",
  }),
  entidades: endpoint({
    method: 'GET',
    path: '/api/Transportes/Entidades',
    response: v.array(EntidadTransporteSchema),
    summary: 'Customer accounts the caller may request transport for.',
  }),
  estados: endpoint({
    method: 'GET',
    path: '/api/Transportes/Estados',
    response: v.array(EstadoTransporteSchema),
    summary: 'Statuses of the transport-request lifecycle, in order.',
  }),
  incoterms: endpoint({
    method: 'GET',
    path: '/api/Transportes/Incoterms',
    response: v.array(IncotermTransporteSchema),
    summary: 'Incoterms 2020 rules, flagged when sea-only.',
  }),
  paisesDestino: endpoint({
    method: 'GET',
    path: '/api/Transportes/PaisesDestino',
    response: v.array(PaisSchema),
    summary: 'Countries a request may go to.',
  }),
  paisesOrigen: endpoint({
    method: 'GET',
    path: '/api/Transportes/PaisesOrigen',
    response: v.array(PaisSchema),
    summary: 'Countries a request may leave from.',
  }),
  partidasArancelarias: endpoint({
    method: 'GET',
    path: '/api/Transportes/PartidasArancelarias/{busqueda}',
    response: v.array(PartidaArancelariaSchema),
    summary: 'HS tariff headings whose code starts with, or whose description contains, the search text.',
  }),
  puertos: endpoint({
    method: 'GET',
    path: '/api/Transportes/Puertos',
    query: PuertosQuerySchema,
    response: v.array(PuertoSchema),
    summary: 'Seaports of a country that handle the traffic type (FCL or LCL).',
  }),
  servicios: endpoint({
    method: 'GET',
    path: '/api/Transportes/Servicios',
    response: v.array(ServicioTransporteSchema),
    summary: 'Service levels and the traffic types each is offered for.',
  }),
  tiposBulto: endpoint({
    method: 'GET',
    path: '/api/Transportes/TiposBulto',
    response: v.array(TipoBultoTransporteSchema),
    summary: 'Package types (UN/ECE Rec. 21 codes) with their standard dimensions.',
  }),
  tiposMercanciaADR: endpoint({
    method: 'GET',
    path: '/api/Transportes/TiposMercanciaADR',
    response: v.array(TipoMercanciaAdrSchema),
    summary: 'Dangerous-goods classes and divisions (ADR / IMDG).',
  }),
  tiposMercanciaONU: endpoint({
    method: 'GET',
    path: '/api/Transportes/TiposMercanciaONU',
    response: v.array(TipoMercanciaOnuSchema),
    summary: 'UN numbers of the dangerous-goods list with class and packing group.',
  }),
} as const;
