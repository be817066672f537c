import type { TipoMovimientoAlmacen, UnidadMedida } from '@extranet/sdk';
import { useLingui } from '@lingui/react/macro';
import { Badge, Group, Text, type TextProps, ThemeIcon } from '@mantine/core';
import { IconArrowDownRight, IconArrowUpRight, IconMinus } from '@tabler/icons-react';
import { useCallback, useMemo } from 'react';
import { CellBadge, CellIcon, CellInline, CellText } from '../../components/DataGrid/cells';
import { UNIT } from '../../components/Warehouse/labels';
import { useQuantityText } from '../../components/Warehouse/parts';
import { UNIT_ORDER } from '../../components/Warehouse/stock-data';
import { useFormat } from '../../i18n/useFormat';
import { MOVEMENT_TYPE } from './labels';
import { directionOf, type FlowPerUnit } from './movement-data';

/** How a movement's direction shows: into stock (green arrow down into the warehouse), out of it (red arrow up and away). */
function useDirectionLook() {
  const { t } = useLingui();
  return useCallback(
    (cantidad: number) => {
      const direction = directionOf(cantidad);
      return direction === 'in'
        ? { Icon: IconArrowDownRight, color: 'teal', label: t`In` }
        : direction === 'out'
          ? { Icon: IconArrowUpRight, color: 'red', label: t`Out` }
          : { Icon: IconMinus, color: 'gray', label: t`No change` };
    },
    [t],
  );
}

export function DirectionIcon({ cantidad }: { cantidad: number }) {
  const { Icon, color, label } = useDirectionLook()(cantidad);
  return (
    <ThemeIcon
      size="sm"
      variant="light"
      color={color}
      role="img"
      aria-label={label}
      title={label}
      radius="xl"
    >
      <Icon size={14} aria-hidden />
    </ThemeIcon>
  );
}

/** The cells of the movements grid, in the grid's light markup (a year is tens of thousands of rows). */
export function useMovementCells() {
  const { i18n } = useLingui();
  const look = useDirectionLook();
  const quantity = useQuantityText();
  return useMemo(
    () => ({
      /** Direction icon and type badge. */
      type: (cantidad: number, tipo: TipoMovimientoAlmacen) => {
        const { Icon, color, label } = look(cantidad);
        return (
          <CellInline>
            <CellIcon color={color} label={label}>
              <Icon size={14} aria-hidden />
            </CellIcon>
            <CellBadge color={MOVEMENT_TYPE[tipo].color}>{i18n._(MOVEMENT_TYPE[tipo].label)}</CellBadge>
          </CellInline>
        );
      },
      /** As SignedQuantity. */
      signedQuantity: (cantidad: number, unidad: UnidadMedida) => {
        const direction = directionOf(cantidad);
        return (
          <CellText
            weight={600}
            numeric
            color={direction === 'in' ? 'teal' : direction === 'out' ? 'red' : undefined}
          >
            {quantity(cantidad, unidad, { sign: true })}
          </CellText>
        );
      },
    }),
    [i18n, look, quantity],
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

/**
 * In, out and net per unit, compact (`In / out / net: +1,200 / −900 / +300 units · +40 / −12 / +28 kg`),
 * one group a unit so a unit never splits across lines.
 */
export function FlowTotals({ totals }: { totals: FlowPerUnit }) {
  const { i18n, t } = useLingui();
  const format = useFormat();
  const units = UNIT_ORDER.filter((unit) => totals[unit] !== undefined);
  const number = (value: number) => format.number(Math.abs(value), { maximumFractionDigits: 3 });
  if (units.length === 0) return null;
  const signed = (value: number) => `${value > 0 ? '+' : value < 0 ? '−' : ''}${number(value)}`;
  return (
    <Group gap="md" wrap="wrap" data-testid="flow-totals">
      <Text size="sm" c="dimmed">
        {t`In / out / net:`}
      </Text>
      {units.map((unit) => {
        const flow = totals[unit]!;
        return (
          <Group
            key={unit}
            gap={4}
            wrap="nowrap"
            data-unit={unit}
            style={{ fontVariantNumeric: 'tabular-nums' }}
          >
            <Text size="sm" c="teal" title={t`In`}>
              +{number(flow.in)}
            </Text>
            <Text size="sm" c="dimmed">
              /
            </Text>
            <Text size="sm" c="red" title={t`Out`}>
              −{number(flow.out)}
            </Text>
            <Text size="sm" c="dimmed">
              /
            </Text>
            <Text size="sm" fw={700} title={t`Net`}>
              {signed(flow.net)} {i18n._(UNIT[unit])}
            </Text>
          </Group>
        );
      })}
    </Group>
  );
}
