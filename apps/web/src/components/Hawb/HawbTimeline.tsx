import type { EventoHawb } from '@extranet/sdk';
import { useLingui } from '@lingui/react/macro';
import { Badge, Group, Stack, Text, Timeline } from '@mantine/core';
import { IconAlertTriangle, IconCheck, IconClock } from '@tabler/icons-react';
import { useCounts } from '../../i18n/useCounts';
import { useFormat } from '../../i18n/useFormat';
import { iataStatusLabel, statusesAfter } from './iata';

/**
 * A HAWB's IATA status events as one timeline, oldest first, like a shipment's milestones: each event
 * with where, on which flight, how much of the cargo and when; a part of the pieces flagged; then the
 * statuses still to come, the next one highlighted.
 */
export function HawbTimeline({
  events,
  status,
  totalPieces,
}: {
  events: readonly EventoHawb[];
  status: string;
  totalPieces: number;
}) {
  const { i18n, t } = useLingui();
  const format = useFormat();
  const counts = useCounts();
  const ahead = statusesAfter(events.at(-1)?.codigo ?? status);
  return (
    <Timeline
      active={events.length - 1}
      bulletSize={24}
      lineWidth={2}
      color="teal"
      data-testid="hawb-timeline"
    >
      {events.map((event) => {
        const part = event.piezas > 0 && event.piezas < totalPieces;
        return (
          <Timeline.Item
            key={event.id}
            bullet={part ? <IconAlertTriangle size={14} /> : <IconCheck size={14} />}
            color={part ? 'orange' : undefined}
            data-done
            title={
              <Group gap="xs" wrap="wrap">
                <Text fw={600} size="sm">
                  {iataStatusLabel(i18n, event.codigo, event.descripcion)}
                </Text>
                <Text size="xs" c="dimmed">
                  {event.codigo}
                </Text>
              </Group>
            }
          >
            <Stack gap={2} mt={2}>
              <Text size="xs" c="dimmed">
                {event.vuelo ? t`${event.aeropuerto} · flight ${event.vuelo}` : event.aeropuerto}
              </Text>
              <Group gap="md" wrap="wrap">
                <Text size="xs" c="teal" fw={600}>
                  {format.dateTime(event.fecha)}
                </Text>
                <Text size="xs" c={part ? 'orange' : 'dimmed'} fw={part ? 600 : undefined}>
                  {part
                    ? t`${format.number(event.piezas)} of ${format.number(totalPieces)} pieces · ${format.number(event.pesoKg, { maximumFractionDigits: 1 })} kg`
                    : `${counts.pieces(event.piezas)} · ${format.number(event.pesoKg, { maximumFractionDigits: 1 })} kg`}
                </Text>
              </Group>
            </Stack>
          </Timeline.Item>
        );
      })}
      {ahead.map((code, index) => (
        <Timeline.Item
          key={code}
          bullet={index === 0 ? <IconClock size={14} /> : null}
          color={index === 0 ? 'blue' : undefined}
          lineVariant="dashed"
          data-next={index === 0 || undefined}
          title={
            <Group gap="xs" wrap="wrap">
              <Text fw={index === 0 ? 700 : 600} size="sm" c={index === 0 ? undefined : 'dimmed'}>
                {iataStatusLabel(i18n, code)}
              </Text>
              <Text size="xs" c="dimmed">
                {code}
              </Text>
              {index === 0 && (
                <Badge size="sm" variant="filled" color="blue" style={{ textTransform: 'none' }}>
                  {t`Next`}
                </Badge>
              )}
            </Group>
          }
        >
          <Text size="xs" c="dimmed" mt={2}>
            {t`Not reported yet`}
          </Text>
        </Timeline.Item>
      ))}
    </Timeline>
  );
}
