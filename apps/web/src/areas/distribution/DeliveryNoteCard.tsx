import type { AlbaranResumen } from '@extranet/sdk';
import { Group, Stack, Text } from '@mantine/core';
import { CardReference } from '../../components/DataGrid/CardReference';
import { useCounts } from '../../i18n/useCounts';
import { useFormat } from '../../i18n/useFormat';
import { DeliveryStatusBadge, IncidentFlag } from './bits';
import { DeliveryCell } from './columns';
import { hasIncident } from './notes';

/** A delivery note as a phone shows it in the list. */
export function DeliveryNoteCard({ note: n }: { note: AlbaranResumen }) {
  const format = useFormat();
  const counts = useCounts();
  return (
    <Stack gap={4}>
      <Group justify="space-between" wrap="nowrap">
        <Group gap="xs" wrap="nowrap">
          <CardReference>{n.numeroAlbaran}</CardReference>
          {hasIncident(n) && <IncidentFlag size={16} />}
        </Group>
        <DeliveryStatusBadge estado={n.estado} />
      </Group>
      <Text size="sm" fw={500} truncate>
        {n.destinatario}
      </Text>
      <Text size="xs" c="dimmed">
        {n.codigoPostal} {n.poblacion} · {format.date(new Date(`${n.fecha}T00:00:00`))}
      </Text>
      <Group gap="md" wrap="wrap" justify="space-between">
        <Text size="xs">
          {counts.packages(n.bultos)} · {format.number(n.pesoBrutoKg, { maximumFractionDigits: 1 })} kg
        </Text>
        <DeliveryCell note={n} />
      </Group>
    </Stack>
  );
}
