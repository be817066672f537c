import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { alerts } from '../../alerts/alerts';
import { useLocale } from '../../i18n/LocaleProvider';
import type { UiLocale } from '../../i18n/locales';

/** Language names in their own language: they are never translated. */
export const LANGUAGE_NAMES: Readonly<Record<UiLocale, string>> = { en: 'English', es: 'Español' };

/** Switch the interface language (fetching its catalog); `onChanged` runs once it is active. */
export function useSwitchLanguage(onChanged?: (locale: UiLocale) => void) {
  const { t } = useLingui();
  const { locale, setLocale } = useLocale();
  const [busy, setBusy] = useState(false);
  const choose = async (next: UiLocale) => {
    if (next === locale) return;
    setBusy(true);
    try {
      await setLocale(next);
      onChanged?.(next);
    } catch {
      alerts.error(t`The language could not be changed. Check your connection and try again.`);
    } finally {
      setBusy(false);
    }
  };
  return { locale, busy, choose };
}
