import './warehouse.css';
import type { UnidadMedida } from '@extranet/sdk';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { ActionIcon, Badge, Menu, Stack, Text, type TextProps, Tooltip } from '@mantine/core';
import { IconCheck, IconStack2 } from '@tabler/icons-react';
import { useCallback } from 'react';
import { useFormat } from '../../i18n/useFormat';
import { EXPIRY, UNIT } from './labels';
import {
  currenciesOf,
  daysToExpiry,
  expiryClass,
  type PerCurrency,
  type PerUnit,
  unitsOf,
} from './stock-data';

/** A quantity with its unit: `1,200 units`, `35.5 kg`. */
export function useQuantityText() {
  const { i18n } = useLingui();
  const format = useFormat();
  return useCallback(
    (quantity: number, unit: UnidadMedida, options: { sign?: boolean } = {}) => {
      const text = `${format.number(Math.abs(quantity), { maximumFractionDigits: 3 })} ${i18n._(UNIT[unit])}`;
      if (!options.sign || quantity === 0) return quantity < 0 ? `−${text}` : text;
      return quantity > 0 ? `+${text}` : `−${text}`;
    },
    [i18n, format],
  );
}

/**
 * Quantities per unit (`1,200 units · 35.5 kg`), never added together; `stacked` puts one unit a
 * line in small type, for a group row's subtotal in a narrow column.
 */
export function UnitQuantities({
  totals,
  stacked = false,
  sign = false,
  ...props
}: { totals: PerUnit; stacked?: boolean; sign?: boolean } & TextProps) {
  const quantity = useQuantityText();
  const units = unitsOf(totals);
  if (units.length === 0) return null;
  const parts = units.map((unit) => quantity(totals[unit]!, unit, { sign }));
  return <Figures parts={parts} stacked={stacked} testId="unit-quantities" {...props} />;
}

/**
 * Amounts per currency (`1.234,56 € · $980.00`), never added together; `stacked` puts one currency a
 * line, for a group row's subtotal in a narrow column.
 */
export function CurrencyAmounts({
  totals,
  stacked = false,
  ...props
}: { totals: PerCurrency; stacked?: boolean } & TextProps) {
  const format = useFormat();
  const currencies = currenciesOf(totals);
  if (currencies.length === 0) return null;
  const parts = currencies.map((currency) => format.currency(totals[currency]!, currency));
  return <Figures parts={parts} stacked={stacked} testId="currency-amounts" {...props} />;
}

/**
 * Figures that are never added together (per unit, per currency): one line joined by `·`, or
 * `stacked` one a line in small type for a group row's subtotal in a narrow column.
 */
function Figures({
  parts,
  stacked,
  testId,
  ...props
}: { parts: string[]; stacked: boolean; testId: string } & TextProps) {
  const text = parts.join(' · ');
  if (stacked)
    return (
      <Stack gap={0} title={text} data-testid={testId} style={{ overflow: 'hidden' }}>
        {parts.map((part) => (
          <Text key={part} size={parts.length > 1 ? 'xs' : 'sm'} lh={1.25} {...props}>
            {part}
          </Text>
        ))}
      </Stack>
    );
  return (
    <Text size="sm" title={text} {...props} data-testid={testId}>
      {text}
    </Text>
  );
}

/** The expiry date of a lot with how close it is: red once expired, orange within 30 days. */
export function ExpiryBadge({ fechaCaducidad, today }: { fechaCaducidad: string | null; today: Date }) {
  const { t, i18n } = useLingui();
  const kind = expiryClass(fechaCaducidad, today);
  if (kind !== 'expired' && kind !== 'soon') return null;
  const days = daysToExpiry(fechaCaducidad, today)!;
  const text =
    kind === 'expired'
      ? i18n._(EXPIRY.expired.label)
      : days === 0
        ? t`Expires today`
        : t`${plural(days, { one: 'in # day', other: 'in # days' })}`;
  return (
    <Badge
      size="sm"
      color={EXPIRY[kind].color}
      variant={kind === 'expired' ? 'filled' : 'light'}
      style={{ textTransform: 'none', flexShrink: 0 }}
      data-testid={`expiry-${kind}`}
    >
      {text}
    </Badge>
  );
}

/**
 * How the rows are grouped: not at all, or by one column. An icon button with a menu, so the
 * toolbar keeps to one line; the grid's banner says what the rows are grouped by.
 */
export function GroupByControl({
  value,
  options,
  onChange,
}: {
  value: string | undefined;
  options: { value: string; label: string }[];
  onChange: (value: string | undefined) => void;
}) {
  const { t } = useLingui();
  const items = [{ value: undefined as string | undefined, label: t`No grouping` }, ...options];
  return (
    <Menu position="bottom-start" withinPortal>
      <Menu.Target>
        <Tooltip label={t`Group by`}>
          <ActionIcon
            variant={value ? 'light' : 'default'}
            size="lg"
            aria-label={t`Group by`}
            data-testid="group-by"
          >
            <IconStack2 size={18} aria-hidden />
          </ActionIcon>
        </Tooltip>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t`Group by`}</Menu.Label>
        {items.map((item) => (
          <Menu.Item
            key={item.value ?? ''}
            onClick={() => onChange(item.value)}
            leftSection={
              item.value === value ? <IconCheck size={14} aria-hidden /> : <span style={{ width: 14 }} />
            }
          >
            {item.label}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
