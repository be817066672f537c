import type { HuellaCarbonoPartida } from '@extranet/sdk';
import { Trans, useLingui } from '@lingui/react/macro';
import { Group, Progress, Skeleton, Stack, Table, Text, Tooltip } from '@mantine/core';
import { useMemo } from 'react';
import { Section } from '../../components/Detail';
import { useCounts } from '../../i18n/useCounts';
import { useFormat } from '../../i18n/useFormat';
import { factorSets, factorsUsed, footprintTotals } from './footprint';
import { DATA_TYPE, LEG_MODE } from './labels';

/**
 * How the figures were computed, as ISO 14083 asks a report to say: the standard and factor set, the
 * well-to-tank / tank-to-wheel split, and every emission factor with the distances it was applied to.
 */
export function MethodPanel({ rows }: { rows: HuellaCarbonoPartida[] | undefined }) {
  const { t } = useLingui();
  return <Section title={t`Method`}>{rows ? <Method rows={rows} /> : <Skeleton h={160} />}</Section>;
}

function Method({ rows }: { rows: HuellaCarbonoPartida[] }) {
  const { i18n, t } = useLingui();
  const format = useFormat();
  const counts = useCounts();
  const totals = useMemo(() => footprintTotals(rows), [rows]);
  const sets = useMemo(() => factorSets(rows), [rows]);
  const factors = useMemo(() => factorsUsed(rows), [rows]);
  const kg = (value: number) =>
    format.number(value / 1000, { maximumFractionDigits: value < 10_000 ? 2 : 1 });
  const km = (value: number) => format.number(value, { maximumFractionDigits: 0 });
  const wttShare = totals.wtwKg > 0 ? totals.wttKg / totals.wtwKg : 0;
  return (
    <Stack gap="md" data-testid="footprint-method">
      <Stack gap={4}>
        <Text size="sm">
          <Trans>
            Computed per leg following <b>ISO 14083:2023</b> and the <b>GLEC Framework</b>: kg CO2e = tonnes ×
            kilometres × emission factor (g CO2e per tonne-km) ÷ 1,000. Air distances are the great-circle
            distance plus 95 km; road, rail, inland waterway and sea legs use the route distance.
          </Trans>
        </Text>
        {sets.map((set) => (
          <Text size="sm" key={`${set.name}|${set.version}`}>
            {t`Emission factors: ${set.name}, version ${set.version}`}
            {sets.length > 1 && ` (${counts.shipments(set.shipments)})`}
          </Text>
        ))}
      </Stack>

      {totals.wtwKg > 0 && (
        <Stack gap={6}>
          <Text size="sm" fw={600}>
            {t`Well-to-wheel = well-to-tank + tank-to-wheel`}
          </Text>
          <Progress.Root size={18} role="group" aria-label={t`Well-to-tank and tank-to-wheel shares`}>
            <Progress.Section value={wttShare * 100} color="yellow.5" aria-label={t`WTT`}>
              <Progress.Label c="dark.8">{t`WTT`}</Progress.Label>
            </Progress.Section>
            <Progress.Section value={(1 - wttShare) * 100} color="orange.7" aria-label={t`TTW`}>
              <Progress.Label c="dark.8">{t`TTW`}</Progress.Label>
            </Progress.Section>
          </Progress.Root>
          <Group gap="lg" wrap="wrap">
            <Text size="sm">
              <Text span c="yellow" fw={700}>
                {t`WTT`}
              </Text>{' '}
              {t`well-to-tank (fuel production and supply): ${kg(totals.wttKg)} t CO2e, ${format.percent(wttShare)}`}
            </Text>
            <Text size="sm">
              <Text span c="orange" fw={700}>
                {t`TTW`}
              </Text>{' '}
              {t`tank-to-wheel (burning it in the vehicle): ${kg(totals.ttwKg)} t CO2e, ${format.percent(1 - wttShare)}`}
            </Text>
            <Text size="sm">
              <Text span fw={700}>
                {t`WTW`}
              </Text>{' '}
              {t`well-to-wheel: ${kg(totals.wtwKg)} t CO2e`}
            </Text>
          </Group>
        </Stack>
      )}

      {factors.length > 0 && (
        <Table.ScrollContainer minWidth={920}>
          <Table striped withTableBorder fz="sm" aria-label={t`Emission factors and distances used`}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t`Mode`}</Table.Th>
                <Table.Th miw={220}>{t`Vehicle or vessel category`}</Table.Th>
                <Table.Th ta="right">{t`Factor (g CO2e/t·km, WTW)`}</Table.Th>
                <Table.Th>{t`Data`}</Table.Th>
                <Table.Th ta="right">{t`Legs`}</Table.Th>
                <Table.Th ta="right">{t`Distance per leg (km)`}</Table.Th>
                <Table.Th ta="right">{t`Total distance (km)`}</Table.Th>
                <Table.Th ta="right">{t`t·km`}</Table.Th>
                <Table.Th ta="right">{t`t CO2e`}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {factors.map((use) => (
                <Table.Tr key={`${use.modo}|${use.categoria}|${use.factor}|${use.tipoDato}`}>
                  <Table.Td>{i18n._(LEG_MODE[use.modo].label)}</Table.Td>
                  <Table.Td>{use.categoria}</Table.Td>
                  <Table.Td ta="right">{format.number(use.factor, { maximumFractionDigits: 1 })}</Table.Td>
                  <Table.Td>
                    <Tooltip label={i18n._(DATA_TYPE[use.tipoDato].hint)} withArrow multiline maw={260}>
                      <Text
                        span
                        size="sm"
                        style={{ borderBottom: '1px dotted', cursor: 'help', whiteSpace: 'nowrap' }}
                      >
                        {i18n._(DATA_TYPE[use.tipoDato].label)}
                      </Text>
                    </Tooltip>
                  </Table.Td>
                  <Table.Td ta="right">{format.number(use.legs)}</Table.Td>
                  <Table.Td ta="right">
                    {use.minKm === use.maxKm ? km(use.minKm) : `${km(use.minKm)} – ${km(use.maxKm)}`}
                  </Table.Td>
                  <Table.Td ta="right">{km(use.distanceKm)}</Table.Td>
                  <Table.Td ta="right">{km(use.tonneKm)}</Table.Td>
                  <Table.Td ta="right">{kg(use.wtwKg)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
