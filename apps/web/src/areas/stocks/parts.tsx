import type { UnidadMedida } from '@extranet/sdk';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Badge, Group, SegmentedControl, Text, type TextProps } from '@mantine/core';
import { useFormat } from '../../i18n/useFormat';
import { EXPIRY, UNIT } from './labels';
import { daysToExpiry, expiryClass, type PerUnit, unitsOf } from './stock-data';

/** A quantity with its unit: `1,200 units`, `35.5 kg`. */
export function useQuantityText() {
  const { i18n } = useLingui();
  const format = useFormat();
  return (quantity: number, unit: UnidadMedida, options: { sign?: boolean } = {}) => {
    const text = `${format.number(Math.abs(quantity), { maximumFractionDigits: 3 })} ${i18n._(UNIT[unit])}`;
    if (!options.sign || quantity === 0) return quantity < 0 ? `−${text}` : text;
    return quantity > 0 ? `+${text}` : `−${text}`;
  };
}

/** Quantities per unit side by side (`1,200 units · 35.5 kg`), never added together. */
export function UnitQuantities({ totals, ...props }: { totals: PerUnit } & TextProps) {
  const quantity = useQuantityText();
  const units = unitsOf(totals);
  if (units.length === 0) return null;
  return (
    <Text size="sm" {...props} data-testid="unit-quantities">
      {units.map((unit) => quantity(totals[unit]!, unit)).join(' · ')}
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

/** How the rows are grouped: not at all, by one column, or another. */
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
  return (
    <Group gap={6} wrap="nowrap">
      <Text size="sm" c="dimmed" component="span">
        {t`Group by`}
      </Text>
      <SegmentedControl
        size="sm"
        aria-label={t`Group by`}
        value={value ?? ''}
        onChange={(next) => onChange(next || undefined)}
        data={[{ value: '', label: t`None` }, ...options]}
        data-testid="group-by"
      />
    </Group>
  );
}
