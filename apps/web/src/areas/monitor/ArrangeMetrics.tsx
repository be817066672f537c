import type { CodigoMetrica, MetricaMonitorResumen } from '@extranet/sdk';
import { extranetKey } from '@extranet/sdk/query';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  ActionIcon,
  Alert,
  Button,
  Card,
  Group,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Tooltip,
  VisuallyHidden,
} from '@mantine/core';
import { IconArrowLeft, IconArrowRight, IconGripVertical, IconPlus, IconX } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type DragEvent, useState } from 'react';
import { alerts } from '../../alerts/alerts';
import { useApi } from '../../api/ApiProvider';
import { errorText } from '../../forms/error-text';
import { arrangementChanged, moveSlot, type Slot, savePlan } from './layout';
import { METRIC_LABELS } from './metrics';

/**
 * The monitor in arranging mode: drag a card (or use its arrow buttons, reachable by keyboard) to
 * reorder, remove cards, add metrics from the catalogue, then save once; Cancel leaves all as it was.
 */
export function ArrangeMetrics({ pinned, onDone }: { pinned: MetricaMonitorResumen[]; onDone: () => void }) {
  const { i18n, t } = useLingui();
  const api = useApi();
  const queryClient = useQueryClient();
  const before: Slot[] = pinned.map((metric) => ({ codigo: metric.codigo, id: metric.id }));
  const [slots, setSlots] = useState<Slot[]>(before);
  const [dragged, setDragged] = useState<number | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const { data: unassigned = [], isPending: catalogueLoading } = useQuery(
    api.queries.monitor.obtenerMetricasNoAsignadas(),
  );

  const name = (codigo: CodigoMetrica) => {
    const descriptor = METRIC_LABELS[codigo] as (typeof METRIC_LABELS)[CodigoMetrica] | undefined;
    return descriptor ? i18n._(descriptor) : codigo;
  };
  // Removed in this session go back to the list of what can be added.
  const addable = [...unassigned.map((metric) => metric.codigo), ...before.map((slot) => slot.codigo)].filter(
    (codigo, i, all) => all.indexOf(codigo) === i && !slots.some((slot) => slot.codigo === codigo),
  );

  const move = (from: number, to: number) => {
    if (to < 0 || to >= slots.length || from === to) return;
    const codigo = slots[from]!.codigo;
    setSlots((current) => moveSlot(current, from, to));
    setAnnouncement(t`${name(codigo)} moved to position ${to + 1} of ${slots.length}.`);
  };
  const remove = (index: number) => {
    const codigo = slots[index]!.codigo;
    setSlots((current) => current.filter((_, i) => i !== index));
    setAnnouncement(t`${name(codigo)} removed from the monitor.`);
  };
  const add = (codigo: CodigoMetrica) => {
    const existing = before.find((slot) => slot.codigo === codigo);
    setSlots((current) => [...current, existing ?? { codigo }]);
    setAnnouncement(t`${name(codigo)} added at the end.`);
  };

  const save = async () => {
    setSaving(true);
    setFailure(null);
    const plan = savePlan(before, slots);
    try {
      for (const idMetricaUsuario of plan.unpin)
        await api.client.monitor.eliminarMetricaMonitor({ idMetricaUsuario });
      if (plan.guardar) await api.client.monitor.guardarMetricasMonitor({ body: plan.guardar });
      await queryClient.invalidateQueries({ queryKey: extranetKey('monitor') });
      alerts.success(t`Your monitor has been saved.`);
      onDone();
    } catch (error) {
      // Some pins may have gone before the failure: reload what the server has, keep the user's arrangement.
      void queryClient.invalidateQueries({ queryKey: extranetKey('monitor') });
      setFailure(errorText(error, i18n));
      setSaving(false);
    }
  };

  const dragProps = (index: number) => ({
    draggable: true,
    onDragStart: (event: DragEvent) => {
      setDragged(index);
      event.dataTransfer.effectAllowed = 'move';
      event.dataTransfer.setData('text/plain', String(index));
    },
    onDragOver: (event: DragEvent) => {
      if (dragged === null) return;
      event.preventDefault();
      event.dataTransfer.dropEffect = 'move';
    },
    onDrop: (event: DragEvent) => {
      event.preventDefault();
      if (dragged !== null) move(dragged, index);
      setDragged(null);
    },
    onDragEnd: () => setDragged(null),
  });

  return (
    <Stack gap="md" data-testid="arrange-metrics">
      <Paper withBorder radius="md" p="md">
        <Group justify="space-between" wrap="wrap" gap="sm">
          <Text size="sm" c="dimmed" maw={560}>
            <Trans>
              Drag the cards into the order you want, or use their arrows. Remove what you do not follow and
              add from the catalogue; nothing changes until you save.
            </Trans>
          </Text>
          <Group gap="xs" wrap="wrap">
            <Select
              aria-label={t`Add a metric`}
              placeholder={catalogueLoading || addable.length ? t`Add a metric…` : t`All metrics are pinned`}
              disabled={catalogueLoading || !addable.length}
              data={addable.map((codigo) => ({ value: codigo, label: name(codigo) }))}
              value={null}
              onChange={(value) => value && add(value as CodigoMetrica)}
              leftSection={<IconPlus size={16} />}
              searchable
              w={240}
              comboboxProps={{ withinPortal: true }}
            />
            <Button variant="default" onClick={onDone} disabled={saving}>
              <Trans>Cancel</Trans>
            </Button>
            <Button
              onClick={() => void save()}
              loading={saving}
              disabled={!arrangementChanged(before, slots)}
            >
              <Trans>Save</Trans>
            </Button>
          </Group>
        </Group>
      </Paper>
      {failure && (
        <Alert color="red" role="alert" title={t`The monitor could not be saved`}>
          {failure}
        </Alert>
      )}
      <VisuallyHidden aria-live="polite">{announcement}</VisuallyHidden>
      {slots.length === 0 ? (
        <Text c="dimmed" ta="center" py="xl">
          <Trans>No metrics left: add one above, or save to keep the monitor empty.</Trans>
        </Text>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3, xl: 4 }} spacing="md">
          {slots.map((slot, index) => (
            <Card
              key={slot.codigo}
              withBorder
              radius="md"
              padding="md"
              data-slot={slot.codigo}
              {...dragProps(index)}
              style={{
                cursor: 'grab',
                opacity: dragged === index ? 0.5 : 1,
                borderStyle: slot.id === undefined ? 'dashed' : undefined,
              }}
            >
              <Group justify="space-between" wrap="nowrap" gap="xs">
                <Group gap={6} wrap="nowrap">
                  <IconGripVertical size={18} color="var(--mantine-color-dimmed)" aria-hidden />
                  <div>
                    <Text fw={600} size="sm">
                      {name(slot.codigo)}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {slot.id === undefined ? t`New · position ${index + 1}` : t`Position ${index + 1}`}
                    </Text>
                  </div>
                </Group>
                <Group gap={4} wrap="nowrap">
                  <Tooltip label={t`Move earlier`}>
                    <ActionIcon
                      variant="subtle"
                      color="gray"
                      aria-label={t`Move ${name(slot.codigo)} earlier`}
                      disabled={index === 0}
                      onClick={() => move(index, index - 1)}
                    >
                      <IconArrowLeft size={16} />
                    </ActionIcon>
                  </Tooltip>
                  <Tooltip label={t`Move later`}>
                    <ActionIcon
                      variant="subtle"
                      color="gray"
                      aria-label={t`Move ${name(slot.codigo)} later`}
                      disabled={index === slots.length - 1}
                      onClick={() => move(index, index + 1)}
                    >
                      <IconArrowRight size={16} />
                    </ActionIcon>
                  </Tooltip>
                  <Tooltip label={t`Remove`}>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={t`Remove ${name(slot.codigo)}`}
                      onClick={() => remove(index)}
                    >
                      <IconX size={16} />
                    </ActionIcon>
                  </Tooltip>
                </Group>
              </Group>
            </Card>
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
