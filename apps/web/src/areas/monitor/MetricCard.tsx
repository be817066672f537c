import { findArea } from '@extranet/routes-manifest';
import type { MetricaMonitorResumen } from '@extranet/sdk';
import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Badge, Card, Group, Stack, Text } from '@mantine/core';
import { IconArrowDownRight, IconArrowUpRight, IconMinus } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { AreaIcon } from '../../components/AreaIcon';
import { Can } from '../../components/Can';
import { useFormat } from '../../i18n/useFormat';
import { drillThrough } from './drill-through';
import { formatMetricValue, METRIC_LABELS, metricTrend } from './metrics';

export function MetricCard({
  metric,
  period,
}: {
  metric: MetricaMonitorResumen;
  period: { fechainicio: string; fechafin: string };
}) {
  const { i18n, t } = useLingui();
  const format = useFormat();
  const label = METRIC_LABELS[metric.codigo] as
    | (typeof METRIC_LABELS)[keyof typeof METRIC_LABELS]
    | undefined;
  const trend = metricTrend(metric.valor, metric.valorPeriodoAnterior);
  const target = drillThrough(metric.codigo, period);
  const area = findArea(target?.to ?? `/${metric.area}`);
  const TrendIcon =
    trend === null || trend === 0 ? IconMinus : trend > 0 ? IconArrowUpRight : IconArrowDownRight;

  return (
    <Card withBorder radius="md" padding="lg" data-metric={metric.codigo}>
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Text size="sm" c="dimmed" fw={600}>
            {label ? i18n._(label) : metric.nombre}
          </Text>
          {area && <AreaIcon icon={area.icon} size={20} color="var(--mantine-color-dimmed)" />}
        </Group>
        <Text fz={28} fw={700} lh={1.2}>
          {formatMetricValue(metric, format)}
        </Text>
        <Group gap={6}>
          {trend === null ? (
            <Text size="xs" c="dimmed">
              <Trans>No data for the previous period</Trans>
            </Text>
          ) : (
            <>
              <Badge variant="light" color="gray" leftSection={<TrendIcon size={12} />}>
                {`${trend > 0 ? '+' : ''}${format.percent(trend)}`}
              </Badge>
              <Text size="xs" c="dimmed">
                <Trans>vs the previous 30 days</Trans>
              </Text>
            </>
          )}
        </Group>
        {area && area.path !== '/' && (
          <Can permission={area.permission}>
            {/* Every list route validates this search with validateGridSearch (drill-through.test.ts). */}
            <Anchor component={Link} to={area.path} search={(target?.search ?? {}) as never} size="sm">
              {t`Open ${i18n._(area.title)}`}
            </Anchor>
          </Can>
        )}
      </Stack>
    </Card>
  );
}
