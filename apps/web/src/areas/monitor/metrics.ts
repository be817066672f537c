import type { CodigoMetrica, MetricaMonitorResumen } from '@extranet/sdk';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Formatter } from '../../i18n/format';

/** Metric names in the interface language (the server's `nombre` is the fallback). */
export const METRIC_LABELS: Record<CodigoMetrica, MessageDescriptor> = {
  PARTIDAS: msg`Shipments departed`,
  EN_TRANSITO: msg`Shipments in transit`,
  ENTREGAS_A_TIEMPO_PCT: msg`On-time deliveries`,
  RETRASADAS: msg`Delayed shipments`,
  PESO_TRANSPORTADO_KG: msg`Weight transported`,
  CO2E_KG: msg`CO2e emissions`,
  DOSSIERES_ABIERTOS: msg`Open dossiers`,
  FACTURAS_ABIERTAS_IMPORTE: msg`Outstanding invoices`,
  FACTURAS_VENCIDAS: msg`Overdue invoices`,
  // At each article's declared unit value, in the articles' currency.
  VALOR_STOCK: msg`Stock value`,
  MOVIMIENTOS: msg`Warehouse movements`,
  ALBARANES_PENDIENTES: msg`Pending delivery notes`,
  HAWB_ACTIVAS: msg`Active air waybills`,
};

/** A metric's value as its unit reads: count, percentage (0–100), kilograms or money. */
export function formatMetricValue(
  metric: Pick<MetricaMonitorResumen, 'valor' | 'unidad' | 'moneda'>,
  format: Formatter,
) {
  switch (metric.unidad) {
    case 'PORCENTAJE':
      return format.percent(metric.valor / 100);
    case 'KG':
      return `${format.number(metric.valor, { maximumFractionDigits: 0 })}\u00a0kg`;
    case 'MONEDA':
      return format.currency(metric.valor, metric.moneda ?? undefined);
    default:
      return format.number(metric.valor, { maximumFractionDigits: 0 });
  }
}

/** Change against the previous period as a ratio, or null when there is nothing to compare with. */
export function metricTrend(valor: number, anterior: number | null): number | null {
  if (anterior === null) return null;
  if (anterior === 0) return valor === 0 ? 0 : null;
  return (valor - anterior) / Math.abs(anterior);
}

/** Whether a rise of the metric is good news, bad news, or neither (colours the trend). */
export type MetricDirection = 'up-good' | 'down-good' | 'neutral';

export const METRIC_DIRECTION: Record<CodigoMetrica, MetricDirection> = {
  PARTIDAS: 'up-good',
  EN_TRANSITO: 'neutral',
  ENTREGAS_A_TIEMPO_PCT: 'up-good',
  RETRASADAS: 'down-good',
  PESO_TRANSPORTADO_KG: 'up-good',
  CO2E_KG: 'down-good',
  DOSSIERES_ABIERTOS: 'neutral',
  FACTURAS_ABIERTAS_IMPORTE: 'down-good',
  FACTURAS_VENCIDAS: 'down-good',
  VALOR_STOCK: 'neutral',
  MOVIMIENTOS: 'neutral',
  ALBARANES_PENDIENTES: 'down-good',
  HAWB_ACTIVAS: 'neutral',
};

/** The colour of a trend: green when it moved the good way, red the bad way, grey otherwise. */
export function trendColor(codigo: CodigoMetrica, trend: number | null): 'green' | 'red' | 'gray' {
  const direction = METRIC_DIRECTION[codigo];
  if (trend === null || trend === 0 || direction === 'neutral') return 'gray';
  return trend > 0 === (direction === 'up-good') ? 'green' : 'red';
}
