import './layout.css';
import { useLingui } from '@lingui/react/macro';
import {
  AppShell,
  Box,
  Burger,
  Group,
  Kbd,
  Text,
  UnstyledButton,
  useMantineColorScheme,
} from '@mantine/core';
import { useDisclosure, useHotkeys } from '@mantine/hooks';
import { spotlight } from '@mantine/spotlight';
import { IconSearch } from '@tabler/icons-react';
import { QueryClientProvider, useSuspenseQuery } from '@tanstack/react-query';
import { Outlet } from '@tanstack/react-router';
import { Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useApi } from '../../api/ApiProvider';
import { useLocale } from '../../i18n/LocaleProvider';
import { isUiLocale, LANGUAGE_KEY, type UiLocale } from '../../i18n/locales';
import { can } from '../../session/can';
import { profileQuery } from '../../session/session';
import { useRemoveShell } from '../../shell';
import { Brand } from '../Brand';
import { lazyComponent } from '../Lazy';
import { AccountSwitcher } from './AccountSwitcher';
import { HeaderBell, HeaderLanguage, HeaderTheme, HeaderUserMenu } from './HeaderControls';
import { Navigation } from './Navigation';
import { buildNavigation } from './nav-sections';
import { useSessionRenewal } from './useSessionRenewal';
import { useUserStyle } from './useUserStyle';

// Ctrl/Cmd + K's palette: its code (Mantine's Spotlight and the record search) comes on first use.
const CommandPalette = lazyComponent(() => import('./CommandPalette').then((m) => m.CommandPalette));

/** The palette's opener (the header's button and Ctrl/Cmd + K) and whether it has been mounted yet. */
function usePalette() {
  const [mounted, setMounted] = useState(false);
  // The store keeps `opened` until the palette mounts and reads it.
  const open = useCallback(() => {
    setMounted(true);
    spotlight.open();
  }, []);
  useHotkeys([['mod + K', open]]);
  return { mounted, open };
}

/**
 * The signed-in frame: the query cache for everything inside,
 * header, navigation from the manifest, the area.
 */
export function AppLayout() {
  const api = useApi();
  return (
    <QueryClientProvider client={api.queryClient}>
      <AppFrame />
    </QueryClientProvider>
  );
}

function AppFrame() {
  const { t } = useLingui();
  const api = useApi();
  const { data: profile } = useSuspenseQuery(profileQuery(api));
  const [opened, { toggle, close }] = useDisclosure(false);
  const { locale, setLocale } = useLocale();
  const { style, save } = useUserStyle();
  const saveLanguage = useCallback(
    (idioma: UiLocale) => void save({ idioma }).catch(() => undefined),
    [save],
  );
  const { setColorScheme } = useMantineColorScheme();
  useSessionRenewal(profile.usuario);
  useRemoveShell();
  const palette = usePalette();

  // The permissions entry was refreshed with this profile; the nav shows what the user may open.
  // biome-ignore lint/correctness/useExhaustiveDependencies: recompute when the profile changes
  const sections = useMemo(() => buildNavigation((flag) => can(flag).can), [profile]);

  // Read the saved style back once: theme always; language only if this browser has no choice of its own.
  const applied = useRef(false);
  useEffect(() => {
    if (!style || applied.current) return;
    applied.current = true;
    setColorScheme(style.tema);
    let stored: string | null = null;
    try {
      stored = localStorage.getItem(LANGUAGE_KEY);
    } catch {
      // storage blocked
    }
    if (!stored && isUiLocale(style.idioma) && style.idioma !== locale) void setLocale(style.idioma);
  }, [style, setColorScheme, locale, setLocale]);

  return (
    <>
      <AppShell
        header={{ height: 60 }}
        navbar={{ width: 290, breakpoint: 'sm', collapsed: { mobile: !opened } }}
        padding="lg"
      >
        <AppShell.Header>
          <Group h="100%" px="md" justify="space-between" wrap="nowrap">
            <Group gap="sm" wrap="nowrap">
              <Burger
                opened={opened}
                onClick={toggle}
                hiddenFrom="sm"
                size="sm"
                aria-label={t`Toggle navigation`}
              />
              <Brand />
            </Group>
            <Group gap="xs" wrap="nowrap">
              <Box visibleFrom="sm">
                <AccountSwitcher profile={profile} />
              </Box>
              <UnstyledButton
                onClick={palette.open}
                onPointerEnter={() => void CommandPalette.preload().catch(() => {})}
                aria-label={t`Go to an area`}
                visibleFrom="md"
                px="sm"
                py={6}
                style={{ border: '1px solid var(--mantine-color-default-border)', borderRadius: 8 }}
              >
                <Group gap="xs" wrap="nowrap">
                  <IconSearch size={16} stroke={1.6} aria-hidden />
                  <Text size="sm" c="dimmed">
                    {t`Go to…`}
                  </Text>
                  <Kbd size="xs">Ctrl + K</Kbd>
                </Group>
              </UnstyledButton>
              {/* On a phone these two live in the burger menu, so the user menu (and sign-out) fits. */}
              <Group gap="xs" wrap="nowrap" visibleFrom="sm">
                <HeaderLanguage onChanged={saveLanguage} />
                <HeaderTheme save={save} />
              </Group>
              <HeaderBell />
              <HeaderUserMenu profile={profile} />
            </Group>
          </Group>
        </AppShell.Header>
        <AppShell.Navbar p="sm">
          {/* The browser's own scrolling: Mantine's ScrollArea would bring floating-ui's whole module to `/`. */}
          <AppShell.Section grow className="nav-scroll">
            <Navigation sections={sections} onNavigate={close} />
          </AppShell.Section>
          <AppShell.Section
            hiddenFrom="sm"
            pt="sm"
            style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}
          >
            <Box mb="xs">
              <AccountSwitcher profile={profile} />
            </Box>
            <Group gap="xs">
              <HeaderLanguage onChanged={saveLanguage} />
              <HeaderTheme save={save} />
            </Group>
          </AppShell.Section>
        </AppShell.Navbar>
        <AppShell.Main>
          <Outlet />
        </AppShell.Main>
      </AppShell>
      {palette.mounted && (
        <Suspense fallback={null}>
          <CommandPalette sections={sections} />
        </Suspense>
      )}
    </>
  );
}
