import { useLingui } from '@lingui/react/macro';
import { Alert, Button } from '@mantine/core';

/**
 * A part of a screen whose data could not be loaded: what failed, in the alert's title, and a way to
 * ask again. The screen around it stays usable.
 */
export function LoadFailed({ title, onRetry }: { title: string; onRetry: () => unknown }) {
  const { t } = useLingui();
  return (
    <Alert color="red" role="alert" title={title}>
      <Button mt="xs" size="compact-sm" variant="light" color="red" onClick={() => void onRetry()}>
        {t`Try again`}
      </Button>
    </Alert>
  );
}
