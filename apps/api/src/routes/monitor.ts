import type { MetricaMonitor } from '@extranet/sdk/schemas';
import { forbidden, invalid } from '../core/errors';
import type { monitorMetricas, monitorMetricasUsuario } from '../db/schema/index';
import { defineController } from '../http/controller';
import { shellLocale } from '../http/static';
import { redondear } from '../lib/numbers';
import { DAY_MS } from '../lib/time';
import { calcularConSerie, type MetricaConSerie } from './monitor/calculo';
import { incidenciasDe } from './monitor/incidencias';
import { eliminar, guardar, noAsignadas, pinDe, pinesDe, puedeVer } from './monitor/pines';

// The monitor: the KPIs each user pinned, valued over the period from the data of the customer
// accounts the user may see, with the same-length period before for the trend and a series by day or
// week for the chart. A pinned metric whose area the user can no longer open is left out.

/** Longest period a series covers (about 10 years of weekly points). */
const MAXIMO_DIAS_SERIE = 3660;

type Pin = { pin: typeof monitorMetricasUsuario.$inferSelect; metrica: typeof monitorMetricas.$inferSelect };

/** A pin valued from its result over the period and the one before, with its chart's points. */
function valorada(
  { pin, metrica }: Pin,
  { valores, moneda, intervalo, puntos }: MetricaConSerie,
): MetricaMonitor {
  const [anterior, actual] = valores;
  return {
    id: pin.id,
    codigo: metrica.codigo,
    nombre: metrica.nombre,
    unidad: metrica.unidad,
    orden: pin.orden,
    valor: redondear(actual!.valor),
    moneda: metrica.unidad === 'MONEDA' ? moneda : null,
    valorPeriodoAnterior: anterior!.filas > 0 ? redondear(anterior!.valor) : null,
    area: metrica.area,
    intervaloSerie: intervalo,
    serie: puntos.map((punto) => ({ fecha: punto.fecha, valor: redondear(punto.valor) })),
  };
}

export const monitorController = defineController('monitor', {
  // Each pinned metric with its series: the home screen draws every card from this one call.
  obtenerMetricasMonitor: async ({ query, user, db, deps }) => {
    const pines = (await pinesDe(db, user.id)).filter((p) => puedeVer(user, p.metrica));
    const codigos = pines.map((p) => p.metrica.codigo);
    const datos = await calcularConSerie(db, user, codigos, query.fechainicio, query.fechafin, deps.clock());
    return pines.map((p) => valorada(p, datos.get(p.metrica.codigo)!));
  },

  obtenerMetricaMonitor: async ({ params, query, user, db, deps }) => {
    const pin = await pinDe(db, user.id, params.idusuariometrica);
    if (!puedeVer(user, pin.metrica))
      throw forbidden(`${pin.metrica.codigo} needs access to ${pin.metrica.area}`);
    if (query.fechafin.getTime() - query.fechainicio.getTime() > MAXIMO_DIAS_SERIE * DAY_MS) {
      throw invalid('fechainicio', `a series spans at most ${MAXIMO_DIAS_SERIE} days`);
    }
    const codigo = pin.metrica.codigo;
    const datos = await calcularConSerie(db, user, [codigo], query.fechainicio, query.fechafin, deps.clock());
    return valorada(pin, datos.get(codigo)!);
  },

  obtenerMetricasNoAsignadas: ({ user, db }) => noAsignadas(db, user),

  guardarMetricasMonitor: ({ body, user, db }) => guardar(db, user, body),

  eliminarMetricaMonitor: ({ params, user, db }) => eliminar(db, user, params.idMetricaUsuario),

  obtenerIncidencias: ({ user, db, deps, c }) =>
    incidenciasDe(db, user, deps.clock(), shellLocale(c.req.header('accept-language'))),
});
