import { Alert, Stack, type StackProps } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { FormEvent, ReactNode } from 'react';

/**
 * A form that never posts: `onSubmit` runs on its submit button and on Enter in a field (the
 * browser's own checks off, the form's words instead), with why the last attempt failed above the
 * fields.
 */
export function SubmitForm({
  onSubmit,
  failure,
  failureColor = 'red',
  gap = 'md',
  children,
}: {
  onSubmit: () => void;
  failure: string | null;
  /** `orange` for a failure that is nobody's fault (the server not answering). */
  failureColor?: string;
  gap?: StackProps['gap'];
  children: ReactNode;
}) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap={gap}>
        {failure && (
          <Alert color={failureColor} icon={<IconAlertTriangle />} role="alert">
            {failure}
          </Alert>
        )}
        {children}
      </Stack>
    </form>
  );
}
