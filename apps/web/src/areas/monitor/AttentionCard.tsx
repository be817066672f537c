import type { Incidencia, TipoIncidencia } from '@extranet/sdk';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Badge, Button, Card, Group, Skeleton, Stack, Text, ThemeIcon } from '@mantine/core';
import {
  IconAlertTriangle,
  IconCalendarTime,
  IconCircleCheck,
  IconClockExclamation,
  IconFileAlert,
  IconPackage,
  IconReceipt,
} from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { type ComponentType, useState } from 'react';
import { useApi } from '../../api/ApiProvider';
import { attentionQuery } from '../../api/attention-query';
import { useFormat } from '../../i18n/useFormat';

/** What kind of thing needs attention: its word and icon. */
export const ATTENTION_KIND: Readonly<
  Record<TipoIncidencia, { label: MessageDescriptor; icon: ComponentType<{ size?: number }>; color: string }>
> = {
  RETRASO: { label: msg`Late`, icon: IconClockExclamation, color: 'red' },
  CAMBIO_ETA: { label: msg`ETA slipped`, icon: IconCalendarTime, color: 'orange' },
  DOCUMENTO_FALTANTE: { label: msg`Document missing`, icon: IconFileAlert, color: 'yellow' },
  FACTURA_VENCIDA: { label: msg`Invoice overdue`, icon: IconReceipt, color: 'red' },
  STOCK_CADUCA: { label: msg`Stock expiring`, icon: IconPackage, color: 'grape' },
};

/** Items listed before "Show all". */
const FIRST_ITEMS = 5;
/** On a phone the first three, so that the pinned metrics start on the first screen too. */
const FIRST_ITEMS_PHONE = 3;

/** The record an item is about, as a person quotes it. */
export const attentionReference = (item: Incidencia): string =>
  item.numeroPartida ?? item.numeroFactura ?? item.lote ?? '';

/** The monitor's first card: what needs the customer now, each with its reason and a link. */
export function AttentionCard() {
  const { i18n, t } = useLingui();
  const api = useApi();
  const navigate = useNavigate();
  const format = useFormat();
  const items = useQuery(attentionQuery(api));
  const [all, setAll] = useState(false);

  if (items.isError)
    return (
      <Card withBorder radius="md" padding="md" mb="md" data-testid="attention-card">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Text size="sm" c="red" role="alert">
            {t`What needs your attention could not be loaded.`}
          </Text>
          <Button size="compact-sm" variant="light" color="red" onClick={() => void items.refetch()}>
            {t`Try again`}
          </Button>
        </Group>
      </Card>
    );
  if (!items.data)
    return (
      <Card withBorder radius="md" padding="md" mb="md" aria-busy="true" data-testid="attention-loading">
        <Skeleton h={16} w="30%" mb="sm" />
        <Skeleton h={14} w="80%" mb={6} />
        <Skeleton h={14} w="70%" />
      </Card>
    );
  if (items.data.length === 0)
    return (
      <Card withBorder radius="md" padding="sm" mb="md" data-testid="attention-card">
        <Group gap="xs" wrap="nowrap">
          <ThemeIcon variant="light" color="teal" radius="xl" aria-hidden>
            <IconCircleCheck size={18} />
          </ThemeIcon>
          <Text size="sm">
            <Trans>Nothing needs your attention right now.</Trans>
          </Text>
        </Group>
      </Card>
    );

  // In the server's order: what matters most first (severity, then the newest).
  const shown = all ? items.data : items.data.slice(0, FIRST_ITEMS);
  const count = items.data.length;
  const total = format.number(count);
  return (
    <Card withBorder radius="md" padding="md" mb="md" data-testid="attention-card">
      <Group justify="space-between" mb="xs" wrap="nowrap">
        <Group gap="xs" wrap="nowrap">
          <ThemeIcon variant="light" color="orange" radius="xl" aria-hidden>
            <IconAlertTriangle size={18} />
          </ThemeIcon>
          <Text fw={600} component="h2" size="md" m={0}>
            <Trans>Needs attention</Trans>
          </Text>
          <Badge color="red" variant="light" aria-label={t`${count} items`}>
            {format.number(count)}
          </Badge>
        </Group>
      </Group>
      <Stack gap={0} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
        {shown.map((item, index) => {
          const kind = ATTENTION_KIND[item.tipo];
          const Icon = kind.icon;
          return (
            <Group
              key={`${item.tipo}-${item.enlace}-${item.fecha}`}
              component="li"
              gap="sm"
              py={6}
              wrap="nowrap"
              align="flex-start"
              visibleFrom={!all && index >= FIRST_ITEMS_PHONE ? 'sm' : undefined}
              style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}
            >
              <ThemeIcon variant="light" color={kind.color} size="sm" mt={2} aria-hidden>
                <Icon size={14} />
              </ThemeIcon>
              <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
                <Group gap={6} wrap="wrap">
                  <Anchor
                    href={item.enlace}
                    fw={600}
                    size="sm"
                    onClick={(event) => {
                      if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
                      event.preventDefault();
                      void navigate({ href: item.enlace });
                    }}
                  >
                    {attentionReference(item) || i18n._(kind.label)}
                  </Anchor>
                  <Text size="xs" c={kind.color} fw={500}>
                    {i18n._(kind.label)}
                  </Text>
                </Group>
                <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                  {item.motivo}
                </Text>
              </Stack>
            </Group>
          );
        })}
      </Stack>
      {count > FIRST_ITEMS_PHONE && (
        <Group justify="flex-end" mt="xs" hiddenFrom={count > FIRST_ITEMS ? undefined : 'sm'}>
          <Button size="compact-sm" variant="subtle" onClick={() => setAll((open) => !open)}>
            {all ? t`Show fewer` : t`Show all ${total}`}
          </Button>
        </Group>
      )}
    </Card>
  );
}
