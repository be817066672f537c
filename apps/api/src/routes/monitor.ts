import type { MetricaMonitorResumen } from '@extranet/sdk/schemas';
import { forbidden, invalid } from '../core/errors';
import type { monitorMetricas, monitorMetricasUsuario } from '../db/schema/index';
import { defineController } from '../http/controller';
import { shellLocale } from '../http/static';
import { redondear } from '../lib/numbers';
import { DAY_MS } from '../lib/time';
import { calcularMetricas, periodoAnterior, type ResultadoMetrica, serie } from './monitor/calculo';
import { incidenciasDe } from './monitor/incidencias';
import { eliminar, guardar, noAsignadas, pinDe, pinesDe, puedeVer } from './monitor/pines';

// The monitor: the KPIs each user pinned, valued over the period from the data of the customer
// accounts the user may see, with the same-length period before for the trend and, for one metric,
// a series by day or week. A pinned metric whose area the user can no longer open is left out.

/** Longest period a series covers (about 10 years of weekly points). */
const MAXIMO_DIAS_SERIE = 3660;

type Pin = { pin: typeof monitorMetricasUsuario.$inferSelect; metrica: typeof monitorMetricas.$inferSelect };

/** A pin valued from its result over [period before, period]. */
function resumen({ pin, metrica }: Pin, { valores, moneda }: ResultadoMetrica): MetricaMonitorResumen {
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
  };
}

export const monitorController = defineController('monitor', {
  obtenerMetricasMonitor: async ({ query, user, db, deps }) => {
    const pines = (await pinesDe(db, user.id)).filter((p) => puedeVer(user, p.metrica));
    const ventanas = [
      periodoAnterior(query.fechainicio, query.fechafin),
      { desde: query.fechainicio, hasta: query.fechafin },
    ];
    const valores = await calcularMetricas(
      db,
      user,
      pines.map((p) => p.metrica.codigo),
      ventanas,
      deps.clock(),
    );
    return pines.map((p) => resumen(p, valores.get(p.metrica.codigo)!));
  },

  obtenerMetricaMonitor: async ({ params, query, user, db, deps }) => {
    const pin = await pinDe(db, user.id, params.idusuariometrica);
    if (!puedeVer(user, pin.metrica))
      throw forbidden(`${pin.metrica.codigo} needs access to ${pin.metrica.area}`);
    if (query.fechafin.getTime() - query.fechainicio.getTime() > MAXIMO_DIAS_SERIE * DAY_MS) {
      throw invalid('fechainicio', `a series spans at most ${MAXIMO_DIAS_SERIE} days`);
    }
    const codigo = pin.metrica.codigo;
    const ventanas = [
      periodoAnterior(query.fechainicio, query.fechafin),
      { desde: query.fechainicio, hasta: query.fechafin },
    ];
    const { intervalo, puntos } = serie(query.fechainicio, query.fechafin);
    const now = deps.clock();
    const periodo = (await calcularMetricas(db, user, [codigo], ventanas, now)).get(codigo)!;
    const porPunto = (await calcularMetricas(db, user, [codigo], puntos, now)).get(codigo)!;
    return {
      ...resumen(pin, periodo),
      intervaloSerie: intervalo,
      serie: puntos.map((p, i) => ({ fecha: p.fecha, valor: redondear(porPunto.valores[i]!.valor) })),
    };
  },

  obtenerMetricasNoAsignadas: ({ user, db }) => noAsignadas(db, user),

  guardarMetricasMonitor: ({ body, user, db }) => guardar(db, user, body),

  eliminarMetricaMonitor: ({ params, user, db }) => eliminar(db, user, params.idMetricaUsuario),

  obtenerIncidencias: ({ user, db, deps, c }) =>
    incidenciasDe(db, user, deps.clock(), shellLocale(c.req.header('accept-language'))),
});
