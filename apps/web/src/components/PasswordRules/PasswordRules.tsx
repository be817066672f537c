import { Trans } from '@lingui/react/macro';
import { Text } from '@mantine/core';

export const MIN_PASSWORD_LENGTH = 8;
export const MAX_PASSWORD_LENGTH = 128;

/** What is wrong with a new password and its repetition, if anything. */
export function passwordProblem(password: string, repeated: string): 'length' | 'mismatch' | null {
  if (password.length < MIN_PASSWORD_LENGTH || password.length > MAX_PASSWORD_LENGTH) return 'length';
  if (password !== repeated) return 'mismatch';
  return null;
}

export function PasswordRules() {
  return (
    <Text size="xs" c="dimmed">
      <Trans>
        At least 8 characters. Long phrases are stronger than short, complex words; common passwords are
        refused.
      </Trans>
    </Text>
  );
}
