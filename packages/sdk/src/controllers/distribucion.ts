import * as v from 'valibot';
import { PeriodoQuerySchema } from '../common.schema';
import { endpoint } from '../internal/endpoint';
import { AlbaranResumenSchema, AlbaranSchema } from './distribucion.schema';

/** Distribution: delivery notes (albaranes) and their proof of delivery. Needs `accesoDistribucion`. */
export const distribucionEndpoints = {
  obtenerAlbaran: endpoint({
    method: 'GET',
    path: '/api/Distribucion/ObtenerAlbaran/{id}',
    response: AlbaranSchema,
    summary: 'One delivery note with its lines and proof of delivery.',
  }),
  obtenerSeguimientoAlbaranesPeriodo: endpoint({
    method: 'GET',
    path: '/api/Distribucion/ObtenerSeguimientoAlbaranesPeriodo',
    query: PeriodoQuerySchema,
    response: v.array(AlbaranResumenSchema),
    summary:
      'Delivery notes dated within the period. Newest first, at most 50,000 rows (`MAX_FILAS_LISTA`): narrow the period when a list reaches it.',
  }),
} as const;
