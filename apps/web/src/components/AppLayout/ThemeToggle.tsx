import { useLingui } from '@lingui/react/macro';
import { ActionIcon, Tooltip, useComputedColorScheme, useMantineColorScheme } from '@mantine/core';
import { IconMoon, IconSun } from '@tabler/icons-react';
import { alerts } from '../../alerts/alerts';

/** Light / dark, saved to the user's style on the server. */
export function ThemeToggle({ save }: { save: (patch: { tema: 'light' | 'dark' }) => Promise<unknown> }) {
  const { t } = useLingui();
  const { setColorScheme } = useMantineColorScheme();
  const current = useComputedColorScheme('light', { getInitialValueInEffect: false });
  const next = current === 'dark' ? 'light' : 'dark';
  const label = next === 'dark' ? t`Switch to dark theme` : t`Switch to light theme`;
  return (
    <Tooltip label={label}>
      <ActionIcon
        variant="default"
        size="lg"
        aria-label={label}
        data-theme={current}
        onClick={() => {
          setColorScheme(next);
          save({ tema: next }).catch(() =>
            alerts.warning(t`The theme changed on this device but could not be saved to your profile.`),
          );
        }}
      >
        {current === 'dark' ? <IconSun size={20} stroke={1.6} /> : <IconMoon size={20} stroke={1.6} />}
      </ActionIcon>
    </Tooltip>
  );
}
