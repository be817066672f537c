import { ExtranetHttpError } from '@extranet/sdk';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Modal, PasswordInput, Stack } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useRouter } from '@tanstack/react-router';
import { type FormEvent, useState } from 'react';
import { alerts } from '../../alerts/alerts';
import { useApi } from '../../api/ApiProvider';
import { isServerDown } from '../../api/errors';
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
  const api = useApi();
  const router = useRouter();
  const [claveActual, setClaveActual] = useState('');
  const [claveNueva, setClaveNueva] = useState('');
  const [confirmacion, setConfirmacion] = useState('');
  const [shown, setShown] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const problem = passwordProblem(claveNueva, confirmacion);

  const close = () => {
    setClaveActual('');
    setClaveNueva('');
    setConfirmacion('');
    setShown(false);
    setFailure(null);
    onClose();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setShown(true);
    if (!claveActual || problem) return;
    setSubmitting(true);
    setFailure(null);
    try {
      await api.client.validacion.cambiarContrasena({ body: { claveActual, claveNueva } });
    } catch (error) {
      setSubmitting(false);
      if (isServerDown(error)) setFailure(t`The server is not responding. Try again in a few minutes.`);
      else if (error instanceof ExtranetHttpError && (error.status === 401 || error.status === 403)) {
        setFailure(t`The current password is not correct.`);
      } else if (error instanceof ExtranetHttpError && error.status === 400) {
        setFailure(t`This password is not accepted (${error.message}). Choose a longer, less common one.`);
      } else
        setFailure(
          t`The password could not be changed: ${error instanceof Error ? error.message : String(error)}`,
        );
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
            error={shown && !claveActual ? t`Enter your current password.` : undefined}
            data-autofocus
            required
          />
          <NewPasswordFields
            value={claveNueva}
            repeated={confirmacion}
            onChange={setClaveNueva}
            onRepeatedChange={setConfirmacion}
            showErrors={shown}
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
