import type { UsuarioRecuperacion } from '@extranet/sdk';
import { ExtranetHttpError } from '@extranet/sdk';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Anchor, Button, Loader, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconKey } from '@tabler/icons-react';
import { createFileRoute, Link, useNavigate } from '@tanstack/react-router';
import { type FormEvent, useCallback, useEffect, useState } from 'react';
import { alerts } from '../alerts/alerts';
import { useApiLoader } from '../api/ApiProvider';
import { isServerDown } from '../api/errors';
import { NewPasswordFields, passwordProblem } from '../components/PasswordRules';
import { PublicPage } from '../components/PublicPage';

interface ResetSearch {
  token?: string;
}

/** Reset the password from the e-mailed link `/reset-password?token=…`. */
export const Route = createFileRoute('/reset-password')({
  validateSearch: (search: Record<string, unknown>): ResetSearch =>
    typeof search.token === 'string' ? { token: search.token } : {},
  component: ResetPasswordPage,
});

function ResetPasswordPage() {
  const { t } = useLingui();
  const { token } = Route.useSearch();
  const check = useRecoveryToken(token);

  if (!token || (check.error && !isServerDown(check.error))) {
    return (
      <PublicPage
        title={t`This link does not work`}
        icon={<IconAlertTriangle size={30} />}
        iconColor="orange"
      >
        <Text>
          <Trans>
            The link is incomplete, has expired or was already used. Links to reset a password work once and
            for 30 minutes.
          </Trans>
        </Text>
        <Button component={Link} to="/recuperarcontrasena">
          <Trans>Request a new link</Trans>
        </Button>
      </PublicPage>
    );
  }
  if (check.error) {
    return (
      <PublicPage title={t`Reset your password`} icon={<IconKey size={30} />}>
        <Alert color="orange" icon={<IconAlertTriangle />} role="alert">
          <Trans>The server is not responding. Try again in a few minutes.</Trans>
        </Alert>
        <Button onClick={check.refetch} variant="light">
          <Trans>Try again</Trans>
        </Button>
      </PublicPage>
    );
  }
  if (!check.data) {
    return (
      <PublicPage title={t`Reset your password`} icon={<IconKey size={30} />}>
        <Loader type="dots" aria-label={t`Checking the link`} />
      </PublicPage>
    );
  }
  return <NewPasswordForm token={token} usuario={check.data.usuario} nombre={check.data.nombre} />;
}

/** Who the link's token belongs to (ObtenerUsuarioCodigoRecuperacion), checked once per token. */
function useRecoveryToken(token: string | undefined) {
  const apiLoader = useApiLoader();
  const [state, setState] = useState<{ data?: UsuarioRecuperacion; error?: unknown }>({});
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!token || attempt < 0) return;
    let current = true;
    setState({});
    apiLoader
      .load()
      .then((api) => api.client.validacion.obtenerUsuarioCodigoRecuperacion({ token }))
      .then(
        (data) => current && setState({ data }),
        (error: unknown) => current && setState({ error }),
      );
    return () => {
      current = false;
    };
  }, [apiLoader, token, attempt]);
  const refetch = useCallback(() => setAttempt((count) => count + 1), []);
  return { ...state, refetch };
}

function NewPasswordForm({ token, usuario, nombre }: { token: string; usuario: string; nombre: string }) {
  const { t } = useLingui();
  const apiLoader = useApiLoader();
  const navigate = useNavigate();
  const [claveNueva, setClaveNueva] = useState('');
  const [confirmacion, setConfirmacion] = useState('');
  const [shown, setShown] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const problem = passwordProblem(claveNueva, confirmacion);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setShown(true);
    if (problem) return;
    setSubmitting(true);
    setFailure(null);
    try {
      const api = await apiLoader.load();
      await api.client.validacion.cambiarContrasena({ body: { token, claveNueva } });
      alerts.success(t`Your password has been changed. Sign in with the new one.`);
      await navigate({ to: '/login', replace: true });
    } catch (error) {
      if (isServerDown(error)) setFailure(t`The server is not responding. Try again in a few minutes.`);
      else if (error instanceof ExtranetHttpError && error.status === 400) {
        setFailure(t`This password is not accepted (${error.message}). Choose a longer, less common one.`);
      } else setFailure(t`The link has expired or was already used. Request a new one.`);
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <PublicPage
      title={t`Reset your password`}
      description={
        <Trans>
          Choose a new password for {nombre} ({usuario}).
        </Trans>
      }
      icon={<IconKey size={30} />}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          {failure && (
            <Alert color="red" icon={<IconAlertTriangle />} role="alert">
              {failure}
            </Alert>
          )}
          <NewPasswordFields
            value={claveNueva}
            repeated={confirmacion}
            onChange={setClaveNueva}
            onRepeatedChange={setConfirmacion}
            showErrors={shown}
          />
          <Button type="submit" loading={submitting}>
            <Trans>Save the new password</Trans>
          </Button>
          <Anchor component={Link} to="/login" size="sm" ta="center">
            <Trans>Back to sign in</Trans>
          </Anchor>
        </Stack>
      </form>
    </PublicPage>
  );
}
