import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Loader, Text } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { createFileRoute, useRouter } from '@tanstack/react-router';
import { useCallback, useEffect, useRef, useState } from 'react';
import { NoConnectionIcon } from '../components/AreaIcon/app-icons';
import { PROBE_INTERVAL_MS, probeServer } from '../components/Connectivity';
import { PublicPage } from '../components/PublicPage';
import { safeReturnPath } from '../session/guard';

interface FromSearch {
  /** Where the user was; they go back there by themselves when the network returns. */
  from?: string;
}

/** No connection. */
export const Route = createFileRoute('/no-connection')({
  validateSearch: (search: Record<string, unknown>): FromSearch =>
    typeof search.from === 'string' ? { from: search.from } : {},
  component: NoConnectionPage,
});

// Exported so the router plugin keeps it in the main bundle: this page must render while offline,
// when no further chunk can be fetched.
export function NoConnectionPage() {
  const { t } = useLingui();
  const router = useRouter();
  const { from } = Route.useSearch();
  const [checking, setChecking] = useState(false);
  const leaving = useRef(false);

  const check = useCallback(async () => {
    if (leaving.current) return;
    setChecking(true);
    const back = await probeServer();
    setChecking(false);
    if (back && !leaving.current) {
      leaving.current = true;
      await router.invalidate();
      await router.navigate({ href: safeReturnPath(from, { allowLogin: true }), replace: true });
    }
  }, [from, router]);

  useEffect(() => {
    const onOnline = () => void check();
    window.addEventListener('online', onOnline);
    const timer = setInterval(() => {
      if (navigator.onLine) void check();
    }, PROBE_INTERVAL_MS);
    return () => {
      window.removeEventListener('online', onOnline);
      clearInterval(timer);
    };
  }, [check]);

  return (
    <PublicPage title={t`No connection`} icon={<NoConnectionIcon size={30} />} iconColor="orange">
      <Text>
        <Trans>
          Your device is offline or the server cannot be reached. As soon as the connection is back, you
          return to where you were.
        </Trans>
      </Text>
      <Group gap="xs" c="dimmed" role="status">
        <Loader size="xs" type="dots" />
        <Text size="sm">
          <Trans>Waiting for the connection…</Trans>
        </Text>
      </Group>
      <Group>
        <Button
          leftSection={<IconRefresh size={16} />}
          variant="light"
          loading={checking}
          onClick={() => void check()}
        >
          <Trans>Try again now</Trans>
        </Button>
      </Group>
    </PublicPage>
  );
}
