import { useLingui } from '@lingui/react/macro';
import { Group, Popover, Skeleton, Stack, UnstyledButton } from '@mantine/core';
import type { DatesRangeValue } from '@mantine/dates';
import { useMediaQuery } from '@mantine/hooks';
import { lazy, Suspense, useState } from 'react';
import { useLocale } from '../../i18n/LocaleProvider';
import type { LocaleDataLanguage } from '../../i18n/locales';
import type { DeferredControlProps } from '../Lazy';
import { PeriodButton } from './PeriodButton';
import {
  PERIOD_PRESETS,
  type Period,
  type PeriodPreset,
  parseDay,
  presetOf,
  presetPeriod,
  toDay,
} from './period';
import { usePresetLabels } from './usePresetLabels';

const loadCustomRange = () => import('./CustomRange');
const CustomRange = lazy(loadCustomRange);
/** The calendar's code and its month names in the user's language, before the calendar opens. */
const preloadCalendar = (dateLocale: LocaleDataLanguage) => {
  void loadCustomRange();
  void import('../../i18n/dayjs-locales').then((m) => m.loadDateLocale(dateLocale)).catch(() => undefined);
};

export interface PeriodControlProps {
  /** The period shown; `null` for the open records ("active"), where the list has that call. */
  value: Period | null;
  onChange: (period: Period | null) => void;
  /** Offer "active" (the open records, whatever their dates) as the first choice. */
  activeLabel?: string;
}

/**
 * The period of a list (PeriodControl draws it): presets and a custom range on a calendar. A range cannot grow past
 * 366 days (the server's limit): once the first day is picked, days beyond it are disabled and the
 * control says why.
 */
export function PeriodPicker({
  value,
  onChange,
  activeLabel,
  initiallyOpened = false,
}: PeriodControlProps & DeferredControlProps) {
  const { t } = useLingui();
  const labels = usePresetLabels();
  const wide = useMediaQuery('(min-width: 48em)');
  const { dateLocale } = useLocale();
  const [opened, setOpened] = useState(initiallyOpened);
  const [draft, setDraft] = useState<DatesRangeValue>([null, null]);
  const preset = value ? presetOf(value) : undefined;

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
  const current: DatesRangeValue = draft[0]
    ? draft
    : value
      ? [parseDay(value.from)!, parseDay(value.to)!]
      : [null, null];

  return (
    <Popover opened={opened} onChange={setOpened} position="bottom-start" shadow="md" trapFocus withinPortal>
      <Popover.Target>
        <PeriodButton
          period={value}
          activeLabel={activeLabel}
          onClick={() => setOpened((o) => !o)}
          // The calendar's code starts loading as soon as the control is pointed at or focused.
          onPointerEnter={() => preloadCalendar(dateLocale)}
          onFocus={() => preloadCalendar(dateLocale)}
        />
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
          <Suspense fallback={<Skeleton width={wide ? 520 : 260} height={290} radius="md" />}>
            <CustomRange value={current} wide={wide ?? false} onChange={pick} />
          </Suspense>
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
