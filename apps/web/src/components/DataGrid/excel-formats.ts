import type { LocaleFormat } from '../../i18n/format';

/** Excel's date and date-time format codes for the user's locale (order, separator, clock). */
export function excelFormats(rules: Pick<LocaleFormat, 'dateOrder' | 'dateSeparator' | 'hour12'>) {
  const parts = { D: 'dd', M: 'mm', Y: 'yyyy' } as const;
  const dateFormat = [...rules.dateOrder]
    .map((key) => parts[key as keyof typeof parts])
    .join(rules.dateSeparator);
  return { dateFormat, dateTimeFormat: `${dateFormat} ${rules.hour12 ? 'h:mm AM/PM' : 'hh:mm'}` };
}
