import { ApiError } from '@extranet/sdk';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Modal, PasswordInput } from '@mantine/core';
import { useRouter } from '@tanstack/react-router';
import { useState } from 'react';
import { alerts } from '../../alerts/alerts';
import { useApi } from '../../api/ApiProvider';
import { isServerDown, retryAfterSeconds } from '../../api/errors';
import { useTryAgainIn } from '../../api/try-again';
import { SubmitForm } from '../../forms/SubmitForm';
import { goToLogin } from '../../navigation';
import { signIn } from '../../session/session';
import { NewPasswordFields, useNewPassword, usePasswordRefusal } from '../PasswordRules';

/** Change the password while signed in (CambiarContrasena with the current one). */
export function ChangePasswordModal({
  usuario,
  opened,
  onClose,
}: {
  usuario: string;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const tryAgainIn = useTryAgainIn();
  const api = useApi();
  const router = useRouter();
  const [claveActual, setClaveActual] = useState('');
  const refusal = usePasswordRefusal();
  const password = useNewPassword();
  const [failure, setFailure] = useState<string | null>(null);
  // The server's answer on a field, in the UI language (from its code, never its English text).
  const [fieldError, setFieldError] = useState<{
    field: 'claveActual' | 'claveNueva';
    message: string;
  } | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const close = () => {
    setClaveActual('');
    password.clear();
    setFailure(null);
    setFieldError(null);
    onClose();
  };

  const submit = async () => {
    password.showErrors();
    if (!claveActual || password.problem) return;
    setSubmitting(true);
    setFailure(null);
    setFieldError(null);
    try {
      await api.client.validacion.cambiarContrasena({ body: { claveActual, claveNueva: password.value } });
    } catch (error) {
      setSubmitting(false);
      const refused = refusal(error);
      if (isServerDown(error)) setFailure(t`The server is not responding. Try again in a few minutes.`);
      else if (error instanceof ApiError && error.field === 'claveActual')
        setFieldError({ field: 'claveActual', message: t`The current password is not correct.` });
      else if (refused) setFieldError({ field: 'claveNueva', message: refused });
      else if (error instanceof ApiError && error.status === 429)
        setFailure(t`Too many attempts. ${tryAgainIn(retryAfterSeconds(error))}`);
      else setFailure(t`The password could not be changed. Try again in a few minutes.`);
      return;
    }
    // The change revokes every earlier token, this session's included: sign in again with the new password.
    try {
      await signIn(api, { usuario, clave: password.value });
      alerts.success(t`Your password has been changed.`);
      close();
    } catch {
      alerts.info(t`Your password has been changed. Sign in with the new one.`);
      goToLogin(router, api.queryClient);
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Modal opened={opened} onClose={close} title={t`Change password`} centered>
      <SubmitForm onSubmit={() => void submit()} failure={failure} gap="sm">
        <PasswordInput
          label={t`Current password`}
          autoComplete="current-password"
          value={claveActual}
          onChange={(event) => setClaveActual(event.currentTarget.value)}
          error={
            password.shown && !claveActual
              ? t`Enter your current password.`
              : fieldError?.field === 'claveActual'
                ? fieldError.message
                : undefined
          }
          data-autofocus
          required
        />
        <NewPasswordFields
          {...password.fields}
          error={fieldError?.field === 'claveNueva' ? fieldError.message : undefined}
        />
        <Group justify="flex-end" mt="xs">
          <Button variant="default" onClick={close}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" loading={submitting}>
            <Trans>Change password</Trans>
          </Button>
        </Group>
      </SubmitForm>
    </Modal>
  );
}
