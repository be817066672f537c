import '@mantine/dates/styles.css';
import { useLingui } from '@lingui/react/macro';
import { Stack, Text } from '@mantine/core';
import { DatePicker, DatesProvider, type DatesRangeValue, type DayOfWeek } from '@mantine/dates';
import { getLocaleFormat } from '../../i18n/format';
import { useLocale } from '../../i18n/LocaleProvider';
import { useDateLocale } from '../../i18n/useDateLocale';
import { firstAllowedDay, lastAllowedDay, MAX_PERIOD_DAYS } from './period';

// The period control's calendar, loaded when the control is first pointed at or opened: the calendar
// is a tenth of the JavaScript every list screen (and the monitor) would otherwise load up front. Its
// month and day names (dayjs' locale) and the locale's first day of the week come with it.

export interface CustomRangeProps {
  /** The range shown: the one being picked, else the current period. */
  value: DatesRangeValue;
  /** Two months side by side (wide screens) or one. */
  wide: boolean;
  onChange: (next: DatesRangeValue) => void;
}

export default function CustomRange({ value, wide, onChange }: CustomRangeProps) {
  const { t } = useLingui();
  const [start] = value;
  // Only a first day being picked limits the range (the value shown otherwise is the current period).
  const picking = start !== null && value[1] === null;
  const { dateLocale, formatLocale } = useLocale();
  const datesLocale = useDateLocale(dateLocale);
  const rules = getLocaleFormat(formatLocale);
  return (
    <DatesProvider
      settings={{
        locale: datesLocale,
        firstDayOfWeek: rules.firstDayOfWeek as DayOfWeek,
        weekendDays: rules.weekendDays as DayOfWeek[],
      }}
    >
      <Stack gap={4}>
        <DatePicker
          type="range"
          value={value}
          onChange={onChange}
          numberOfColumns={wide ? 2 : 1}
          minDate={picking ? firstAllowedDay(start) : undefined}
          maxDate={picking ? lastAllowedDay(start) : undefined}
          aria-label={t`Custom range`}
        />
        <Text size="xs" c={picking ? 'blue' : 'dimmed'} maw={wide ? 520 : 260}>
          {picking
            ? t`Now pick the last day. A period spans at most ${MAX_PERIOD_DAYS} days, so days further away are greyed out.`
            : t`Pick the first and the last day. A period spans at most ${MAX_PERIOD_DAYS} days.`}
        </Text>
      </Stack>
    </DatesProvider>
  );
}
