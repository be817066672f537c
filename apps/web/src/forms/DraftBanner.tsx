import { Trans } from '@lingui/react/macro';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconRestore } from '@tabler/icons-react';
import { useFormat } from '../i18n/useFormat';
import type { Draft } from './drafts';

/**
 * "You have an unsent …, saved at …: Resume draft / Discard", above a form whose draft was found
 * (nothing while there is none). Resume hands the draft's values to the form; either choice settles
 * the draft so typing is saved again.
 */
export function DraftBanner<T>({
  title,
  draft,
  onResume,
  onDiscard,
}: {
  title: string;
  draft: { pending: Draft<T> | null; settle: (resume: boolean) => void };
  onResume: (values: T) => void;
  /** What else a discard does, such as emptying the form. */
  onDiscard?: () => void;
}) {
  const format = useFormat();
  const { pending } = draft;
  if (!pending) return null;
  return (
    <Alert color="blue" icon={<IconRestore size={18} />} title={title} data-testid="draft-banner">
      <Stack gap="xs">
        <Text size="sm">
          <Trans>Saved {format.dateTime(new Date(pending.savedAt))}. Resume it or start again?</Trans>
        </Text>
        <Group gap="xs">
          <Button
            size="xs"
            onClick={() => {
              onResume(pending.values);
              draft.settle(true);
            }}
          >
            <Trans>Resume draft</Trans>
          </Button>
          <Button
            size="xs"
            variant="default"
            onClick={() => {
              draft.settle(false);
              onDiscard?.();
            }}
          >
            <Trans>Discard</Trans>
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}
