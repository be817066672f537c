import * as v from 'valibot';
import { EliminadoSchema, PeriodoQuerySchema } from '../common.schema';
import { endpoint } from '../internal/endpoint';
import {
  GuardarMetricasMonitorSchema,
  MetricaAsignadaSchema,
  MetricaDefinicionSchema,
  MetricaMonitorResumenSchema,
  MetricaMonitorSchema,
} from './monitor.schema';

/** The KPIs a user pins on their dashboard, valued over the customer accounts they may see. */
export const monitorEndpoints = {
  obtenerMetricasMonitor: endpoint({
    method: 'GET',
    path: '/api/Monitor/ObtenerMetricasMonitor',
    query: PeriodoQuerySchema,
    response: v.array(MetricaMonitorResumenSchema),
    summary: "The user's pinned metrics in order, valued over the period and the one before.",
  }),
  obtenerMetricaMonitor: endpoint({
    method: 'GET',
    path: '/api/Monitor/ObtenerMetricaMonitor/{idusuariometrica}',
    query: PeriodoQuerySchema,
    response: MetricaMonitorSchema,
    summary: 'One pinned metric over the period, with its series by day or week for a chart.',
  }),
  obtenerMetricasNoAsignadas: endpoint({
    method: 'GET',
    path: '/api/Monitor/ObtenerMetricasNoAsignadas',
    response: v.array(MetricaDefinicionSchema),
    summary: 'The catalogue metrics the user has not pinned yet.',
  }),
  guardarMetricasMonitor: endpoint({
    method: 'POST',
    path: '/api/Monitor/GuardarMetricasMonitor',
    body: GuardarMetricasMonitorSchema,
    response: v.array(MetricaAsignadaSchema),
    summary: 'Pin metrics or reorder pinned ones; returns every pinned metric in order.',
  }),
  eliminarMetricaMonitor: endpoint({
    method: 'DELETE',
    path: '/api/Monitor/EliminarMetricaMonitor/{idMetricaUsuario}',
    response: EliminadoSchema,
    summary: 'Unpin a metric (by the pin id).',
  }),
} as const;
