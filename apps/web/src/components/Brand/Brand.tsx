import { Trans } from '@lingui/react/macro';
import { Group, Text, ThemeIcon } from '@mantine/core';
import { BrandIcon } from '../AreaIcon/app-icons';

export function Brand() {
  return (
    <Group gap="xs" wrap="nowrap">
      <ThemeIcon variant="light" size="lg" radius="md" aria-hidden>
        <BrandIcon size={22} stroke={1.6} />
      </ThemeIcon>
      <Text fw={700} size="lg" style={{ whiteSpace: 'nowrap' }}>
        <Trans>Freight Extranet</Trans>
      </Text>
    </Group>
  );
}
