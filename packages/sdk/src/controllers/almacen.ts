import * as v from 'valibot';
import { PeriodoQuerySchema } from '../common.schema';
import { endpoint } from '../internal/endpoint';
import { ExistenciaSchema, MovimientoAlmacenSchema } from './almacen.schema';

/** Warehouse stock (`accesoStock`) and warehouse movements (`accesoMovimientosAlmacen`). */
export const almacenEndpoints = {
  obtenerExistencias: endpoint({
    method: 'GET',
    path: '/api/Almacen/ObtenerExistencias',
    response: v.array(ExistenciaSchema),
    summary:
      'Current stock by SKU, lot and location, with available, reserved and blocked quantities, packages, weight, declared value with its currency and date of entry.',
  }),
  obtenerMovimientosPeriodo: endpoint({
    method: 'GET',
    path: '/api/Almacen/ObtenerMovimientosPeriodo',
    query: PeriodoQuerySchema,
    response: v.array(MovimientoAlmacenSchema),
    summary:
      'Warehouse entries, exits, adjustments, transfers and returns dated within the period. Newest first, at most 50,000 rows (`MAX_FILAS_LISTA`): narrow the period when a list reaches it.',
  }),
} as const;
