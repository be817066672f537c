import type { Perfil } from '@extranet/sdk';
import { useLingui } from '@lingui/react/macro';
import { UnstyledButton } from '@mantine/core';
import { useRouterState } from '@tanstack/react-router';
import type { UiLocale } from '../../i18n/locales';
import { LanguageButton } from '../LanguageSwitch/LanguageButton';
import { Deferred, lazyComponent } from '../Lazy';
import { BellButton, withCount } from '../Notifications/BellButton';
import { useNotifications } from '../Notifications/useNotifications';
import { ThemeButton, type ThemeButtonProps } from './ThemeButton';
import { PREFERENCES_PARAM, UserMenuFace } from './UserMenuFace';

// The header's menus, popover and tooltip: drawn at once as their buttons, made whole a moment after
// the first paint (components/Lazy/Deferred), so `/` on a phone does not wait for their code.
const UserMenu = lazyComponent(() => import('./UserMenu').then((m) => m.UserMenu));
const NotificationBell = lazyComponent(() =>
  import('../Notifications/NotificationBell').then((m) => m.NotificationBell),
);
const LanguageMenu = lazyComponent(() =>
  import('../LanguageSwitch/LanguageMenu').then((m) => m.LanguageMenu),
);
const ThemeToggle = lazyComponent(() => import('./ThemeToggle').then((m) => m.ThemeToggle));

export function HeaderUserMenu({ profile }: { profile: Perfil }) {
  const { t } = useLingui();
  // An e-mail's preferences link (`?preferencias=`) is opened by the menu: drawn at once then.
  const fromEmail = useRouterState({
    select: (state) => new URLSearchParams(state.location.searchStr).has(PREFERENCES_PARAM),
  });
  return (
    <Deferred
      control={UserMenu}
      props={{ profile }}
      mount={fromEmail ? 'eager' : 'press'}
      placeholder={(press) => (
        <UnstyledButton aria-label={t`User menu`} data-testid="user-menu" onClick={press}>
          <UserMenuFace profile={profile} />
        </UnstyledButton>
      )}
    />
  );
}

export function HeaderBell() {
  // The count is there from the first paint: the look-alike reads the same query as the bell.
  const unread = useNotifications().notifications.data?.pages[0]?.noLeidas ?? 0;
  return (
    <Deferred
      control={NotificationBell}
      props={{}}
      placeholder={(press) => withCount(unread, <BellButton unread={unread} onClick={press} />)}
    />
  );
}

export function HeaderLanguage({ onChanged }: { onChanged: (locale: UiLocale) => void }) {
  return (
    <Deferred
      control={LanguageMenu}
      props={{ onChanged }}
      placeholder={(press) => <LanguageButton onClick={press} />}
    />
  );
}

/** The theme button works from the first paint; only its tooltip comes later. */
export function HeaderTheme(props: ThemeButtonProps) {
  return (
    <Deferred
      control={ThemeToggle}
      props={props}
      placeholder={() => <ThemeButton {...props} />}
      mount="near"
    />
  );
}
