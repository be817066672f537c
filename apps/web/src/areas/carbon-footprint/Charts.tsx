import type { HuellaCarbonoPartida } from '@extranet/sdk';
import { useLingui } from '@lingui/react/macro';
import { BarChart, DonutChart } from '@mantine/charts';
import { Box, ColorSwatch, Group, Skeleton, Stack, Table, Text } from '@mantine/core';
import { useMemo } from 'react';
import { Section } from '../../components/Detail';
import type { Period } from '../../components/Period';
import { useFormat } from '../../i18n/useFormat';
import { byLegMode, byMonth, LEG_MODES, periodMonths } from './footprint';
import { LEG_MODE } from './labels';

const tonnes = (kg: number) => kg / 1000;

/** Share of the period's CO2e per mode of the legs, with each mode's intensity. */
export function ModeChart({ rows }: { rows: HuellaCarbonoPartida[] | undefined }) {
  const { i18n, t } = useLingui();
  const format = useFormat();
  const modes = useMemo(() => (rows ? byLegMode(rows) : undefined), [rows]);
  const total = modes ? LEG_MODES.reduce((sum, mode) => sum + modes.kg[mode], 0) : 0;
  const used = modes ? LEG_MODES.filter((mode) => modes.kg[mode] > 0) : [];
  const t1 = (kg: number) => format.number(tonnes(kg), { maximumFractionDigits: kg < 10_000 ? 2 : 1 });
  return (
    <Section title={t`By mode of transport`}>
      {!modes ? (
        <Skeleton h={220} />
      ) : used.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t`Nothing to chart in this period.`}
        </Text>
      ) : (
        <Group gap="lg" align="center" wrap="wrap" justify="center" data-testid="chart-by-mode">
          <DonutChart
            size={170}
            thickness={26}
            paddingAngle={1}
            data={used.map((mode) => ({
              name: i18n._(LEG_MODE[mode].label),
              value: Number(tonnes(modes.kg[mode]).toFixed(3)),
              color: LEG_MODE[mode].color,
            }))}
            valueFormatter={(value) => `${format.number(value, { maximumFractionDigits: 2 })} t CO2e`}
            tooltipDataSource="segment"
            chartLabel={`${t1(total)} t`}
          />
          {/* Scrolls inside itself rather than widening a phone's page. */}
          <Box style={{ flex: '1 1 220px', minWidth: 0, overflowX: 'auto' }}>
            <Table fz="sm" verticalSpacing={4} horizontalSpacing="xs" aria-label={t`Emissions by mode`}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t`Mode`}</Table.Th>
                  <Table.Th ta="right">{t`t CO2e`}</Table.Th>
                  <Table.Th ta="right">{t`Share`}</Table.Th>
                  <Table.Th ta="right" title={t`g CO2e per tonne-km`}>
                    {t`g/t·km`}
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {used.map((mode) => (
                  <Table.Tr key={mode}>
                    <Table.Td>
                      <Group gap={6} wrap="nowrap">
                        <ColorSwatch
                          color={`var(--mantine-color-${LEG_MODE[mode].color.replace('.', '-')})`}
                          size={10}
                        />
                        {i18n._(LEG_MODE[mode].label)}
                      </Group>
                    </Table.Td>
                    <Table.Td ta="right">{t1(modes.kg[mode])}</Table.Td>
                    <Table.Td ta="right">{format.percent(modes.kg[mode] / total, 0)}</Table.Td>
                    <Table.Td ta="right">
                      {modes.tonneKm[mode] > 0
                        ? format.number((modes.kg[mode] * 1000) / modes.tonneKm[mode], {
                            maximumFractionDigits: 1,
                          })
                        : '—'}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Box>
        </Group>
      )}
    </Section>
  );
}

/** t CO2e per month of departure, stacked by mode. */
export function MonthChart({ rows, period }: { rows: HuellaCarbonoPartida[] | undefined; period: Period }) {
  const { i18n, t } = useLingui();
  const format = useFormat();
  const months = useMemo(() => (rows ? byMonth(rows, periodMonths(period)) : undefined), [rows, period]);
  const monthName = useMemo(() => {
    const names = new Intl.DateTimeFormat(format.locale, { month: 'short', year: '2-digit' });
    return (key: string) => names.format(new Date(Number(key.slice(0, 4)), Number(key.slice(5, 7)) - 1, 1));
  }, [format.locale]);
  const used = useMemo(
    () => (months ? LEG_MODES.filter((mode) => months.some((month) => month.kg[mode] > 0)) : []),
    [months],
  );
  return (
    <Section title={t`By month of departure`}>
      {!months ? (
        <Skeleton h={220} />
      ) : used.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t`Nothing to chart in this period.`}
        </Text>
      ) : (
        <Stack gap={4} data-testid="chart-by-month">
          <BarChart
            h={230}
            data={months.map((month) => ({
              month: monthName(month.month),
              ...Object.fromEntries(used.map((mode) => [mode, Number(tonnes(month.kg[mode]).toFixed(3))])),
            }))}
            dataKey="month"
            type="stacked"
            series={used.map((mode) => ({
              name: mode,
              label: i18n._(LEG_MODE[mode].label),
              color: LEG_MODE[mode].color,
            }))}
            withLegend
            legendProps={{ verticalAlign: 'bottom', height: 40 }}
            valueFormatter={(value) => format.number(value, { maximumFractionDigits: 1 })}
            yAxisLabel={t`t CO2e`}
            tickLine="y"
            maxBarWidth={48}
          />
        </Stack>
      )}
    </Section>
  );
}
