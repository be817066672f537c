import type { Hito } from '@extranet/sdk';
import { useLingui } from '@lingui/react/macro';
import { Badge, Group, Stack, Text, Timeline } from '@mantine/core';
import { IconCheck, IconClock } from '@tabler/icons-react';
import { useFormat } from '../../i18n/useFormat';
import { HOUR_MS } from '../../lib/time';
import { MILESTONE } from './labels';
import { DelayText } from './ShipmentBits';

/** Whole hours a milestone (actual, else estimated) runs behind its plan. */
export function milestoneDelayHours(hito: Pick<Hito, 'planificada' | 'estimada' | 'real'>): number {
  const at = hito.real ?? hito.estimada;
  if (!at || !hito.planificada) return 0;
  return Math.max(0, Math.floor((Date.parse(at) - Date.parse(hito.planificada)) / HOUR_MS));
}

/** The index of the next milestone expected: the first that has not happened. */
export const nextMilestoneIndex = (hitos: readonly Hito[]): number =>
  hitos.findIndex((hito) => hito.real === null && hito.estimada !== null);

/**
 * One timeline whatever the mode: each milestone with its planned, estimated and actual times,
 * delays in colour and words, the next expected event highlighted.
 */
export function MilestoneTimeline({ hitos }: { hitos: readonly Hito[] }) {
  const { i18n, t } = useLingui();
  const format = useFormat();
  const next = nextMilestoneIndex(hitos);
  const lastDone = hitos.reduce((last, hito, index) => (hito.real ? index : last), -1);
  return (
    <Timeline active={lastDone} bulletSize={24} lineWidth={2} color="teal" data-testid="milestone-timeline">
      {hitos.map((hito, index) => {
        const done = hito.real !== null;
        const isNext = index === next;
        const delay = milestoneDelayHours(hito);
        const name = MILESTONE[hito.codigo] ? i18n._(MILESTONE[hito.codigo]!) : hito.descripcion;
        return (
          <Timeline.Item
            key={hito.id}
            bullet={done ? <IconCheck size={14} /> : isNext ? <IconClock size={14} /> : null}
            color={isNext ? 'blue' : undefined}
            lineVariant={done && index < lastDone ? 'solid' : 'dashed'}
            title={
              <Group gap="xs" wrap="wrap">
                <Text fw={isNext ? 700 : 600} size="sm" c={!done && !isNext ? 'dimmed' : undefined}>
                  {name}
                </Text>
                <Text size="xs" c="dimmed">
                  {hito.codigo}
                </Text>
                {isNext && (
                  <Badge size="sm" variant="filled" color="blue" style={{ textTransform: 'none' }}>
                    {t`Next`}
                  </Badge>
                )}
                {delay > 0 && <DelayText hours={delay} size="xs" />}
              </Group>
            }
            data-done={done}
            data-next={isNext || undefined}
          >
            <Stack gap={2} mt={2}>
              <Text size="xs" c="dimmed">
                {hito.lugar}
              </Text>
              <Group gap="md" wrap="wrap">
                {hito.planificada && (
                  <Text size="xs" c="dimmed">
                    {t`Planned`}: {format.dateTime(hito.planificada)}
                  </Text>
                )}
                {!done && hito.estimada && (
                  <Text size="xs" c={isNext ? 'blue' : 'dimmed'}>
                    {t`Expected`}: {format.dateTime(hito.estimada)}
                  </Text>
                )}
                {hito.real && (
                  <Text size="xs" c="teal" fw={600}>
                    {t`Actual`}: {format.dateTime(hito.real)}
                  </Text>
                )}
              </Group>
            </Stack>
          </Timeline.Item>
        );
      })}
    </Timeline>
  );
}
