import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * Why a request form was not sent, with the reassurance that nothing typed is lost (nothing while
 * there is no failure). Words of the form's own ("The air waybill was not issued") replace the
 * request's.
 */
export function SendFailure({
  failure,
  title,
  children,
}: {
  failure: string | null;
  title?: string;
  /** What to do next, under the reason. */
  children?: ReactNode;
}) {
  const { t } = useLingui();
  if (!failure) return null;
  return (
    <Alert color="red" role="alert" title={title ?? t`The request was not sent`}>
      {failure}
      <Text size="sm" mt={4}>
        {children ?? <Trans>Everything you typed is still here; correct it and send again.</Trans>}
      </Text>
    </Alert>
  );
}
