import '@mantine/dates/styles.css';
import { useLingui } from '@lingui/react/macro';
import { Button, Group, Popover, Stack, Text, UnstyledButton } from '@mantine/core';
import { DatePicker, type DatesRangeValue } from '@mantine/dates';
import { useMediaQuery } from '@mantine/hooks';
import { IconCalendarEvent, IconChevronDown } from '@tabler/icons-react';
import { useState } from 'react';
import { useFormat } from '../../i18n/useFormat';
import {
  firstAllowedDay,
  lastAllowedDay,
  MAX_PERIOD_DAYS,
  PERIOD_PRESETS,
  type Period,
  type PeriodPreset,
  parseDay,
  presetOf,
  presetPeriod,
  toDay,
} from './period';
import { usePresetLabels } from './usePresetLabels';

interface PeriodControlProps {
  /** The period shown; `null` for the open records ("active"), where the list has that call. */
  value: Period | null;
  onChange: (period: Period | null) => void;
  /** Offer "active" (the open records, whatever their dates) as the first choice. */
  activeLabel?: string;
}

/**
 * The period of a list: presets and a custom range on a calendar. A range cannot grow past
 * 366 days (the server's limit): once the first day is picked, days beyond it are disabled and the
 * control says why.
 */
export function PeriodControl({ value, onChange, activeLabel }: PeriodControlProps) {
  const { t } = useLingui();
  const format = useFormat();
  const labels = usePresetLabels();
  const wide = useMediaQuery('(min-width: 48em)');
  const [opened, setOpened] = useState(false);
  const [draft, setDraft] = useState<DatesRangeValue>([null, null]);
  const preset = value ? presetOf(value) : undefined;
  const range = value ? `${format.date(parseDay(value.from)!)} – ${format.date(parseDay(value.to)!)}` : '';
  const label = value === null ? activeLabel : preset ? labels[preset] : t`Custom range`;

  const choose = (period: Period | null) => {
    onChange(period);
    setOpened(false);
  };
  const pick = (next: DatesRangeValue) => {
    setDraft(next);
    const [start, end] = next;
    if (start && end) {
      choose({ from: toDay(start), to: toDay(end) });
      setDraft([null, null]);
    }
  };
  const [start] = draft;
  const current: DatesRangeValue = draft[0]
    ? draft
    : value
      ? [parseDay(value.from)!, parseDay(value.to)!]
      : [null, null];

  return (
    <Popover opened={opened} onChange={setOpened} position="bottom-start" shadow="md" trapFocus withinPortal>
      <Popover.Target>
        <Button
          variant="default"
          onClick={() => setOpened((o) => !o)}
          leftSection={<IconCalendarEvent size={16} aria-hidden />}
          rightSection={<IconChevronDown size={14} aria-hidden />}
          aria-label={t`Period: ${label} ${range}`}
          data-testid="period-control"
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
      </Popover.Target>
      <Popover.Dropdown p="sm">
        <Group align="flex-start" gap="md" wrap={wide ? 'nowrap' : 'wrap'}>
          <Stack gap={2} miw={170} role="listbox" aria-label={t`Periods`}>
            {activeLabel && (
              <PresetButton selected={value === null} onClick={() => choose(null)}>
                {activeLabel}
              </PresetButton>
            )}
            {PERIOD_PRESETS.map((key: PeriodPreset) => (
              <PresetButton key={key} selected={preset === key} onClick={() => choose(presetPeriod(key))}>
                {labels[key]}
              </PresetButton>
            ))}
          </Stack>
          <Stack gap={4}>
            <DatePicker
              type="range"
              value={current}
              onChange={pick}
              numberOfColumns={wide ? 2 : 1}
              minDate={start ? firstAllowedDay(start) : undefined}
              maxDate={start ? lastAllowedDay(start) : undefined}
              aria-label={t`Custom range`}
            />
            <Text size="xs" c={start ? 'blue' : 'dimmed'} maw={wide ? 520 : 260}>
              {start
                ? t`Now pick the last day. A period spans at most ${MAX_PERIOD_DAYS} days, so days further away are greyed out.`
                : t`Pick the first and the last day. A period spans at most ${MAX_PERIOD_DAYS} days.`}
            </Text>
          </Stack>
        </Group>
      </Popover.Dropdown>
    </Popover>
  );
}

function PresetButton({
  selected,
  onClick,
  children,
}: {
  selected: boolean;
  onClick: () => void;
  children: React.ReactNode;
}) {
  return (
    <UnstyledButton
      role="option"
      aria-selected={selected}
      onClick={onClick}
      px="sm"
      py={6}
      style={{
        borderRadius: 6,
        fontSize: 'var(--mantine-font-size-sm)',
        fontWeight: selected ? 600 : 400,
        background: selected ? 'var(--mantine-primary-color-light)' : undefined,
        color: selected ? 'var(--mantine-primary-color-light-color)' : undefined,
      }}
    >
      {children}
    </UnstyledButton>
  );
}
