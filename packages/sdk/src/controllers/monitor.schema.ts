import * as v from 'valibot';
import { FechaSchema, IdSchema, MonedaSchema } from '../common.schema';

/** The KPIs the monitor can compute, each over a period of the customer accounts of the user. */
export const CODIGOS_METRICA = [
  'PARTIDAS', // shipments departed (ATD) in the period
  'EN_TRANSITO', // shipments departed and not yet arrived
  'ENTREGAS_A_TIEMPO_PCT', // shipments delivered no later than their planned arrival, % of delivered
  'RETRASADAS', // open shipments whose latest estimate runs behind the plan
  'PESO_TRANSPORTADO_KG', // gross weight of the shipments departed in the period
  'CO2E_KG', // well-to-wheel kg CO2e of the shipments departed in the period
  'DOSSIERES_ABIERTOS',
  'FACTURAS_ABIERTAS_IMPORTE', // outstanding amount of unpaid invoices
  'FACTURAS_VENCIDAS', // unpaid invoices past their due date
  'VALOR_STOCK', // warehouse stock at its declared unit value
  'MOVIMIENTOS', // warehouse entries, exits and adjustments in the period
  'ALBARANES_PENDIENTES', // delivery notes not yet delivered
  'HAWB_ACTIVAS', // house air waybills not yet delivered
] as const;

export const CodigoMetricaSchema = v.picklist(CODIGOS_METRICA, 'is not a known metric');

/** How a metric's value reads: a count, a percentage (0–100), kilograms or money (see `moneda`). */
export const UnidadMetricaSchema = v.picklist(['NUMERO', 'PORCENTAJE', 'KG', 'MONEDA']);

/** Path of the screen (routes manifest) a metric links to, e.g. `tracking`, `stocks`, `statement`. */
const AreaMetricaSchema = v.pipe(v.string(), v.regex(/^[a-z][a-z0-9-]*$/));

/** A metric of the catalogue, which a user may pin on the monitor. */
export const MetricaDefinicionSchema = v.object({
  codigo: CodigoMetricaSchema,
  nombre: v.string(),
  descripcion: v.string(),
  unidad: UnidadMetricaSchema,
  area: AreaMetricaSchema,
});

/** A metric pinned by the user, without values. `id` is the pin (`idusuariometrica`). */
export const MetricaAsignadaSchema = v.object({
  id: IdSchema,
  ...MetricaDefinicionSchema.entries,
  /** Position on the monitor, 1 first. */
  orden: v.pipe(v.number(), v.integer(), v.minValue(1)),
});

/**
 * Pin metrics or reorder pinned ones: each listed code is pinned (if it is not yet) at its `orden`.
 * Pinned metrics not listed stay; unpin with `eliminarMetricaMonitor`.
 */
export const GuardarMetricasMonitorSchema = v.object({
  metricas: v.pipe(
    v.array(
      v.object({
        codigo: CodigoMetricaSchema,
        orden: v.pipe(
          v.number('is required'),
          v.integer('must be an integer'),
          v.minValue(1, 'must be at least 1'),
          v.maxValue(100, 'must be at most 100'),
        ),
      }),
      'is required',
    ),
    v.minLength(1, 'must list at least one metric'),
    v.maxLength(CODIGOS_METRICA.length, `must list at most ${CODIGOS_METRICA.length} metrics`),
    v.check(
      (metricas) => new Set(metricas.map((metrica) => metrica.codigo)).size === metricas.length,
      'must not list a metric twice',
    ),
  ),
});

/** One point of a metric's chart: the day, or the Monday of the week, and the value over it. */
export const PuntoMetricaSchema = v.object({
  fecha: FechaSchema,
  valor: v.pipe(v.number(), v.finite()),
});

/** A chart's points: by day up to 62 days, by week (from Monday) beyond. */
export const IntervaloSerieSchema = v.picklist(['DIA', 'SEMANA']);

/**
 * A pinned metric valued over the period. `moneda` is set when `unidad` is `MONEDA`;
 * `valorPeriodoAnterior` covers the same length of time just before (null when there is no data), for a trend.
 * The list carries each metric's series too (`intervaloSerie`, `serie`), so that one call draws
 * every card; an older server may leave them out (then ask `obtenerMetricaMonitor`).
 */
export const MetricaMonitorResumenSchema = v.object({
  id: IdSchema,
  codigo: CodigoMetricaSchema,
  nombre: v.string(),
  unidad: UnidadMetricaSchema,
  orden: v.pipe(v.number(), v.integer(), v.minValue(1)),
  valor: v.pipe(v.number(), v.finite()),
  moneda: v.nullable(MonedaSchema),
  valorPeriodoAnterior: v.nullable(v.pipe(v.number(), v.finite())),
  area: AreaMetricaSchema,
  intervaloSerie: v.optional(IntervaloSerieSchema),
  serie: v.optional(v.array(PuntoMetricaSchema)),
});

/** A pinned metric with its series over the period: by day up to 62 days, by week beyond. */
export const MetricaMonitorSchema = v.object({
  ...MetricaMonitorResumenSchema.entries,
  intervaloSerie: IntervaloSerieSchema,
  serie: v.array(PuntoMetricaSchema),
});

export type CodigoMetrica = v.InferOutput<typeof CodigoMetricaSchema>;
export type UnidadMetrica = v.InferOutput<typeof UnidadMetricaSchema>;
export type MetricaDefinicion = v.InferOutput<typeof MetricaDefinicionSchema>;
export type MetricaAsignada = v.InferOutput<typeof MetricaAsignadaSchema>;
export type GuardarMetricasMonitor = v.InferOutput<typeof GuardarMetricasMonitorSchema>;
export type GuardarMetricasMonitorInput = v.InferInput<typeof GuardarMetricasMonitorSchema>;
export type MetricaMonitorResumen = v.InferOutput<typeof MetricaMonitorResumenSchema>;
export type PuntoMetrica = v.InferOutput<typeof PuntoMetricaSchema>;
export type IntervaloSerie = v.InferOutput<typeof IntervaloSerieSchema>;
export type MetricaMonitor = v.InferOutput<typeof MetricaMonitorSchema>;
