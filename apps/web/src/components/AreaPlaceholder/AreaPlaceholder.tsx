import { type AreaPath, manifest } from '@extranet/routes-manifest';
import { Trans } from '@lingui/react/macro';
import { Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconTools } from '@tabler/icons-react';
import { AreaHeader } from '../AreaHeader';

/**
 * The honest state of an area whose screens are not built yet: its title and icon, and a plain
 * statement — no sample data.
 */
export function AreaPlaceholder({ path }: { path: AreaPath }) {
  const area = manifest.find((entry) => entry.path === path);
  if (!area) throw new Error(`AreaPlaceholder: '${path}' is not in the routes manifest`);
  return (
    <>
      <AreaHeader area={area} />
      <Paper withBorder radius="md" p="xl" data-testid="area-empty-state">
        <Stack align="center" gap="sm" py="xl" ta="center">
          <ThemeIcon size={64} radius="xl" variant="light" color="gray" aria-hidden>
            <IconTools size={34} stroke={1.5} />
          </ThemeIcon>
          <Title order={2} size="h3">
            <Trans>This area is being built</Trans>
          </Title>
          <Text c="dimmed" maw={520}>
            <Trans>
              Your account already has access to it. Its screens arrive in a coming release of the extranet;
              until then there is nothing to show here.
            </Trans>
          </Text>
        </Stack>
      </Paper>
    </>
  );
}
