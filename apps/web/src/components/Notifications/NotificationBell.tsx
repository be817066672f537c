import '@mantine/core/styles/Indicator.css';
import '@mantine/core/styles/Drawer.css';
import type { Notificacion } from '@extranet/sdk';
import { useLingui } from '@lingui/react/macro';
import { ActionIcon, Drawer, Indicator, Popover } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { IconBell } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { type ReactNode, useState } from 'react';
import { alerts } from '../../alerts/alerts';
import { errorText } from '../../forms/error-text';
import { NotificationPanel } from './NotificationPanel';
import { flatten, useNotifications } from './useNotifications';

/** The header's bell: the unread count, and the panel (a popover; a drawer on a phone). */
export function NotificationBell() {
  const { i18n, t } = useLingui();
  const navigate = useNavigate();
  const phone = useMediaQuery('(max-width: 48em)') ?? false;
  const { notifications, markRead } = useNotifications();
  const list = flatten(notifications.data);
  const unread = notifications.data?.pages[0]?.noLeidas ?? 0;
  // While the panel is open, what arrives waits above the list ("2 new") instead of pushing the
  // rows under the pointer down; `held` is the newest id listed when it opened.
  const [held, setHeld] = useState<number | null>(null);
  const newest = list?.[0]?.id ?? 0;
  const [opened, { toggle, close }] = useDisclosure(false, {
    onOpen: () => setHeld(list ? newest : null),
    onClose: () => setHeld(null),
  });
  if (opened && held === null && list) setHeld(newest);
  const shown = held === null ? list : list?.filter((n) => n.id <= held);

  const mark = (target: { ids: number[] } | { todas: true }) =>
    markRead.mutate(target, {
      onError: (error) =>
        alerts.error(t`The notifications could not be marked read. ${errorText(error, i18n)}`),
    });
  const open = (notification: Notificacion) => {
    close();
    if (!notification.leida) mark({ ids: [notification.id] });
    void navigate({ href: notification.enlace });
  };

  const label = unread > 0 ? t`Notifications: ${unread} unread` : t`Notifications`;
  const button = (
    <ActionIcon
      variant="default"
      size="lg"
      aria-label={label}
      aria-expanded={opened}
      aria-haspopup="dialog"
      onClick={toggle}
      data-testid="notification-bell"
    >
      <IconBell size={20} stroke={1.6} />
    </ActionIcon>
  );
  // The count wraps the button; the popover's target is the button itself, so the ARIA attributes
  // the popover adds land on a button, where they are allowed, not on the count's div.
  const withCount = (target: ReactNode) => (
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
  const panel = (height: number | string) => (
    <NotificationPanel
      notifications={shown}
      unread={unread}
      waiting={list && shown ? list.length - shown.length : 0}
      onShowWaiting={() => setHeld(newest)}
      hasOlder={notifications.hasNextPage}
      loadingOlder={notifications.isFetchingNextPage}
      onShowOlder={() => void notifications.fetchNextPage()}
      loading={notifications.isPending}
      failed={notifications.isError}
      onRetry={() => void notifications.refetch()}
      onOpen={open}
      onMarkRead={(ids) => mark({ ids })}
      onMarkAllRead={() => mark({ todas: true })}
      height={height}
    />
  );

  if (phone)
    return (
      <>
        {withCount(button)}
        <Drawer
          opened={opened}
          onClose={close}
          position="right"
          size="100%"
          title={t`Notifications`}
          closeButtonProps={{ 'aria-label': t`Close` }}
          styles={{ body: { padding: 0 } }}
        >
          {panel('calc(100dvh - 120px)')}
        </Drawer>
      </>
    );
  return (
    <Popover
      opened={opened}
      // Controlled: Escape and a click outside arrive as onChange(false).
      onChange={(next) => !next && close()}
      width={400}
      position="bottom-end"
      shadow="md"
      withinPortal
      trapFocus
      returnFocus
    >
      {withCount(<Popover.Target>{button}</Popover.Target>)}
      <Popover.Dropdown p={0} aria-label={t`Notifications`} role="dialog">
        {panel(480)}
      </Popover.Dropdown>
    </Popover>
  );
}
