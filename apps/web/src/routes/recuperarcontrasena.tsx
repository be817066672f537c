import { ExtranetHttpError } from '@extranet/sdk';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { IconAlertTriangle, IconMail, IconMailCheck } from '@tabler/icons-react';
import { createFileRoute, Link } from '@tanstack/react-router';
import { type FormEvent, useState } from 'react';
import { useApiLoader } from '../api/ApiProvider';
import { isServerDown, retryAfterSeconds } from '../api/errors';
import { useTryAgainIn } from '../api/try-again';
import { PublicPage } from '../components/PublicPage';
import { errorText as failureText } from '../forms/error-text';

/** Recover the password — an e-mailed link leads to /reset-password. */
export const Route = createFileRoute('/recuperarcontrasena')({ component: RecoverPasswordPage });

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function RecoverPasswordPage() {
  const { i18n, t } = useLingui();
  const tryAgainIn = useTryAgainIn();
  const apiLoader = useApiLoader();
  const [correo, setCorreo] = useState('');
  const [invalid, setInvalid] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [sent, setSent] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const address = correo.trim();
    if (!EMAIL.test(address)) {
      setInvalid(true);
      return;
    }
    setInvalid(false);
    setSubmitting(true);
    setFailure(null);
    try {
      const api = await apiLoader.load();
      await api.client.validacion.recuperarContrasena({ correo: address });
      setSent(true);
    } catch (error) {
      if (isServerDown(error)) setFailure(t`The server is not responding. Try again in a few minutes.`);
      else if (error instanceof ExtranetHttpError && error.status === 429) {
        setFailure(t`Too many requests. ${tryAgainIn(retryAfterSeconds(error))}`);
      } else if (error instanceof ExtranetHttpError && error.status === 400) setInvalid(true);
      else setFailure(t`The link could not be requested: ${failureText(error, i18n)}`);
    } finally {
      setSubmitting(false);
    }
  };

  if (sent) {
    return (
      <PublicPage title={t`Check your e-mail`} icon={<IconMailCheck size={30} />} iconColor="teal">
        <Text>
          <Trans>
            If an account uses {correo.trim()}, we have sent it a link to choose a new password. The link
            works once and for 30 minutes.
          </Trans>
        </Text>
        <Text size="sm" c="dimmed">
          <Trans>Nothing arrived? Look in the spam folder, or request a new link in a few minutes.</Trans>
        </Text>
        <Button component={Link} to="/login" variant="light">
          <Trans>Back to sign in</Trans>
        </Button>
      </PublicPage>
    );
  }

  return (
    <PublicPage
      title={t`Recover your password`}
      description={
        <Trans>
          Enter the e-mail address of your account and we will send you a link to set a new password.
        </Trans>
      }
      icon={<IconMail size={30} />}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          {failure && (
            <Alert color="red" icon={<IconAlertTriangle />} role="alert">
              {failure}
            </Alert>
          )}
          <TextInput
            label={t`E-mail`}
            type="email"
            autoComplete="email"
            value={correo}
            onChange={(event) => setCorreo(event.currentTarget.value)}
            error={invalid ? t`Enter a valid e-mail address.` : undefined}
            autoFocus
            required
          />
          <Button type="submit" loading={submitting}>
            <Trans>Send the link</Trans>
          </Button>
          <Anchor component={Link} to="/login" size="sm" ta="center">
            <Trans>Back to sign in</Trans>
          </Anchor>
        </Stack>
      </form>
    </PublicPage>
  );
}
