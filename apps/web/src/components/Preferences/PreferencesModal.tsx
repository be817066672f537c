import '@mantine/core/styles/Tabs.css';
import { useLingui } from '@lingui/react/macro';
import { Button, Group, Modal, Tabs, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconBell, IconWebhook } from '@tabler/icons-react';
import { useCallback, useState } from 'react';
import { NotificationPreferences } from './NotificationPreferences';
import { Webhooks } from './Webhooks';

/**
 * Preferences, from the user menu: notifications (per event type and thresholds) and webhooks. Both
 * tabs stay mounted, so switching loses nothing typed; closing with unsaved changes asks first.
 */
export function PreferencesModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useLingui();
  const phone = useMediaQuery('(max-width: 48em)') ?? false;
  const [dirty, setDirty] = useState({ preferences: false, webhook: false });
  const [confirming, setConfirming] = useState(false);
  const onPreferencesDirty = useCallback(
    (value: boolean) => setDirty((current) => ({ ...current, preferences: value })),
    [],
  );
  const onWebhookDirty = useCallback(
    (value: boolean) => setDirty((current) => ({ ...current, webhook: value })),
    [],
  );
  const close = () => {
    setConfirming(false);
    setDirty({ preferences: false, webhook: false });
    onClose();
  };
  const requestClose = () => (dirty.preferences || dirty.webhook ? setConfirming(true) : close());

  return (
    <Modal
      opened={opened}
      onClose={requestClose}
      title={t`Preferences`}
      size="xl"
      fullScreen={phone}
      closeButtonProps={{ 'aria-label': t`Close` }}
    >
      {confirming && (
        <Group
          justify="flex-end"
          gap="xs"
          p="sm"
          mb="sm"
          role="alertdialog"
          aria-label={t`Unsaved changes`}
          style={{ border: '1px solid var(--mantine-color-orange-outline)', borderRadius: 8 }}
        >
          <Text size="sm" mr="auto">
            {t`You have changes that are not saved. Close without saving them?`}
          </Text>
          <Button size="compact-sm" variant="default" onClick={() => setConfirming(false)}>
            {t`Keep editing`}
          </Button>
          <Button size="compact-sm" color="red" onClick={close}>
            {t`Discard changes`}
          </Button>
        </Group>
      )}
      <Tabs defaultValue="notifications" keepMounted>
        <Tabs.List mb="md">
          <Tabs.Tab value="notifications" leftSection={<IconBell size={16} aria-hidden />}>
            {t`Notifications`}
          </Tabs.Tab>
          <Tabs.Tab value="webhooks" leftSection={<IconWebhook size={16} aria-hidden />}>
            {t`Webhooks`}
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="notifications">
          <NotificationPreferences onDirtyChange={onPreferencesDirty} />
        </Tabs.Panel>
        <Tabs.Panel value="webhooks">
          <Webhooks onDirtyChange={onWebhookDirty} />
        </Tabs.Panel>
      </Tabs>
    </Modal>
  );
}
