import type { TipoTrafico } from '@extranet/sdk';
import { Trans, useLingui } from '@lingui/react/macro';
import { Group, Paper, Progress, SimpleGrid, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Hint } from '../../components/Hint';
import { useFormat } from '../../i18n/useFormat';
import { type CargoLine, cargoTotals, TRAILER_LENGTH_M } from './cargo';

function Figure({ label, value, hint }: { label: ReactNode; value: string; hint?: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={700} size="lg" style={{ fontVariantNumeric: 'tabular-nums' }}>
        {value}
      </Text>
      <Hint>{hint}</Hint>
    </div>
  );
}

/** Live totals of the package lines: packages, gross weight, volume, loading metres (road), chargeable weight. */
export function CargoTotalsPanel({ lines, tipo }: { lines: readonly CargoLine[]; tipo: TipoTrafico | '' }) {
  const { t } = useLingui();
  const format = useFormat();
  const totals = cargoTotals(lines, tipo);
  const share = totals.trailerShare;
  const over = share !== null && share > 1;
  return (
    <Paper withBorder radius="md" p="md" data-testid="cargo-totals" aria-live="polite">
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 2, sm: totals.loadingMetres !== null ? 5 : 4 }} spacing="md">
          <Figure label={t`Packages`} value={format.number(totals.packages)} />
          <Figure
            label={t`Gross weight`}
            value={`${format.number(totals.grossKg, { maximumFractionDigits: 1 })} kg`}
          />
          <Figure
            label={t`Volume`}
            value={`${format.number(totals.volumeM3, { maximumFractionDigits: 3 })} m³`}
          />
          {totals.loadingMetres !== null && (
            <Figure
              label={t`Loading metres`}
              value={`${format.number(totals.loadingMetres, { maximumFractionDigits: 2 })} LDM`}
              hint={t`Not stacked, 2.4 m wide trailer`}
            />
          )}
          {totals.chargeableKg !== null && (
            <Figure
              label={t`Chargeable weight`}
              value={`${format.number(totals.chargeableKg, { maximumFractionDigits: 1 })} kg`}
              hint={totals.byVolume ? t`Charged by volume` : t`Charged by weight`}
            />
          )}
        </SimpleGrid>
        {share !== null && (
          <Stack gap={4}>
            <Group justify="space-between" gap="xs">
              <Text size="xs" c={over ? 'red' : 'dimmed'}>
                {over ? (
                  <Trans>More than one {format.number(TRAILER_LENGTH_M)} m trailer</Trans>
                ) : (
                  <Trans>Share of a {format.number(TRAILER_LENGTH_M)} m trailer</Trans>
                )}
              </Text>
              <Text size="xs" fw={600} c={over ? 'red' : undefined}>
                {format.percent(share, 0)}
              </Text>
            </Group>
            <Progress value={Math.min(100, share * 100)} color={over ? 'red' : 'blue'} size="sm" />
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
