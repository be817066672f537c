import { Tooltip } from '@mantine/core';
import { ThemeButton, type ThemeButtonProps, useThemeLabel } from './ThemeButton';

/** Light / dark, saved to the user's style on the server; named by a tooltip on hover. */
export function ThemeToggle(props: ThemeButtonProps) {
  return (
    <Tooltip label={useThemeLabel()}>
      <ThemeButton {...props} />
    </Tooltip>
  );
}
