import * as v from 'valibot';
import { PeriodoQuerySchema } from '../common.schema';
import { endpoint } from '../internal/endpoint';
import { HuellaCarbonoPartidaSchema } from './huellaCarbono.schema';

/** Carbon footprint (ISO 14083 / GLEC). Needs the `accesoPartidas` flag. */
export const huellaCarbonoEndpoints = {
  obtenerHuellaCarbonoPeriodo: endpoint({
    method: 'GET',
    path: '/api/HuellaCarbono/ObtenerHuellaCarbonoPeriodo',
    query: PeriodoQuerySchema,
    response: v.array(HuellaCarbonoPartidaSchema),
    summary:
      'CO2e per shipment departing within the period, with its legs (WTT, TTW, WTW). Newest first, at most 50,000 rows (`MAX_FILAS_LISTA`): narrow the period when a list reaches it.',
  }),
} as const;
