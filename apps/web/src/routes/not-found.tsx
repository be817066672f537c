import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Text } from '@mantine/core';
import { IconMapPinOff } from '@tabler/icons-react';
import { createFileRoute, Link } from '@tanstack/react-router';
import { PublicPage } from '../components/PublicPage';

/** Not found (every unknown path redirects here). */
export const Route = createFileRoute('/not-found')({ component: NotFoundPage });

function NotFoundPage() {
  const { t } = useLingui();
  return (
    <PublicPage title={t`Page not found`} icon={<IconMapPinOff size={30} />} iconColor="gray">
      <Text>
        <Trans>
          The address you followed does not exist or has moved. Check it, or start again from the start page.
        </Trans>
      </Text>
      <Button component={Link} to="/">
        <Trans>Go to the start page</Trans>
      </Button>
    </PublicPage>
  );
}
