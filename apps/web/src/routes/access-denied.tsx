import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Text } from '@mantine/core';
import { IconBan } from '@tabler/icons-react';
import { createFileRoute, Link, useNavigate } from '@tanstack/react-router';
import { useApiLoader } from '../api/ApiProvider';
import { PublicPage } from '../components/PublicPage';
import { signOut } from '../session/session';

/** Access denied (a 403 from any call lands here). */
export const Route = createFileRoute('/access-denied')({ component: AccessDeniedPage });

function AccessDeniedPage() {
  const { t } = useLingui();
  const apiLoader = useApiLoader();
  const navigate = useNavigate();
  const switchAccount = async () => {
    const api = await apiLoader.load();
    await signOut(api);
    await navigate({ to: '/login' });
    api.queryClient.clear();
  };
  return (
    <PublicPage title={t`Access denied`} icon={<IconBan size={30} />} iconColor="red">
      <Text>
        <Trans>
          Your account does not have permission for what you tried to open. If you need it, ask your
          administrator to extend your role.
        </Trans>
      </Text>
      <Group>
        <Button component={Link} to="/">
          <Trans>Go to the start page</Trans>
        </Button>
        <Button variant="default" onClick={() => void switchAccount()}>
          <Trans>Sign in with another account</Trans>
        </Button>
      </Group>
    </PublicPage>
  );
}
