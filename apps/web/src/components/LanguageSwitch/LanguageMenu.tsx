import { useLingui } from '@lingui/react/macro';
import { Menu, Tooltip } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { UI_LOCALES, type UiLocale } from '../../i18n/locales';
import type { DeferredControlProps } from '../Lazy';
import { LanguageButton } from './LanguageButton';
import { LANGUAGE_NAMES, useSwitchLanguage } from './useSwitchLanguage';

/** The language icon of the signed-in header, with a menu of the languages. */
export function LanguageMenu({
  onChanged,
  initiallyOpened,
}: { onChanged?: (locale: UiLocale) => void } & DeferredControlProps) {
  const { t } = useLingui();
  const { locale, busy, choose } = useSwitchLanguage(onChanged);
  return (
    <Menu position="bottom-end" withinPortal defaultOpened={initiallyOpened}>
      <Menu.Target>
        <Tooltip label={t`Language`}>
          <LanguageButton loading={busy} />
        </Tooltip>
      </Menu.Target>
      <Menu.Dropdown>
        {UI_LOCALES.map((option) => (
          <Menu.Item
            key={option}
            lang={option}
            onClick={() => void choose(option)}
            rightSection={option === locale ? <IconCheck size={14} aria-hidden /> : null}
            aria-current={option === locale ? 'true' : undefined}
          >
            {LANGUAGE_NAMES[option]}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
