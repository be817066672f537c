import { useLingui } from '@lingui/react/macro';
import { ActionIcon, useComputedColorScheme, useMantineColorScheme } from '@mantine/core';
import { IconMoon, IconSun } from '@tabler/icons-react';
import type { ComponentPropsWithRef } from 'react';
import { alerts } from '../../alerts/alerts';

export type ThemeButtonProps = {
  save: (patch: { tema: 'light' | 'dark' }) => Promise<unknown>;
} & ComponentPropsWithRef<'button'>;

const useScheme = () => useComputedColorScheme('light', { getInitialValueInEffect: false });

/** What pressing the theme button does, in words. */
export function useThemeLabel() {
  const { t } = useLingui();
  return useScheme() === 'dark' ? t`Switch to light theme` : t`Switch to dark theme`;
}

/**
 * Light / dark, saved to the user's style on the server. Whole without its tooltip (ThemeToggle),
 * so the header can draw it before the tooltip's code has come.
 */
export function ThemeButton({ save, ...props }: ThemeButtonProps) {
  const { t } = useLingui();
  const { setColorScheme } = useMantineColorScheme();
  const current = useScheme();
  const next = current === 'dark' ? 'light' : 'dark';
  return (
    <ActionIcon
      variant="default"
      size="lg"
      aria-label={useThemeLabel()}
      data-theme={current}
      {...props}
      onClick={() => {
        setColorScheme(next);
        save({ tema: next }).catch(() =>
          alerts.warning(t`The theme changed on this device but could not be saved to your profile.`),
        );
      }}
    >
      {current === 'dark' ? <IconSun size={20} stroke={1.6} /> : <IconMoon size={20} stroke={1.6} />}
    </ActionIcon>
  );
}
