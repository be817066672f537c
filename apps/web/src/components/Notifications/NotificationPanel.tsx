import type { Notificacion } from '@extranet/sdk';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  ActionIcon,
  Alert,
  Button,
  Group,
  Loader,
  ScrollArea,
  Stack,
  Text,
  ThemeIcon,
  Tooltip,
  UnstyledButton,
} from '@mantine/core';
import { IconArrowUp, IconBellOff, IconCheck, IconChecks } from '@tabler/icons-react';
import { useLocale } from '../../i18n/LocaleProvider';
import { useFormat } from '../../i18n/useFormat';
import { notificationText, relativeTime } from './notification-text';

export interface NotificationPanelProps {
  notifications: Notificacion[] | undefined;
  unread: number;
  loading: boolean;
  /** The last poll failed; what was listed before stays shown. */
  failed: boolean;
  onRetry: () => void;
  /** The user opens a notification's record (it is marked read). */
  onOpen: (notification: Notificacion) => void;
  onMarkRead: (ids: number[]) => void;
  onMarkAllRead: () => void;
  /** Notifications that arrived while the panel is open, held above the list until asked for. */
  waiting: number;
  onShowWaiting: () => void;
  /** There are older notifications than those listed. */
  hasOlder: boolean;
  loadingOlder: boolean;
  onShowOlder: () => void;
  /** The list's height: the popover's on a laptop, the drawer's on a phone. */
  height: number | string;
}

/**
 * The bell's list: newest first, unread marked, each with its record's link, older pages on request;
 * what arrives while it is open waits behind "n new"; empty and error states.
 */
export function NotificationPanel(props: NotificationPanelProps) {
  const { t } = useLingui();
  const { notifications, unread, loading, failed } = props;
  return (
    <Stack gap={0} data-testid="notification-panel">
      <Group justify="space-between" px="md" py="xs" wrap="nowrap">
        <Text fw={600} size="sm">
          {unread > 0 ? t`${unread} unread` : t`All read`}
        </Text>
        <Button
          size="compact-sm"
          variant="subtle"
          leftSection={<IconChecks size={16} aria-hidden />}
          disabled={unread === 0}
          onClick={props.onMarkAllRead}
        >
          {t`Mark all as read`}
        </Button>
      </Group>
      {failed && (
        <Alert color="red" variant="light" mx="md" mb="xs" p="xs" role="alert">
          <Group justify="space-between" gap="xs" wrap="nowrap">
            <Text size="sm">{t`Notifications could not be loaded.`}</Text>
            <Button size="compact-sm" variant="light" color="red" onClick={props.onRetry}>
              {t`Try again`}
            </Button>
          </Group>
        </Alert>
      )}
      {props.waiting > 0 && (
        <Button
          variant="light"
          size="compact-sm"
          mx="md"
          mb="xs"
          leftSection={<IconArrowUp size={14} aria-hidden />}
          onClick={props.onShowWaiting}
          data-testid="notifications-waiting"
        >
          {t`Show ${props.waiting} new`}
        </Button>
      )}
      {notifications === undefined ? (
        loading && (
          <Group justify="center" py="xl">
            <Loader size="sm" aria-label={t`Loading notifications`} />
          </Group>
        )
      ) : notifications.length === 0 ? (
        <Stack align="center" gap="xs" py="xl" px="md" ta="center" data-testid="notifications-empty">
          <ThemeIcon size={44} radius="xl" variant="light" color="gray" aria-hidden>
            <IconBellOff size={24} stroke={1.5} />
          </ThemeIcon>
          <Text fw={600}>
            <Trans>Nothing new</Trans>
          </Text>
          <Text size="sm" c="dimmed" maw={280}>
            <Trans>
              When a shipment departs, arrives or runs late, or an invoice falls due, you will read it here.
            </Trans>
          </Text>
        </Stack>
      ) : (
        <ScrollArea.Autosize mah={props.height} type="auto">
          <ul aria-label={t`Notifications`} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {notifications.map((notification) => (
              <NotificationItem
                key={notification.id}
                notification={notification}
                onOpen={props.onOpen}
                onMarkRead={props.onMarkRead}
              />
            ))}
          </ul>
          {props.hasOlder && (
            <Group
              justify="center"
              py="xs"
              style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}
            >
              <Button
                variant="subtle"
                size="compact-sm"
                loading={props.loadingOlder}
                onClick={props.onShowOlder}
              >
                {t`Show older`}
              </Button>
            </Group>
          )}
        </ScrollArea.Autosize>
      )}
    </Stack>
  );
}

function NotificationItem({
  notification,
  onOpen,
  onMarkRead,
}: {
  notification: Notificacion;
  onOpen: (notification: Notificacion) => void;
  onMarkRead: (ids: number[]) => void;
}) {
  const { i18n, t } = useLingui();
  const format = useFormat();
  // The words ("3 hours ago") follow the interface language, as the sentence does.
  const { locale } = useLocale();
  const text = notificationText(notification, i18n, format);
  const unread = !notification.leida;
  return (
    <li
      data-unread={unread || undefined}
      style={{
        borderTop: '1px solid var(--mantine-color-default-border)',
        background: unread ? 'var(--mantine-primary-color-light)' : undefined,
      }}
    >
      <Group gap={4} wrap="nowrap" align="flex-start" px="md" py="sm">
        <UnstyledButton
          component="a"
          href={notification.enlace}
          onClick={(event) => {
            // A plain click opens the record inside the app; a modified one (new tab) is the browser's.
            if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
            event.preventDefault();
            onOpen(notification);
          }}
          style={{ flex: 1, minWidth: 0 }}
        >
          <Text size="sm" fw={unread ? 600 : 400} style={{ overflowWrap: 'anywhere' }}>
            {text}
          </Text>
          <Text size="xs" c="dimmed" title={format.dateTime(notification.fecha)}>
            {relativeTime(notification.fecha, locale, format)}
          </Text>
        </UnstyledButton>
        {unread && (
          <Tooltip label={t`Mark as read`}>
            <ActionIcon
              variant="subtle"
              size="md"
              aria-label={t`Mark as read: ${text}`}
              onClick={() => onMarkRead([notification.id])}
            >
              <IconCheck size={16} />
            </ActionIcon>
          </Tooltip>
        )}
      </Group>
    </li>
  );
}
