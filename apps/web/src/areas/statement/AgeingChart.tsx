import '@mantine/charts/styles.css';
import { useLingui } from '@lingui/react/macro';
import { BarChart } from '@mantine/charts';
import { useFormat } from '../../i18n/useFormat';
import { AGEING_BUCKET } from './labels';
import { AGEING_BUCKETS, type CurrencyAgeing } from './statement';

/**
 * One currency's ageing as bars, one per bucket in its colour. Each bucket is its own series with a
 * value only on its own bar (stacked, so each bar sits centred on its label).
 */
export function AgeingChart({ ageing }: { ageing: CurrencyAgeing }) {
  const { i18n, t } = useLingui();
  const format = useFormat();
  const data = AGEING_BUCKETS.map((bucket) => ({
    bucket: i18n._(AGEING_BUCKET[bucket].short),
    [bucket]: ageing.buckets[bucket],
  }));
  return (
    <BarChart
      h={220}
      data={data}
      dataKey="bucket"
      type="stacked"
      series={AGEING_BUCKETS.map((bucket) => ({
        name: bucket,
        label: i18n._(AGEING_BUCKET[bucket].label),
        color: AGEING_BUCKET[bucket].color,
      }))}
      withTooltip={false}
      withBarValueLabel
      valueFormatter={(value) => (value ? format.number(value, { maximumFractionDigits: 0 }) : '')}
      yAxisProps={{ width: 70 }}
      gridAxis="x"
      xAxisProps={{ interval: 0 }}
      maxBarWidth={64}
      aria-label={t`Ageing of the ${ageing.currency} balance`}
      role="img"
    />
  );
}
