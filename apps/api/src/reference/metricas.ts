import {
  CODIGOS_METRICA,
  type CodigoMetrica,
  CodigoMetricaSchema,
  PERMISOS,
  type Permiso,
  type UnidadMetrica,
  UnidadMetricaSchema,
} from '@extranet/sdk/schemas';
import * as v from 'valibot';
import { loadJson } from './data';

// The monitor's KPI catalogue (apps/api/data/monitor-metrics.json): one entry per SDK metric code,
// with the screen it links to and the permission flags that let a user see it (a metric reveals the
// data of its area). The figures themselves are computed by the monitor's route.

export interface DefinicionMetrica {
  codigo: CodigoMetrica;
  nombre: string;
  descripcion: string;
  unidad: UnidadMetrica;
  area: string;
  permisos: Permiso[];
}

const metricas = v.array(CodigoMetricaSchema);
const catalogo = loadJson(
  'monitor-metrics.json',
  v.object({
    metricas: v.pipe(
      v.array(
        v.object({
          codigo: CodigoMetricaSchema,
          nombre: v.string(),
          descripcion: v.string(),
          unidad: UnidadMetricaSchema,
          area: v.string(),
          permisos: v.array(v.picklist(PERMISOS)),
        }),
      ),
      v.check(
        (lista) => CODIGOS_METRICA.every((codigo) => lista.filter((m) => m.codigo === codigo).length === 1),
        'must define every metric code of the SDK once',
      ),
    ),
    iniciales: v.object({ admin: metricas, demo: metricas, tracking: metricas }),
  }),
);

export const CATALOGO_METRICAS: readonly DefinicionMetrica[] = catalogo.metricas;

/** The monitor a user starts with, by demo account; other users get the first metrics they may see. */
export const METRICAS_INICIALES: Readonly<Record<'admin' | 'demo' | 'tracking', readonly CodigoMetrica[]>> =
  catalogo.iniciales;
