import { useLingui } from '@lingui/react/macro';
import { Button, type ButtonProps, Text } from '@mantine/core';
import { IconCalendarEvent, IconChevronDown } from '@tabler/icons-react';
import type { ComponentPropsWithRef } from 'react';
import { useFormat } from '../../i18n/useFormat';
import { type Period, parseDay, presetOf } from './period';
import { usePresetLabels } from './usePresetLabels';

/** The period control's button: the preset's name (or "Custom range") and the days it spans. */
export function PeriodButton({
  period,
  activeLabel,
  ...props
}: { period: Period | null; activeLabel?: string } & ButtonProps & ComponentPropsWithRef<'button'>) {
  const { t } = useLingui();
  const format = useFormat();
  const labels = usePresetLabels();
  const preset = period ? presetOf(period) : undefined;
  const range = period ? `${format.date(parseDay(period.from)!)} – ${format.date(parseDay(period.to)!)}` : '';
  const label = period === null ? activeLabel : preset ? labels[preset] : t`Custom range`;
  return (
    <Button
      variant="default"
      leftSection={<IconCalendarEvent size={16} aria-hidden />}
      rightSection={<IconChevronDown size={14} aria-hidden />}
      aria-label={t`Period: ${label} ${range}`}
      data-testid="period-control"
      {...props}
    >
      <Text span size="sm" fw={500}>
        {label}
      </Text>
      {range && (
        <Text span size="sm" c="dimmed" ml={6} visibleFrom="sm">
          {range}
        </Text>
      )}
    </Button>
  );
}
