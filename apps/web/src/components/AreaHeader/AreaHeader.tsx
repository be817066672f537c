import type { Area } from '@extranet/routes-manifest';
import { useLingui } from '@lingui/react/macro';
import { Group, ThemeIcon, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { AreaIcon } from '../AreaIcon';

/** The heading of an area screen: its manifest icon and title, also the document title. */
export function AreaHeader({ area, actions }: { area: Area; actions?: ReactNode }) {
  const { i18n, t } = useLingui();
  const title = i18n._(area.title);
  useDocumentTitle(`${title} · ${t`Freight Extranet`}`);
  return (
    <Group justify="space-between" mb="lg" wrap="wrap">
      <Group gap="sm" wrap="nowrap">
        <ThemeIcon size={44} radius="md" variant="light" aria-hidden>
          <AreaIcon icon={area.icon} size={26} />
        </ThemeIcon>
        <Title order={1} size="h2">
          {title}
        </Title>
      </Group>
      {actions}
    </Group>
  );
}
