import { manifest } from '@extranet/routes-manifest';
import { Trans } from '@lingui/react/macro';
import { Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconPin } from '@tabler/icons-react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { useState } from 'react';
import { useApi } from '../../api/ApiProvider';
import { AreaHeader } from '../../components/AreaHeader';
import { useFormat } from '../../i18n/useFormat';
import { MetricCard } from './MetricCard';
import { monitorPeriod } from './period';

/** `/`: the monitor dashboard of the user's pinned metrics over the last 30 days. */
export const Route = createFileRoute('/_app/')({
  loader: async ({ context }) => {
    const api = await context.api.load();
    return api.queryClient.ensureQueryData(api.queries.monitor.obtenerMetricasMonitor(monitorPeriod()));
  },
  component: MonitorScreen,
});

const monitorArea = manifest.find((area) => area.path === '/');

function MonitorScreen() {
  const api = useApi();
  const format = useFormat();
  const [period] = useState(monitorPeriod);
  const { data: metrics } = useSuspenseQuery(api.queries.monitor.obtenerMetricasMonitor(period));
  if (!monitorArea) return null;
  const from = format.date(period.fechainicio);
  const to = format.date(period.fechafin);

  return (
    <>
      <AreaHeader area={monitorArea} />
      <Text c="dimmed" size="sm" mt={-8} mb="md">
        <Trans>
          Your pinned metrics, {from} – {to}
        </Trans>
      </Text>
      {metrics.length === 0 ? (
        <Paper withBorder radius="md" p="xl" data-testid="monitor-empty">
          <Stack align="center" gap="sm" py="lg" ta="center">
            <ThemeIcon size={56} radius="xl" variant="light" color="gray" aria-hidden>
              <IconPin size={30} stroke={1.5} />
            </ThemeIcon>
            <Title order={2} size="h4">
              <Trans>No metrics pinned yet</Trans>
            </Title>
            <Text c="dimmed" maw={480}>
              <Trans>The figures you pin to your monitor appear here, each over the last 30 days.</Trans>
            </Text>
          </Stack>
        </Paper>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3, xl: 4 }} spacing="md">
          {[...metrics]
            .sort((a, b) => a.orden - b.orden)
            .map((metric) => (
              <MetricCard key={metric.id} metric={metric} period={period} />
            ))}
        </SimpleGrid>
      )}
    </>
  );
}
