import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Text } from '@mantine/core';
import { IconRefresh, IconServerOff } from '@tabler/icons-react';
import { createFileRoute, Link, useRouter } from '@tanstack/react-router';
import { PublicPage } from '../components/PublicPage';
import { safeReturnPath } from '../session/guard';

interface FromSearch {
  /** The page that failed, retried by "Try again". */
  from?: string;
}

/** Server error (a 5xx from any call lands here). */
export const Route = createFileRoute('/error')({
  validateSearch: (search: Record<string, unknown>): FromSearch =>
    typeof search.from === 'string' ? { from: search.from } : {},
  component: ErrorPage,
});

function ErrorPage() {
  const { t } = useLingui();
  const router = useRouter();
  const { from } = Route.useSearch();
  const retry = async () => {
    await router.invalidate();
    await router.navigate({ href: safeReturnPath(from, { allowLogin: true }), replace: true });
  };
  return (
    <PublicPage title={t`Something went wrong`} icon={<IconServerOff size={30} />} iconColor="red">
      <Text>
        <Trans>
          The server could not complete the request. The problem has been recorded; usually trying again in a
          moment works.
        </Trans>
      </Text>
      <Group>
        <Button leftSection={<IconRefresh size={16} />} onClick={() => void retry()}>
          <Trans>Try again</Trans>
        </Button>
        <Button component={Link} to="/" variant="default">
          <Trans>Go to the start page</Trans>
        </Button>
      </Group>
    </PublicPage>
  );
}
