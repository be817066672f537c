import { useLingui } from '@lingui/react/macro';
import { Button, Group } from '@mantine/core';
import { UI_LOCALES } from '../../i18n/locales';
import { LanguageIcon } from '../AreaIcon/app-icons';
import { LANGUAGE_NAMES, useSwitchLanguage } from './useSwitchLanguage';

/**
 * The language switch of the public pages: one button per language, no pop-up (keeps the floating UI
 * code out of /login's bundle). The signed-in header uses `LanguageMenu`.
 */
export function LanguageSwitch() {
  const { t } = useLingui();
  const { locale, busy, choose } = useSwitchLanguage();
  return (
    <Group gap={4} role="group" aria-label={t`Language`} wrap="nowrap">
      <LanguageIcon size={18} stroke={1.6} aria-hidden color="var(--mantine-color-dimmed)" />
      {UI_LOCALES.map((option) => (
        <Button
          key={option}
          size="compact-sm"
          variant={option === locale ? 'light' : 'subtle'}
          color={option === locale ? undefined : 'gray'}
          lang={option}
          aria-pressed={option === locale}
          disabled={busy}
          onClick={() => void choose(option)}
        >
          {LANGUAGE_NAMES[option]}
        </Button>
      ))}
    </Group>
  );
}
