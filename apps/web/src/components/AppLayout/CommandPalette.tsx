import { useLingui } from '@lingui/react/macro';
import { Spotlight, type SpotlightActionGroupData } from '@mantine/spotlight';
import { IconSearch } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { useMemo } from 'react';
import { AreaIcon } from '../AreaIcon';
import type { NavSection } from './nav-sections';

/** Ctrl/Cmd + K: jump to any area the user may open. */
export function CommandPalette({ sections }: { sections: NavSection[] }) {
  const { i18n, t } = useLingui();
  const navigate = useNavigate();
  const actions = useMemo<SpotlightActionGroupData[]>(
    () =>
      sections.map((section) => ({
        group: i18n._(section.title),
        actions: section.areas.map((area) => ({
          id: area.path,
          label: i18n._(area.title),
          description: area.path,
          keywords: [area.path.slice(1), area.title.message],
          leftSection: <AreaIcon icon={area.icon} size={22} />,
          onClick: () => void navigate({ to: area.path }),
        })),
      })),
    [sections, i18n, navigate],
  );
  return (
    <Spotlight
      actions={actions}
      shortcut={['mod + K']}
      nothingFound={t`No area matches your search`}
      highlightQuery
      scrollable
      maxHeight={420}
      searchProps={{ leftSection: <IconSearch size={18} stroke={1.6} />, placeholder: t`Go to an area…` }}
    />
  );
}
