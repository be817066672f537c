import { useLingui } from '@lingui/react/macro';
import { NavLink, Stack, Text } from '@mantine/core';
import { Link, useLocation } from '@tanstack/react-router';
import { AreaIcon } from '../AreaIcon';
import { isActivePath, type NavSection } from './nav-sections';

export function Navigation({ sections, onNavigate }: { sections: NavSection[]; onNavigate?: () => void }) {
  const { i18n, t } = useLingui();
  const pathname = useLocation({ select: (location) => location.pathname });
  return (
    <Stack gap="md" component="nav" aria-label={t`Areas`}>
      {sections.map((section) => (
        <Stack key={section.group} gap={2}>
          <Text size="xs" fw={700} c="dimmed" tt="uppercase" px="sm" component="h2" m={0}>
            {i18n._(section.title)}
          </Text>
          {section.areas.map((area) => (
            <NavLink
              key={area.path}
              renderRoot={(props) => <Link to={area.path} {...props} />}
              label={i18n._(area.title)}
              leftSection={<AreaIcon icon={area.icon} size={20} />}
              active={isActivePath(pathname, area.path)}
              onClick={onNavigate}
              data-path={area.path}
            />
          ))}
        </Stack>
      ))}
    </Stack>
  );
}
