import { useLingui } from '@lingui/react/macro';
import type { PeriodPreset } from './period';

/** The presets' names in the interface language. */
export function usePresetLabels(): Record<PeriodPreset, string> {
  const { t } = useLingui();
  return {
    '7d': t`Last 7 days`,
    '30d': t`Last 30 days`,
    '90d': t`Last 90 days`,
    thisMonth: t`This month`,
    lastMonth: t`Last month`,
    thisYear: t`This year`,
  };
}
