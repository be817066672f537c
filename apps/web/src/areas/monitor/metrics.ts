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
