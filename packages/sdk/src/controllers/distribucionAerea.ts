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
  aeropuerto: endpoint({
    method: 'POST',
    path: '/api/DistribucionAerea/Aeropuerto',
    body: BusquedaAeropuertoSchema,
    response: v.array(AeropuertoSchema),
    summary: 'Search airports by IATA code, name or city, optionally within one country.',
  }),
  aeropuertosUS: endpoint({
    method: 'GET',
    path: '/api/DistribucionAerea/AeropuertosUS',
    response: v.array(AeropuertoSchema),
    summary: 'Airports in the United States.',
  }),
  buscarCodigoPromocional: endpoint({
    method: 'POST',
    path: '/api/DistribucionAerea/BuscarCodigoPromocional',
    body: BuscarCodigoPromocionalSchema,
    response: PromocionAereaSchema,
    summary: 'A valid promotion code and its discount; 404 when unknown or expired.',
  }),
  calcularTarifa: endpoint({
    method: 'POST',
    path: '/api/DistribucionAerea/CalcularTarifa',
    body: CalculoTarifaAereaSchema,
    response: TarifaAereaSchema,
    summary: 'Quote air freight: chargeable weight, rate class, weight break, surcharges and total.',
  }),
  finalizar: endpoint({
    method: 'POST',
    path: '/api/DistribucionAerea/Finalizar',
    body: FinalizarHawbSchema,
    response: HawbEmitidaSchema,
    summary: 'Issue a house air waybill (HAWB); returns its id and number.',
  }),
  solicitudSuministros: endpoint({
    method: 'POST',
    path: '/api/DistribucionAerea/SolicitudSuministros',
    body: SolicitudSuministrosSchema,
    response: SolicitudSuministrosCreadaSchema,
    summary: 'Request supplies (labels, AWB pouches, forms…) delivered to an address.',
  }),
  buscarCodigoPostal: endpoint({
    method: 'GET',
    path: '/api/DistribucionAerea/BuscarCodigoPostal',
    query: BusquedaCodigoPostalQuerySchema,
    response: v.array(CodigoPostalSchema),
    summary: 'Postal codes of a country starting with the given text, with city and province.',
  }),
  controlHAWB: endpoint({
    method: 'GET',
    path: '/api/DistribucionAerea/ControlHAWB/{idControlHAWB}',
    query: ControlHawbQuerySchema,
    response: ControlHawbSchema,
    summary: "A HAWB's status and IATA status events (BKD … DLV); the id is the HAWB's.",
  }),
  destinatariosConocidos: endpoint({
    method: 'GET',
    path: '/api/DistribucionAerea/DestinatariosConocidos/{identidad}',
    response: v.array(ParteConocidaHawbSchema),
    summary: 'Known consignees of the customer entity (its address book).',
  }),
  entidadesCollect: endpoint({
    method: 'GET',
    path: '/api/DistribucionAerea/EntidadesCollect/{identidad}',
    response: v.array(EntidadCollectSchema),
    summary: 'Entities that may be charged collect (CC) on HAWBs of the customer entity.',
  }),
  expedidoresConocidos: endpoint({
    method: 'GET',
    path: '/api/DistribucionAerea/ExpedidoresConocidos/{identidad}',
    response: v.array(ParteConocidaHawbSchema),
    summary: 'Known shippers of the customer entity (its address book).',
  }),
  servicios: endpoint({
    method: 'GET',
    path: '/api/DistribucionAerea/Servicios/{identidad}',
    response: v.array(ServicioAereoSchema),
    summary: 'Air services the customer entity may book, with transit days.',
  }),
  entidades: endpoint({
    method: 'GET',
    path: '/api/DistribucionAerea/Entidades',
    response: v.array(EntidadAereaSchema),
    summary: "The caller's customer entities allowed to ship by air.",
  }),
  estadoCuentas: endpoint({
    method: 'GET',
    path: '/api/DistribucionAerea/EstadoCuentas',
    query: PeriodoQuerySchema,
    response: v.array(LineaEstadoCuentaSchema),
    summary:
      'Account statement lines dated within the period, with running balance. Newest first, at most 50,000 rows (`MAX_FILAS_LISTA`): narrow the period when a list reaches it.',
  }),
  estadoEnvios: endpoint({
    method: 'GET',
    path: '/api/DistribucionAerea/EstadoEnvios',
    query: PeriodoQuerySchema,
    response: v.array(HawbResumenSchema),
    summary:
      'HAWBs issued within the period, with their latest IATA status. Newest first, at most 50,000 rows (`MAX_FILAS_LISTA`): narrow the period when a list reaches it.',
  }),
  solicitudes: endpoint({
    method: 'GET',
    path: '/api/DistribucionAerea/Solicitudes',
    query: PeriodoQuerySchema,
    response: v.array(SolicitudSuministrosResumenSchema),
    summary:
      'Supply requests made within the period, with their status. Newest first, at most 50,000 rows (`MAX_FILAS_LISTA`): narrow the period when a list reaches it.',
  }),
  incoterms: endpoint({
    method: 'GET',
    path: '/api/DistribucionAerea/Incoterms',
    response: v.array(CatalogoItemSchema),
    summary: 'Incoterms accepted on a HAWB.',
  }),
  obtenerHAWB: endpoint({
    method: 'GET',
    path: '/api/DistribucionAerea/ObtenerHAWB/{id}',
    response: HawbSchema,
    summary: 'One HAWB as issued: parties, pieces, goods, values, flight, weights and charges.',
  }),
  obtenerReciboDetalle: endpoint({
    method: 'GET',
    path: '/api/DistribucionAerea/ObtenerReciboDetalle/{id}',
    response: ReciboAlmacenHawbSchema,
    summary: 'Warehouse receipt of a HAWB (by HAWB id): pieces, weights and sizes measured, discrepancies.',
  }),
  paisesDestino: endpoint({
    method: 'GET',
    path: '/api/DistribucionAerea/PaisesDestino',
    response: v.array(PaisSchema),
    summary: 'Countries air shipments can be sent to.',
  }),
  paisesOrigen: endpoint({
    method: 'GET',
    path: '/api/DistribucionAerea/PaisesOrigen',
    response: v.array(PaisSchema),
    summary: 'Countries air shipments can depart from.',
  }),
  tipoBultos: endpoint({
    method: 'GET',
    path: '/api/DistribucionAerea/TipoBultos',
    response: v.array(CatalogoItemSchema),
    summary: 'Package types of a HAWB piece line (box, pallet, crate…).',
  }),
} as const;
