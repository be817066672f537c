import { Trans, useLingui } from '@lingui/react/macro';
import { ActionIcon, Button, Group, NumberInput, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useFormat } from '../../i18n/useFormat';
import { completePieceLines, type PieceLineValues, pieceTotals } from './weights';

/** At most this many piece lines in one request (the server refuses more). */
const MAX_LINES = 100;

interface PieceLinesProps<Line extends PieceLineValues> {
  // biome-ignore lint/suspicious/noExplicitAny: both forms hold `piezas: Line[]` among other fields
  form: UseFormReturnType<any>;
  lines: readonly Line[];
  newLine: () => Line;
  /** Fields before the quantity on each line (the HAWB's package type). */
  lead?: (index: number) => ReactNode;
}

/**
 * The piece lines of an air shipment (quantity, dimensions and weight per piece) with the live
 * gross, volumetric and chargeable weights the server will compute: one component for the tariff
 * simulator and the HAWB wizard, so both ask and count the same way.
 */
export function PieceLines<Line extends PieceLineValues>({
  form,
  lines,
  newLine,
  lead,
}: PieceLinesProps<Line>) {
  const { t } = useLingui();
  const format = useFormat();
  const live = pieceTotals(completePieceLines(lines));
  const kg = (value: number) => `${format.number(value, { maximumFractionDigits: 2 })} kg`;
  const dimension = (index: number, field: keyof PieceLineValues, label: string) => (
    <NumberInput
      label={label}
      min={0}
      allowNegative={false}
      hideControls
      {...form.getInputProps(`piezas.${index}.${field}`)}
    />
  );
  const pieceErrors = form.errors.piezas;

  return (
    <Stack gap="sm">
      {lines.map((line, index) => (
        <Group key={line.uid} gap={6} align="flex-start" wrap="nowrap" data-piece={index}>
          <SimpleGrid cols={lead ? { base: 3, sm: 6 } : { base: 3, xs: 5 }} spacing={6} style={{ flex: 1 }}>
            {lead?.(index)}
            <NumberInput
              label={t`Qty`}
              min={1}
              allowDecimal={false}
              allowNegative={false}
              hideControls
              {...form.getInputProps(`piezas.${index}.cantidad`)}
            />
            {dimension(index, 'largoCm', t`L cm`)}
            {dimension(index, 'anchoCm', t`W cm`)}
            {dimension(index, 'altoCm', t`H cm`)}
            {dimension(index, 'pesoKg', t`kg each`)}
          </SimpleGrid>
          <ActionIcon
            variant="subtle"
            color="red"
            mt={26}
            aria-label={t`Remove piece line ${index + 1}`}
            disabled={lines.length === 1}
            onClick={() => form.removeListItem('piezas', index)}
          >
            <IconTrash size={16} />
          </ActionIcon>
        </Group>
      ))}
      {typeof pieceErrors === 'string' && (
        <Text size="sm" c="red">
          {pieceErrors}
        </Text>
      )}
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Button
          variant="light"
          size="xs"
          leftSection={<IconPlus size={14} />}
          onClick={() => form.insertListItem('piezas', newLine())}
          disabled={lines.length >= MAX_LINES}
        >
          <Trans>Add pieces</Trans>
        </Button>
        <Paper withBorder radius="md" px="sm" py={6} data-testid="live-weights">
          <Group gap="md" wrap="wrap">
            <Text size="sm">{t`${format.number(live.pieces)} pcs`}</Text>
            <Text size="sm">{t`${kg(live.grossKg)} gross`}</Text>
            <Text size="sm">{t`${format.number(live.volumeM3, { maximumFractionDigits: 3 })} m³`}</Text>
            <Text size="sm" c={live.byVolume ? 'orange' : undefined}>
              {t`${kg(live.volumetricKg)} volumetric`}
            </Text>
            <Text size="sm" fw={700}>
              {t`${kg(live.chargeableKg)} chargeable`}
            </Text>
          </Group>
        </Paper>
      </Group>
      {live.byVolume && (
        <Text size="xs" c="dimmed">
          <Trans>The volume outweighs the goods: the volumetric weight is charged.</Trans>
        </Text>
      )}
    </Stack>
  );
}
