import type { EstadoPartida, ModoTransporte } from '@extranet/sdk';
import { useLingui } from '@lingui/react/macro';
import { Badge, Group, Text } from '@mantine/core';
import { IconPlane, IconShip, IconTruck } from '@tabler/icons-react';
import { delayDescriptor, SHIPMENT_STATUS, TRANSPORT_MODE } from './labels';

const MODE_ICON = { MARITIMO: IconShip, AEREO: IconPlane, TERRESTRE: IconTruck } as const;

/** A shipment's status as a coloured badge. */
export function StatusBadge({ estado }: { estado: EstadoPartida }) {
  const { i18n } = useLingui();
  const status = SHIPMENT_STATUS[estado];
  return (
    <Badge color={status.color} variant="light" radius="sm" style={{ textTransform: 'none' }}>
      {i18n._(status.label)}
    </Badge>
  );
}

/** The transport mode as its icon, named for screen readers; `withLabel` writes the name too. */
export function ModeIcon({
  modo,
  withLabel = false,
  size = 18,
}: {
  modo: ModoTransporte;
  withLabel?: boolean;
  size?: number;
}) {
  const { i18n } = useLingui();
  const Icon = MODE_ICON[modo];
  const label = i18n._(TRANSPORT_MODE[modo]);
  const icon = <Icon size={size} stroke={1.6} aria-label={label} role="img" />;
  if (withLabel)
    return (
      <Group gap={6} wrap="nowrap">
        {icon}
        <Text span size="sm">
          {label}
        </Text>
      </Group>
    );
  // A native title, not a Mantine Tooltip: a grid renders this in every row, and each Tooltip mounts
  // a portal of its own (that alone cost more than the rest of a row while scrolling).
  return (
    <span style={{ display: 'inline-flex' }} title={label}>
      {icon}
    </span>
  );
}

/** Hours late in words and colour: green on time, orange under a day, red beyond. */
export function DelayText({ hours, size = 'sm' }: { hours: number; size?: string }) {
  const { i18n } = useLingui();
  const color = hours <= 0 ? 'teal' : hours < 24 ? 'orange' : 'red';
  return (
    <Text span size={size} c={color} fw={hours > 0 ? 600 : undefined}>
      {i18n._(delayDescriptor(hours))}
    </Text>
  );
}
