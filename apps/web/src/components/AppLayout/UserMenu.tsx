import type { Perfil } from '@extranet/sdk';
import { Trans, useLingui } from '@lingui/react/macro';
import { Menu, UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconAdjustments, IconKey, IconLogout, IconUser } from '@tabler/icons-react';
import { useNavigate, useRouter, useRouterState } from '@tanstack/react-router';
import { Suspense, useEffect } from 'react';
import { alerts } from '../../alerts/alerts';
import { useApi } from '../../api/ApiProvider';
import { signOut } from '../../session/session';
import { type DeferredControlProps, lazyComponent } from '../Lazy';
import { PREFERENCES_PARAM, UserMenuFace } from './UserMenuFace';

// The menu's dialogs come with their own code when first opened (downloads start as the menu opens).
const ProfileModal = lazyComponent(() => import('./ProfileModal').then((m) => m.ProfileModal));
const ChangePasswordModal = lazyComponent(() =>
  import('./ChangePasswordModal').then((m) => m.ChangePasswordModal),
);
const PreferencesModal = lazyComponent(() => import('../Preferences').then((m) => m.PreferencesModal));
const preloadDialogs = () =>
  Promise.all([ProfileModal.preload(), ChangePasswordModal.preload(), PreferencesModal.preload()]);

export function UserMenu({ profile, initiallyOpened }: { profile: Perfil } & DeferredControlProps) {
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
      <Menu
        defaultOpened={initiallyOpened}
        position="bottom-end"
        width={240}
        withinPortal
        onOpen={() => void preloadDialogs().catch(() => {})}
      >
        <Menu.Target>
          <UnstyledButton aria-label={t`User menu`} data-testid="user-menu">
            <UserMenuFace profile={profile} />
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
      {/* Mounted while open only: their code and calls wait until the user asks for them. */}
      <Suspense fallback={null}>
        {profileOpened && <ProfileModal profile={profile} opened onClose={profileModal.close} />}
        {preferencesOpened && <PreferencesModal opened onClose={preferencesModal.close} />}
        {passwordOpened && (
          <ChangePasswordModal usuario={profile.usuario} opened onClose={passwordModal.close} />
        )}
      </Suspense>
    </>
  );
}
