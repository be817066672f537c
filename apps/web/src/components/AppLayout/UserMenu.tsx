import type { Perfil } from '@extranet/sdk';
import { Trans, useLingui } from '@lingui/react/macro';
import { Avatar, Group, Menu, Text, UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconChevronDown, IconKey, IconLogout, IconUser } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { alerts } from '../../alerts/alerts';
import { useApi } from '../../api/ApiProvider';
import { signOut } from '../../session/session';
import { ChangePasswordModal } from './ChangePasswordModal';
import { ProfileModal } from './ProfileModal';

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase())
    .join('');

export function UserMenu({ profile }: { profile: Perfil }) {
  const { t } = useLingui();
  const api = useApi();
  const navigate = useNavigate();
  const [profileOpened, profileModal] = useDisclosure(false);
  const [passwordOpened, passwordModal] = useDisclosure(false);

  const logout = async () => {
    await signOut(api);
    // The info alert, then /login (the alert outlives the route change).
    alerts.info(t`LogOut successfully`);
    await navigate({ to: '/login', replace: true });
    api.queryClient.clear();
  };

  return (
    <>
      <Menu position="bottom-end" width={240} withinPortal>
        <Menu.Target>
          <UnstyledButton aria-label={t`User menu`} data-testid="user-menu">
            <Group gap={8} wrap="nowrap">
              <Avatar radius="xl" size={32} color="blue">
                {initials(profile.nombre)}
              </Avatar>
              <Text size="sm" fw={500} visibleFrom="sm" style={{ whiteSpace: 'nowrap' }}>
                {profile.nombre}
              </Text>
              <IconChevronDown size={14} aria-hidden />
            </Group>
          </UnstyledButton>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Label>
            {profile.usuario} · {profile.rol === 'Administrator' ? t`Administrator` : t`User`}
          </Menu.Label>
          <Menu.Item leftSection={<IconUser size={16} />} onClick={profileModal.open}>
            <Trans>Profile</Trans>
          </Menu.Item>
          <Menu.Item leftSection={<IconKey size={16} />} onClick={passwordModal.open}>
            <Trans>Change password</Trans>
          </Menu.Item>
          <Menu.Divider />
          <Menu.Item color="red" leftSection={<IconLogout size={16} />} onClick={() => void logout()}>
            <Trans>Log out</Trans>
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      <ProfileModal profile={profile} opened={profileOpened} onClose={profileModal.close} />
      <ChangePasswordModal usuario={profile.usuario} opened={passwordOpened} onClose={passwordModal.close} />
    </>
  );
}
