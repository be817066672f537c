import '@mantine/core/styles/Indicator.css';
import { useLingui } from '@lingui/react/macro';
import { ActionIcon, type ActionIconProps, Indicator } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import type { ComponentPropsWithRef, ReactNode } from 'react';

/** The header's bell button, named with the unread count (the panel's code is not needed to draw it). */
export function BellButton({
  unread,
  ...props
}: { unread: number } & ActionIconProps & ComponentPropsWithRef<'button'>) {
  const { t } = useLingui();
  return (
    <ActionIcon
      variant="default"
      size="lg"
      aria-label={unread > 0 ? t`Notifications: ${unread} unread` : t`Notifications`}
      data-testid="notification-bell"
      {...props}
    >
      <IconBell size={20} stroke={1.6} />
    </ActionIcon>
  );
}

/**
 * The unread count around the bell. It wraps the button; a popover's target is the button itself,
 * so the ARIA attributes the popover adds land on a button, where they are allowed, not on the count's div.
 */
export const withCount = (unread: number, target: ReactNode) => (
  <Indicator
    label={unread > 99 ? '99+' : unread}
    size={18}
    offset={4}
    color="red"
    disabled={unread === 0}
    data-testid="notification-count"
  >
    {target}
  </Indicator>
);
