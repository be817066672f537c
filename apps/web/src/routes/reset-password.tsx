import { ApiError } from '@extranet/sdk';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Loader, Text } from '@mantine/core';
import { IconAlertTriangle, IconKey } from '@tabler/icons-react';
import { createFileRoute, Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { alerts } from '../alerts/alerts';
import { useApiLoader } from '../api/ApiProvider';
import { isServerDown } from '../api/errors';
import { usePublicCall } from '../api/usePublicCall';
import { NewPasswordFields, useNewPassword, usePasswordRefusal } from '../components/PasswordRules';
import { BackToSignIn, PublicPage } from '../components/PublicPage';
import { SubmitForm } from '../forms/SubmitForm';

interface ResetSearch {
  token?: string;
  /** The link came in an invitation (a new account, an approved access request), not a reset. */
  invitation?: boolean;
}

/**
 * Choose a password from an e-mailed link: `/reset-password?token=…` (recovery) or
 * `…&invitation=1` (a new user's invitation: same single-use token, other words).
 */
export const Route = createFileRoute('/reset-password')({
  validateSearch: (search: Record<string, unknown>): ResetSearch => ({
    ...(typeof search.token === 'string' ? { token: search.token } : {}),
    ...(search.invitation === 1 || search.invitation === '1' || search.invitation === true
      ? { invitation: true }
      : {}),
  }),
  component: ResetPasswordPage,
});

/** Why a link does not work, from the server's code: already used, expired, or unknown. */
type LinkProblem = 'used' | 'expired' | 'invalid';

const linkProblem = (error: unknown): LinkProblem =>
  error instanceof ApiError && error.code === 'RECOVERY_TOKEN_USED'
    ? 'used'
    : error instanceof ApiError && error.code === 'RECOVERY_TOKEN_EXPIRED'
      ? 'expired'
      : 'invalid';

function BrokenLink({ problem, invitation }: { problem: LinkProblem; invitation: boolean }) {
  const { t } = useLingui();
  const title =
    problem === 'used'
      ? t`This link was already used`
      : problem === 'expired'
        ? t`This link has expired`
        : t`This link does not work`;
  return (
    <PublicPage title={title} icon={<IconAlertTriangle size={30} />} iconColor="orange">
      <Text>
        {problem === 'used' ? (
          <Trans>
            Each link works once. If you chose your password with it, sign in with that password; if you have
            forgotten it, request a new link.
          </Trans>
        ) : problem === 'expired' ? (
          invitation ? (
            <Trans>
              Invitations work for 72 hours. Request a new link with your e-mail address: your account is
              ready, you only need to choose a password.
            </Trans>
          ) : (
            <Trans>Links to reset a password work for 30 minutes. Request a new one.</Trans>
          )
        ) : (
          <Trans>
            The link is incomplete or not valid. Copy the whole link from the e-mail, or request a new one.
          </Trans>
        )}
      </Text>
      {problem === 'used' && (
        <Button component={Link} to="/login" variant="light">
          <Trans>Sign in</Trans>
        </Button>
      )}
      <Button component={Link} to="/recuperarcontrasena">
        <Trans>Request a new link</Trans>
      </Button>
    </PublicPage>
  );
}

function ResetPasswordPage() {
  const { t } = useLingui();
  const { token, invitation = false } = Route.useSearch();
  const check = useRecoveryToken(token);
  const pageTitle = invitation ? t`Choose your password` : t`Reset your password`;

  if (!token) return <BrokenLink problem="invalid" invitation={invitation} />;
  if (check.error && !isServerDown(check.error))
    return <BrokenLink problem={linkProblem(check.error)} invitation={invitation} />;
  if (check.error) {
    return (
      <PublicPage title={pageTitle} icon={<IconKey size={30} />}>
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
      <PublicPage title={pageTitle} icon={<IconKey size={30} />}>
        <Loader type="dots" aria-label={t`Checking the link`} />
      </PublicPage>
    );
  }
  return (
    <NewPasswordForm
      token={token}
      usuario={check.data.usuario}
      nombre={check.data.nombre}
      invitation={invitation}
    />
  );
}

/** Who the link's token belongs to (ObtenerUsuarioCodigoRecuperacion), checked once per token. */
const useRecoveryToken = (token: string | undefined) =>
  usePublicCall(token, (api) => api.client.validacion.obtenerUsuarioCodigoRecuperacion({ token: token! }));

function NewPasswordForm({
  token,
  usuario,
  nombre,
  invitation,
}: {
  token: string;
  usuario: string;
  nombre: string;
  invitation: boolean;
}) {
  const { t } = useLingui();
  const apiLoader = useApiLoader();
  const navigate = useNavigate();
  const refusal = usePasswordRefusal();
  const password = useNewPassword();
  const [failure, setFailure] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [broken, setBroken] = useState<LinkProblem | null>(null);

  const submit = async () => {
    password.showErrors();
    if (password.problem) return;
    setSubmitting(true);
    setFailure(null);
    try {
      const api = await apiLoader.load();
      await api.client.validacion.cambiarContrasena({ body: { token, claveNueva: password.value } });
      alerts.success(
        invitation
          ? t`Your password is set. Sign in with your user name ${usuario}.`
          : t`Your password has been changed. Sign in with the new one.`,
      );
      await navigate({ to: '/login', search: { usuario }, replace: true });
    } catch (error) {
      const refused = refusal(error);
      if (isServerDown(error)) setFailure(t`The server is not responding. Try again in a few minutes.`);
      else if (refused) setFailure(refused);
      else setBroken(linkProblem(error));
    } finally {
      setSubmitting(false);
    }
  };

  if (broken) return <BrokenLink problem={broken} invitation={invitation} />;

  return (
    <PublicPage
      title={invitation ? t`Choose your password` : t`Reset your password`}
      description={
        invitation ? (
          <Trans>
            Welcome, {nombre}. Your user name is {usuario}; choose the password you will sign in with.
          </Trans>
        ) : (
          <Trans>
            Choose a new password for {nombre} ({usuario}).
          </Trans>
        )
      }
      icon={<IconKey size={30} />}
    >
      <SubmitForm onSubmit={() => void submit()} failure={failure}>
        <NewPasswordFields {...password.fields} />
        <Button type="submit" loading={submitting}>
          {invitation ? <Trans>Save my password</Trans> : <Trans>Save the new password</Trans>}
        </Button>
        <BackToSignIn />
      </SubmitForm>
    </PublicPage>
  );
}
