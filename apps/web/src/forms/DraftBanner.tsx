import { Trans } from '@lingui/react/macro';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconRestore } from '@tabler/icons-react';
import { useFormat } from '../i18n/useFormat';

/** "You have an unsent …, saved at …: Resume draft / Discard", above a form whose draft was found. */
export function DraftBanner({
  title,
  savedAt,
  onResume,
  onDiscard,
}: {
  title: string;
  /** When the draft was last changed (ms since 1970). */
  savedAt: number;
  onResume: () => void;
  onDiscard: () => void;
}) {
  const format = useFormat();
  return (
    <Alert color="blue" icon={<IconRestore size={18} />} title={title} data-testid="draft-banner">
      <Stack gap="xs">
        <Text size="sm">
          <Trans>Saved {format.dateTime(new Date(savedAt))}. Resume it or start again?</Trans>
        </Text>
        <Group gap="xs">
          <Button size="xs" onClick={onResume}>
            <Trans>Resume draft</Trans>
          </Button>
          <Button size="xs" variant="default" onClick={onDiscard}>
            <Trans>Discard</Trans>
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}
