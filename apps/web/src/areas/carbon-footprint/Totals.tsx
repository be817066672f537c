import { useLingui } from '@lingui/react/macro';
import { Group, Paper, SimpleGrid, Skeleton, Text } from '@mantine/core';
import { IconArrowDownRight, IconArrowUpRight, IconMinus } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useFormat } from '../../i18n/useFormat';
import { type FootprintTotals, periodChange } from './footprint';

interface TotalsPanelProps {
  totals: FootprintTotals | undefined;
  previous: FootprintTotals | undefined;
  previousFailed: boolean;
}

/** The period's headline figures, each with its change against the period before. */
export function TotalsPanel({ totals, previous, previousFailed }: TotalsPanelProps) {
  const { t } = useLingui();
  const format = useFormat();
  const tonnes = (kg: number) => format.number(kg / 1000, { maximumFractionDigits: kg < 10_000 ? 2 : 1 });
  const intensity = (value: number | null) =>
    value === null ? '—' : format.number(value, { maximumFractionDigits: 1 });
  return (
    <SimpleGrid cols={{ base: 2, md: 4 }} spacing="md" data-testid="footprint-totals">
      <Stat
        label={t`Emissions (well-to-wheel)`}
        value={totals && tonnes(totals.wtwKg)}
        unit={t`t CO2e`}
        change={
          totals &&
          previous && (
            <ChangeText
              current={totals.wtwKg}
              previous={previous.wtwKg}
              lowerIsBetter
              previousValue={`${tonnes(previous.wtwKg)} t`}
            />
          )
        }
        previousFailed={previousFailed}
        testId="total-co2e"
      />
      <Stat
        label={t`Intensity`}
        value={totals && intensity(totals.intensity)}
        unit={t`g CO2e per t·km`}
        change={
          totals?.intensity != null &&
          previous?.intensity != null && (
            <ChangeText
              current={totals.intensity}
              previous={previous.intensity}
              lowerIsBetter
              previousValue={intensity(previous.intensity)}
            />
          )
        }
        previousFailed={previousFailed}
        testId="intensity"
      />
      <Stat
        label={t`Transport work`}
        value={totals && format.number(totals.tonneKm, { maximumFractionDigits: 0 })}
        unit={t`tonne-km`}
        change={
          totals &&
          previous && (
            <ChangeText
              current={totals.tonneKm}
              previous={previous.tonneKm}
              previousValue={format.number(previous.tonneKm, { maximumFractionDigits: 0 })}
            />
          )
        }
        previousFailed={previousFailed}
      />
      <Stat
        label={t`Shipments`}
        value={totals && format.number(totals.shipments)}
        unit={t`departed or departing`}
        change={
          totals &&
          previous && (
            <ChangeText
              current={totals.shipments}
              previous={previous.shipments}
              previousValue={format.number(previous.shipments)}
            />
          )
        }
        previousFailed={previousFailed}
      />
    </SimpleGrid>
  );
}

function Stat({
  label,
  value,
  unit,
  change,
  previousFailed,
  testId,
}: {
  label: string;
  value: string | undefined;
  unit: string;
  change: ReactNode;
  previousFailed: boolean;
  testId?: string;
}) {
  const { t } = useLingui();
  return (
    <Paper withBorder radius="md" p="md" data-testid={testId}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600} lts={0.3}>
        {label}
      </Text>
      {value === undefined ? (
        <Skeleton h={32} mt={6} w="70%" />
      ) : (
        <Group gap={6} align="baseline" wrap="wrap" mt={2}>
          <Text fw={700} lh={1.2} style={{ fontSize: 'clamp(1.2rem, 5vw, 1.625rem)' }} data-value>
            {value}
          </Text>
          <Text size="sm" c="dimmed">
            {unit}
          </Text>
        </Group>
      )}
      <div style={{ minHeight: 22, marginTop: 4 }}>
        {change ||
          (previousFailed ? (
            <Text size="xs" c="dimmed">
              {t`No comparison: the previous period did not load.`}
            </Text>
          ) : (
            value !== undefined && <Skeleton h={14} w="60%" />
          ))}
      </div>
    </Paper>
  );
}

/**
 * The change in percent and words. Where less is better (emissions, intensity) a fall is green and a
 * rise red; volumes (tonne-km, shipments) are neither good nor bad, so they stay grey.
 */
function ChangeText({
  current,
  previous,
  lowerIsBetter = false,
  previousValue,
}: {
  current: number;
  previous: number;
  lowerIsBetter?: boolean;
  previousValue: string;
}) {
  const { t } = useLingui();
  const format = useFormat();
  const change = periodChange(current, previous);
  const flat = change.ratio !== null && Math.abs(change.ratio) < 0.0005;
  const up = change.delta > 0;
  const color = flat || !lowerIsBetter ? 'dimmed' : up ? 'red' : 'teal';
  const Icon = flat || change.delta === 0 ? IconMinus : up ? IconArrowUpRight : IconArrowDownRight;
  const percent =
    change.ratio === null
      ? t`new`
      : `${change.ratio > 0 ? '+' : ''}${format.percent(change.ratio, Math.abs(change.ratio) < 0.1 ? 1 : 0)}`;
  return (
    <Group gap={4} wrap="wrap" data-testid="change">
      <Text
        span
        size="xs"
        c={color}
        fw={600}
        style={{ display: 'inline-flex', alignItems: 'center', gap: 2 }}
      >
        <Icon size={14} aria-hidden />
        {percent}
      </Text>
      <Text span size="xs" c="dimmed">
        {t`vs. ${previousValue} in the previous period`}
      </Text>
    </Group>
  );
}
