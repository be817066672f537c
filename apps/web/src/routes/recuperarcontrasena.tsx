import { ApiError } from '@extranet/sdk';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Text } from '@mantine/core';
import { IconMail, IconMailCheck } from '@tabler/icons-react';
import { createFileRoute } from '@tanstack/react-router';
import { useState } from 'react';
import { useApiLoader } from '../api/ApiProvider';
import { useUnavailableText } from '../api/try-again';
import { BackToSignIn, PublicPage } from '../components/PublicPage';
import { EmailInput, isEmailAddress } from '../forms/EmailInput';
import { errorText as failureText } from '../forms/error-text';
import { SubmitForm } from '../forms/SubmitForm';

/** Recover the password — an e-mailed link leads to /reset-password. */
export const Route = createFileRoute('/recuperarcontrasena')({ component: RecoverPasswordPage });

function RecoverPasswordPage() {
  const { i18n, t } = useLingui();
  const unavailable = useUnavailableText();
  const apiLoader = useApiLoader();
  const [email, setEmail] = useState('');
  const [invalid, setInvalid] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [sent, setSent] = useState(false);

  const submit = async () => {
    const address = email.trim();
    if (!isEmailAddress(address)) {
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
      const cause = unavailable(error);
      if (cause) setFailure(cause);
      else if (error instanceof ApiError && error.status === 400) setInvalid(true);
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
            If an account uses {email.trim()}, we have sent it a link to choose a new password. The link works
            once and for 30 minutes.
          </Trans>
        </Text>
        <Text size="sm" c="dimmed">
          <Trans>Nothing arrived? Look in the spam folder, or request a new link in a few minutes.</Trans>
        </Text>
        <BackToSignIn button />
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
      <SubmitForm onSubmit={() => void submit()} failure={failure}>
        <EmailInput
          autoComplete="email"
          value={email}
          onChange={(event) => setEmail(event.currentTarget.value)}
          invalid={invalid}
          autoFocus
          required
        />
        <Button type="submit" loading={submitting}>
          <Trans>Send the link</Trans>
        </Button>
        <BackToSignIn />
      </SubmitForm>
    </PublicPage>
  );
}
