import * as v from 'valibot';
import { PeriodoQuerySchema } from '../common.schema';
import { endpoint } from '../internal/endpoint';
import { PartidaResumenSchema, PartidaSchema, VinculoSchema } from './tracking.schema';

/** Shipment tracking (partidas). Needs the `accesoPartidas` flag. */
export const trackingEndpoints = {
  obtenerPartida: endpoint({
    method: 'GET',
    path: '/api/Tracking/ObtenerPartida/{id}',
    response: PartidaSchema,
    summary: 'One shipment with its milestones, containers, packages, documents and CO2e.',
  }),
  obtenerSeguimientoEnvios: endpoint({
    method: 'GET',
    path: '/api/Tracking/ObtenerSeguimientoEnvios',
    response: v.array(PartidaResumenSchema),
    summary: 'Shipments still open (not delivered nor cancelled), whatever their dates.',
  }),
  obtenerSeguimientoEnviosPeriodo: endpoint({
    method: 'GET',
    path: '/api/Tracking/ObtenerSeguimientoEnviosPeriodo',
    query: PeriodoQuerySchema,
    response: v.array(PartidaResumenSchema),
    summary:
      'Shipments whose departure (ETD) falls within the period. Newest first, at most 50,000 rows (`MAX_FILAS_LISTA`): narrow the period when a list reaches it.',
  }),
  obtenerVinculo: endpoint({
    method: 'GET',
    path: '/api/Tracking/ObtenerVinculo/{id}',
    response: VinculoSchema,
    summary: "The carrier's tracking page for one shipment.",
  }),
} as const;
