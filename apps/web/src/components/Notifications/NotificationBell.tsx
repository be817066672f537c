import '@mantine/core/styles/Drawer.css';
import type { Notificacion } from '@extranet/sdk';
import { useLingui } from '@lingui/react/macro';
import { Center, Drawer, Loader, Popover } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { useNavigate } from '@tanstack/react-router';
import { Suspense, useState } from 'react';
import { alerts } from '../../alerts/alerts';
import { errorText } from '../../forms/error-text';
import { type DeferredControlProps, lazyComponent } from '../Lazy';
import { BellButton, withCount } from './BellButton';
import { flatten, useNotifications } from './useNotifications';

// The list's code comes when the bell is first pointed at, focused or opened; the count is drawn at once.
const NotificationPanel = lazyComponent(() => import('./NotificationPanel').then((m) => m.NotificationPanel));
const preloadPanel = () => void NotificationPanel.preload().catch(() => {});

/** The header's bell: the unread count, and the panel (a popover; a drawer on a phone). */
export function NotificationBell({ initiallyOpened = false }: DeferredControlProps) {
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
  const [opened, { toggle, close }] = useDisclosure(initiallyOpened, {
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

  const button = (
    <BellButton
      unread={unread}
      aria-expanded={opened}
      aria-haspopup="dialog"
      onClick={toggle}
      onPointerEnter={preloadPanel}
      onFocus={preloadPanel}
    />
  );
  const panel = (height: number | string) => (
    <Suspense
      fallback={
        <Center h={height}>
          <Loader size="sm" aria-label={t`Loading notifications`} />
        </Center>
      }
    >
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
    </Suspense>
  );

  if (phone)
    return (
      <>
        {withCount(unread, button)}
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
      {withCount(unread, <Popover.Target>{button}</Popover.Target>)}
      <Popover.Dropdown p={0} aria-label={t`Notifications`} role="dialog">
        {panel(480)}
      </Popover.Dropdown>
    </Popover>
  );
}
