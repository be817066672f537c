import { manifest } from '@extranet/routes-manifest';
import type { MetricaMonitorResumen } from '@extranet/sdk';
import { Trans } from '@lingui/react/macro';
import {
  Button,
  Card,
  Group,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { IconLayoutGrid, IconPin } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { Suspense, useMemo, useState } from 'react';
import { useApi } from '../../api/ApiProvider';
import { attentionQuery, metricsQuery } from '../../api/attention-query';
import { AreaHeader } from '../../components/AreaHeader';
import { validateGridSearch } from '../../components/DataGrid/grid-search';
import { lazyComponent } from '../../components/Lazy';
import { PeriodControl, periodDays, periodQuery, usePeriodSearch } from '../../components/Period';
import { useFormat } from '../../i18n/useFormat';
import { AttentionCard } from './AttentionCard';
import { MetricCard } from './MetricCard';
import { MONITOR_DEFAULT_PRESET, monitorPeriod, monitorPeriodOf } from './period';

// Arranging is a few clicks a month: its code comes when asked for (or pointed at).
const ArrangeMetrics = lazyComponent(() => import('./ArrangeMetrics').then((m) => m.ArrangeMetrics));
const preloadArranging = () => void ArrangeMetrics.preload().catch(() => {});

/** `/`: the monitor dashboard of the user's pinned metrics over a period (the last 30 days unless the URL says). */
export const Route = createFileRoute('/_app/')({
  validateSearch: validateGridSearch,
  loaderDeps: ({ search }) => ({ from: search.from, to: search.to }),
  // Started here, not awaited: the header and the period are drawn while the metrics are on their way
  // (on a phone the landing page would otherwise stay blank for that round trip).
  loader: async ({ context, deps }) => {
    const api = await context.api.load();
    void api.queryClient.prefetchQuery(metricsQuery(api, monitorPeriod(new Date(), deps)));
    void api.queryClient.prefetchQuery(attentionQuery(api));
  },
  component: MonitorScreen,
});

const monitorArea = manifest.find((area) => area.path === '/')!;
const METRIC_COLUMNS = { base: 1, sm: 2, lg: 3, xl: 4 };
/** A metric card's height with its link (MetricCard): the placeholders take it. */
const METRIC_CARD_HEIGHT = 208;

function MonitorScreen() {
  const api = useApi();
  const format = useFormat();
  const search = Route.useSearch();
  // The fallback is a preset, so there always is a period.
  const { period: chosen, setPeriod } = usePeriodSearch(search, MONITOR_DEFAULT_PRESET);
  const period = chosen ?? monitorPeriodOf(search);
  const query = useMemo(() => periodQuery(period), [period]);
  const { data: metrics, error } = useQuery(metricsQuery(api, query));
  const [arranging, setArranging] = useState(false);
  const sorted = useMemo<MetricaMonitorResumen[] | undefined>(
    () => metrics && [...metrics].sort((a, b) => a.orden - b.orden),
    [metrics],
  );
  // A failure goes to the error pages, as a suspended query's would.
  if (error) throw error;
  const days = periodDays(period);
  const from = format.date(new Date(query.fechainicio));
  const to = format.date(new Date(query.fechafin));

  return (
    <>
      <AreaHeader
        area={monitorArea}
        actions={
          !arranging && (
            <Group gap="xs" wrap="wrap">
              <PeriodControl value={period} onChange={(next) => next && setPeriod(next)} />
              {/* There while the metrics load (disabled), so that the header does not change its layout. */}
              {(!sorted || sorted.length > 0) && (
                <Button
                  variant="default"
                  leftSection={<IconLayoutGrid size={16} />}
                  disabled={!sorted}
                  onClick={() => setArranging(true)}
                  onPointerEnter={preloadArranging}
                  onFocus={preloadArranging}
                >
                  <Trans>Arrange metrics</Trans>
                </Button>
              )}
            </Group>
          )
        }
      />
      {arranging && sorted ? (
        <Suspense fallback={<MetricsLoading />}>
          <ArrangeMetrics pinned={sorted} onDone={() => setArranging(false)} />
        </Suspense>
      ) : (
        <>
          <AttentionCard />
          <Text c="dimmed" size="sm" mb="md">
            <Trans>
              Your pinned metrics, {from} – {to}
            </Trans>
          </Text>
          {!sorted ? (
            <MetricsLoading />
          ) : sorted.length === 0 ? (
            <Paper withBorder radius="md" p="xl" data-testid="monitor-empty">
              <Stack align="center" gap="sm" py="lg" ta="center">
                <ThemeIcon size={56} radius="xl" variant="light" color="gray" aria-hidden>
                  <IconPin size={30} stroke={1.5} />
                </ThemeIcon>
                <Title order={2} size="h4">
                  <Trans>No metrics pinned yet</Trans>
                </Title>
                <Text c="dimmed" maw={480}>
                  <Trans>
                    Pin the figures you follow — shipments, delays, invoices, stock, emissions — and they
                    appear here for the period you choose.
                  </Trans>
                </Text>
                <Button leftSection={<IconPin size={16} />} onClick={() => setArranging(true)}>
                  <Trans>Add metrics</Trans>
                </Button>
              </Stack>
            </Paper>
          ) : (
            <SimpleGrid cols={METRIC_COLUMNS} spacing="md">
              {sorted.map((metric) => (
                <MetricCard key={metric.id} metric={metric} period={query} days={days} />
              ))}
            </SimpleGrid>
          )}
        </>
      )}
    </>
  );
}

/** Where the cards will be, at their size (MetricCard), while the metrics load: nothing moves when they come. */
function MetricsLoading() {
  return (
    <SimpleGrid cols={METRIC_COLUMNS} spacing="md" aria-busy="true" data-testid="metrics-loading">
      {[0, 1, 2, 3].map((slot) => (
        <Card key={slot} withBorder radius="md" padding="lg" h={METRIC_CARD_HEIGHT}>
          <Stack gap="sm">
            <Skeleton h={14} w="60%" />
            <Skeleton h={28} w="40%" />
            <Skeleton h={14} w="70%" />
            <Skeleton h={36} mt="md" />
          </Stack>
        </Card>
      ))}
    </SimpleGrid>
  );
}
