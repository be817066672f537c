import '@mantine/core/styles/Tabs.css';
import { useLingui } from '@lingui/react/macro';
import { Tabs } from '@mantine/core';
import { IconKey, IconUsers } from '@tabler/icons-react';
import type { ReactNode } from 'react';

export type AdminTab = 'users' | 'integration-keys';

/**
 * The user-management screen's tabs: users, and the integration keys of the provider's systems.
 * A component of its own so that its styles load with the screen, not with the route's options.
 */
export function AdminTabs({
  tab,
  onChange,
  users,
  integrationKeys,
}: {
  tab: AdminTab;
  onChange: (tab: AdminTab) => void;
  users: ReactNode;
  integrationKeys: ReactNode;
}) {
  const { t } = useLingui();
  return (
    <Tabs
      value={tab}
      onChange={(next) => onChange(next === 'integration-keys' ? next : 'users')}
      keepMounted={false}
    >
      <Tabs.List mb="md">
        <Tabs.Tab value="users" leftSection={<IconUsers size={16} aria-hidden />}>
          {t`Users`}
        </Tabs.Tab>
        <Tabs.Tab value="integration-keys" leftSection={<IconKey size={16} aria-hidden />}>
          {t`Integration keys`}
        </Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="integration-keys">{integrationKeys}</Tabs.Panel>
      <Tabs.Panel value="users">{users}</Tabs.Panel>
    </Tabs>
  );
}
