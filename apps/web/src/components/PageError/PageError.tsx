import { Trans } from '@lingui/react/macro';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconRefresh } from '@tabler/icons-react';
import { type ErrorComponentProps, useRouter } from '@tanstack/react-router';

/** A route failed to load or render (errors the API error routing did not already take elsewhere). */
export function PageError({ error, reset }: ErrorComponentProps) {
  const router = useRouter();
  return (
    <Stack p="lg" maw={640}>
      <Alert color="red" icon={<IconAlertTriangle />} title={<Trans>This page could not be shown</Trans>}>
        <Text size="sm">
          <Trans>
            Something went wrong while loading it. Try again; if it keeps failing, tell your contact.
          </Trans>
        </Text>
        {import.meta.env.DEV && (
          <Text size="xs" c="dimmed" mt="xs" ff="monospace">
            {error instanceof Error ? error.message : String(error)}
          </Text>
        )}
      </Alert>
      <Group>
        <Button
          leftSection={<IconRefresh size={16} />}
          onClick={() => {
            reset();
            void router.invalidate();
          }}
        >
          <Trans>Try again</Trans>
        </Button>
      </Group>
    </Stack>
  );
}
