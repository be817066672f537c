import { ExtranetHttpError } from '@extranet/sdk';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Modal, PasswordInput, Stack } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useRouter } from '@tanstack/react-router';
import { type FormEvent, useState } from 'react';
import { alerts } from '../../alerts/alerts';
import { useApi } from '../../api/ApiProvider';
import { isServerDown, retryAfterSeconds } from '../../api/errors';
import { useTryAgainIn } from '../../api/try-again';
import { goToLogin } from '../../navigation';
import { signIn } from '../../session/session';
import { NewPasswordFields, passwordProblem } from '../PasswordRules';

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
  const [claveNueva, setClaveNueva] = useState('');
  const [confirmacion, setConfirmacion] = useState('');
  const [shown, setShown] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  // The server's answer on a field, in the UI language (from its code, never its English text).
  const [fieldError, setFieldError] = useState<{
    field: 'claveActual' | 'claveNueva';
    message: string;
  } | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const problem = passwordProblem(claveNueva, confirmacion);

  const close = () => {
    setClaveActual('');
    setClaveNueva('');
    setConfirmacion('');
    setShown(false);
    setFailure(null);
    setFieldError(null);
    onClose();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setShown(true);
    if (!claveActual || problem) return;
    setSubmitting(true);
    setFailure(null);
    setFieldError(null);
    try {
      await api.client.validacion.cambiarContrasena({ body: { claveActual, claveNueva } });
    } catch (error) {
      setSubmitting(false);
      if (isServerDown(error)) setFailure(t`The server is not responding. Try again in a few minutes.`);
      else if (error instanceof ExtranetHttpError && error.field === 'claveActual')
        setFieldError({ field: 'claveActual', message: t`The current password is not correct.` });
      else if (error instanceof ExtranetHttpError && error.field === 'claveNueva')
        setFieldError({
          field: 'claveNueva',
          message:
            error.code === 'PASSWORD_UNCHANGED'
              ? t`Choose a password different from the current one.`
              : t`This password is not accepted: use at least 8 characters, not a common password and not your user name.`,
        });
      else if (error instanceof ExtranetHttpError && error.status === 429)
        setFailure(t`Too many attempts. ${tryAgainIn(retryAfterSeconds(error))}`);
      else setFailure(t`The password could not be changed. Try again in a few minutes.`);
      return;
    }
    // The change revokes every earlier token, this session's included: sign in again with the new password.
    try {
      await signIn(api, { usuario, clave: claveNueva });
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
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          {failure && (
            <Alert color="red" icon={<IconAlertTriangle />} role="alert">
              {failure}
            </Alert>
          )}
          <PasswordInput
            label={t`Current password`}
            autoComplete="current-password"
            value={claveActual}
            onChange={(event) => setClaveActual(event.currentTarget.value)}
            error={
              shown && !claveActual
                ? t`Enter your current password.`
                : fieldError?.field === 'claveActual'
                  ? fieldError.message
                  : undefined
            }
            data-autofocus
            required
          />
          <NewPasswordFields
            value={claveNueva}
            repeated={confirmacion}
            onChange={setClaveNueva}
            onRepeatedChange={setConfirmacion}
            showErrors={shown}
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
        </Stack>
      </form>
    </Modal>
  );
}
