import type { Perfil } from '@extranet/sdk';
import { Trans, useLingui } from '@lingui/react/macro';
import { Avatar, Box, Group, Menu, Text, UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconAdjustments, IconChevronDown, IconKey, IconLogout, IconUser } from '@tabler/icons-react';
import { useNavigate, useRouter, useRouterState } from '@tanstack/react-router';
import { useEffect } from 'react';
import { alerts } from '../../alerts/alerts';
import { useApi } from '../../api/ApiProvider';
import { signOut } from '../../session/session';
import { PreferencesModal } from '../Preferences';
import { ChangePasswordModal } from './ChangePasswordModal';
import { ProfileModal } from './ProfileModal';

/** The mark of the server's e-mails' "preferences" link (`/?preferencias=notificaciones`). */
const PREFERENCES_PARAM = 'preferencias';

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
  const [preferencesOpened, preferencesModal] = useDisclosure(false);
  const router = useRouter();
  const searchStr = useRouterState({ select: (state) => state.location.searchStr });

  // An e-mail's preferences link opens them here; its mark then leaves the address, so a reload or
  // Back does not open them again.
  useEffect(() => {
    const search = new URLSearchParams(searchStr);
    if (!search.has(PREFERENCES_PARAM)) return;
    preferencesModal.open();
    search.delete(PREFERENCES_PARAM);
    const rest = search.toString();
    router.history.replace(`${router.state.location.pathname}${rest ? `?${rest}` : ''}`);
  }, [searchStr, router, preferencesModal]);

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
              {/* On a phone the avatar alone: the header has no room to spare. */}
              <Box visibleFrom="sm" display="flex">
                <IconChevronDown size={14} aria-hidden />
              </Box>
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
          <Menu.Item leftSection={<IconAdjustments size={16} />} onClick={preferencesModal.open}>
            <Trans>Preferences</Trans>
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
      {/* Mounted while open only: its calls wait until the user asks for it. */}
      {preferencesOpened && <PreferencesModal opened onClose={preferencesModal.close} />}
      <ChangePasswordModal usuario={profile.usuario} opened={passwordOpened} onClose={passwordModal.close} />
    </>
  );
}
