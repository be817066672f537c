import type { TipoMovimientoAlmacen, UnidadMedida } from '@extranet/sdk';
import { useLingui } from '@lingui/react/macro';
import { Badge, Group, Text, type TextProps, ThemeIcon } from '@mantine/core';
import { IconArrowDownRight, IconArrowUpRight, IconMinus } from '@tabler/icons-react';
import { useQuantityText } from '../stocks/parts';
import { UNIT_ORDER } from '../stocks/stock-data';
import { MOVEMENT_TYPE } from './labels';
import { directionOf, type FlowPerUnit } from './movement-data';

/** Into stock (green arrow down into the warehouse) or out of it (red arrow up and away). */
export function DirectionIcon({ cantidad }: { cantidad: number }) {
  const { t } = useLingui();
  const direction = directionOf(cantidad);
  const [Icon, color, label] =
    direction === 'in'
      ? [IconArrowDownRight, 'teal', t`In`]
      : direction === 'out'
        ? [IconArrowUpRight, 'red', t`Out`]
        : [IconMinus, 'gray', t`No change`];
  return (
    <ThemeIcon size="sm" variant="light" color={color} aria-label={label} title={label} radius="xl">
      <Icon size={14} aria-hidden />
    </ThemeIcon>
  );
}

/** A signed quantity with its unit, coloured by direction: `+120 units`, `−4.5 kg`. */
export function SignedQuantity({
  cantidad,
  unidad,
  ...props
}: { cantidad: number; unidad: UnidadMedida } & TextProps) {
  const quantity = useQuantityText();
  const direction = directionOf(cantidad);
  return (
    <Text
      size="sm"
      fw={600}
      c={direction === 'in' ? 'teal' : direction === 'out' ? 'red' : undefined}
      style={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}
      {...props}
    >
      {quantity(cantidad, unidad, { sign: true })}
    </Text>
  );
}

export function TypeBadge({ tipo }: { tipo: TipoMovimientoAlmacen }) {
  const { i18n } = useLingui();
  return (
    <Badge color={MOVEMENT_TYPE[tipo].color} variant="light" style={{ textTransform: 'none' }}>
      {i18n._(MOVEMENT_TYPE[tipo].label)}
    </Badge>
  );
}

/** In, out and net per unit (`In +1,200 units · Out −900 units · Net +300 units`), one line a unit. */
export function FlowTotals({ totals, compact = false }: { totals: FlowPerUnit; compact?: boolean }) {
  const { t } = useLingui();
  const quantity = useQuantityText();
  const units = UNIT_ORDER.filter((unit) => totals[unit] !== undefined);
  return (
    <Group gap={compact ? 'xs' : 'md'} wrap="wrap" data-testid="flow-totals">
      {units.map((unit) => {
        const flow = totals[unit]!;
        return (
          <Group key={unit} gap={6} wrap="nowrap" data-unit={unit}>
            <Text size="sm" c="teal" style={{ whiteSpace: 'nowrap' }}>
              {compact ? '' : `${t`In`} `}
              {quantity(flow.in, unit, { sign: true })}
            </Text>
            <Text size="sm" c="red" style={{ whiteSpace: 'nowrap' }}>
              {compact ? '' : `${t`Out`} `}
              {quantity(-flow.out, unit, { sign: true })}
            </Text>
            <Text size="sm" fw={700} style={{ whiteSpace: 'nowrap' }}>
              {compact ? '=' : `${t`Net`}`} {quantity(flow.net, unit, { sign: true })}
            </Text>
          </Group>
        );
      })}
    </Group>
  );
}
