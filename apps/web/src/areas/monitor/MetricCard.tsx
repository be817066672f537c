import { findArea } from '@extranet/routes-manifest';
import type { MetricaMonitorResumen } from '@extranet/sdk';
import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Badge, Box, Card, Group, Stack, Text } from '@mantine/core';
import { IconArrowDownRight, IconArrowUpRight, IconMinus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useApi } from '../../api/ApiProvider';
import { AreaIcon } from '../../components/AreaIcon';
import { Can } from '../../components/Can';
import { useFormat } from '../../i18n/useFormat';
import { drillThrough } from './drill-through';
import { formatMetricValue, METRIC_LABELS, metricTrend, trendColor } from './metrics';
import { Sparkline } from './Sparkline';

export function MetricCard({
  metric,
  period,
  days,
}: {
  metric: MetricaMonitorResumen;
  period: { fechainicio: string; fechafin: string };
  /** Days the period covers, for "vs the previous N days". */
  days: number;
}) {
  const { i18n, t } = useLingui();
  const api = useApi();
  const format = useFormat();
  const label = metricLabel(metric, (descriptor) => i18n._(descriptor));
  const trend = metricTrend(metric.valor, metric.valorPeriodoAnterior);
  const color = trendColor(metric.codigo, trend);
  const target = drillThrough(metric.codigo, period);
  const area = findArea(target?.to ?? `/${metric.area}`);
  const TrendIcon =
    trend === null || trend === 0 ? IconMinus : trend > 0 ? IconArrowUpRight : IconArrowDownRight;
  // The series draws the line. The list carries it; from a server that leaves it out, the card asks
  // for it and shows its figure without waiting.
  const carried =
    metric.serie && metric.intervaloSerie
      ? { serie: metric.serie, intervaloSerie: metric.intervaloSerie }
      : undefined;
  const { data: fetched } = useQuery({
    ...api.queries.monitor.obtenerMetricaMonitor({ idusuariometrica: metric.id, ...period }),
    staleTime: 5 * 60_000,
    enabled: !carried,
  });
  const detail = carried ?? fetched;

  return (
    <Card withBorder radius="md" padding="lg" data-metric={metric.codigo} h="100%">
      <Stack gap={6} h="100%">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Text size="sm" c="dimmed" fw={600}>
            {label}
          </Text>
          {area && <AreaIcon icon={area.icon} size={20} color="var(--mantine-color-dimmed)" />}
        </Group>
        <Text fz={28} fw={700} lh={1.2} data-testid="metric-value">
          {formatMetricValue(metric, format)}
        </Text>
        <Group gap={6}>
          {trend === null ? (
            <Text size="xs" c="dimmed">
              <Trans>No data for the previous period</Trans>
            </Text>
          ) : (
            <>
              <Badge
                variant="light"
                color={color}
                leftSection={<TrendIcon size={12} />}
                data-trend={color}
                style={{ textTransform: 'none' }}
              >
                {`${trend > 0 ? '+' : ''}${format.percent(trend)}`}
              </Badge>
              <Text size="xs" c="dimmed">
                <Trans>vs the previous {days} days</Trans>
              </Text>
            </>
          )}
        </Group>
        <Box mt="auto" pt={4} mih={36}>
          {detail && (
            <Sparkline
              serie={detail.serie}
              color={`var(--mantine-color-${color === 'gray' ? 'blue' : color}-6)`}
              label={
                detail.intervaloSerie === 'DIA'
                  ? t`${label}, day by day over the period`
                  : t`${label}, week by week over the period`
              }
            />
          )}
        </Box>
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

/** A metric's name in the interface language; the server's name for a code this build does not know. */
export function metricLabel(
  metric: Pick<MetricaMonitorResumen, 'codigo' | 'nombre'>,
  translate: (descriptor: (typeof METRIC_LABELS)[keyof typeof METRIC_LABELS]) => string,
): string {
  const descriptor = METRIC_LABELS[metric.codigo] as
    | (typeof METRIC_LABELS)[keyof typeof METRIC_LABELS]
    | undefined;
  return descriptor ? translate(descriptor) : metric.nombre;
}
