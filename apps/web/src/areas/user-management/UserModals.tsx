import type { GuardarUsuarioInput, UsuarioResumen } from '@extranet/sdk';
import { GuardarUsuarioSchema } from '@extranet/sdk/schemas';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Modal, Select, Stack, Switch, Text, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { alerts } from '../../alerts/alerts';
import { useApi } from '../../api/ApiProvider';
import { errorText } from '../../forms/error-text';
import { schemaErrors, serverFieldError } from '../../forms/schema-errors';
import { CustomerSearch } from '../customer-assignment/CustomerSearch';

function useRoleOptions() {
  const api = useApi();
  const roles = useQuery(api.queries.configuracion.obtenerRoles());
  return {
    data: (roles.data ?? []).map((role) => ({ value: String(role.id), label: role.nombre })),
    pending: roles.isPending,
  };
}

function Failure({ text }: { text: string | null }) {
  return text ? (
    <Alert color="red" role="alert">
      {text}
    </Alert>
  ) : null;
}

/**
 * A new user: who they are, their role and customer accounts. No password field: the server mails
 * them an invitation to choose their own, so no administrator ever knows it.
 */
export function CreateUserModal({ onClose, onSaved }: { onClose: () => void; onSaved: () => void }) {
  const { i18n, t } = useLingui();
  const api = useApi();
  const roles = useRoleOptions();
  const [values, setValues] = useState({ usuario: '', nombre: '', correo: '', idRol: '', idioma: '' });
  const [clientes, setClientes] = useState<string[]>([]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const field = (name: keyof typeof values) => ({
    value: values[name],
    error: errors[name],
    onChange: (event: { currentTarget: { value: string } }) => {
      const value = event.currentTarget.value;
      setValues((previous) => ({ ...previous, [name]: value }));
    },
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const body: GuardarUsuarioInput = {
      usuario: values.usuario,
      nombre: values.nombre,
      correo: values.correo,
      idRol: values.idRol ? Number(values.idRol) : Number.NaN,
      activo: true,
      ...(values.idioma === 'en' || values.idioma === 'es' ? { idioma: values.idioma } : {}),
      ...(clientes.length ? { idsClientes: clientes.map(Number) } : {}),
    };
    const problems = schemaErrors(GuardarUsuarioSchema, body, i18n);
    setErrors(problems);
    if (Object.keys(problems).length) return;
    setSaving(true);
    setFailure(null);
    try {
      await api.client.configuracion.guardarUsuario({ body });
      alerts.success(t`${values.nombre} was created and e-mailed an invitation to choose a password.`);
      onSaved();
    } catch (error) {
      const onField = serverFieldError(error, i18n);
      if (onField) setErrors({ [onField.field]: onField.message });
      setFailure(errorText(error, i18n));
      setSaving(false);
    }
  };

  return (
    <Modal
      opened
      onClose={onClose}
      closeButtonProps={{ 'aria-label': t`Close` }}
      title={t`New user`}
      centered
      size="lg"
    >
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack>
          <TextInput label={t`User name`} required autoComplete="off" {...field('usuario')} />
          <TextInput label={t`Full name`} required autoComplete="off" {...field('nombre')} />
          <TextInput label={t`E-mail`} type="email" required autoComplete="off" {...field('correo')} />
          <Select
            label={t`Role`}
            required
            data={roles.data}
            value={values.idRol || null}
            error={errors.idRol}
            onChange={(value) => setValues((previous) => ({ ...previous, idRol: value ?? '' }))}
            disabled={roles.pending}
          />
          <Select
            label={t`Language of the invitation`}
            data={[
              { value: 'en', label: 'English' },
              { value: 'es', label: 'Español' },
            ]}
            value={values.idioma || null}
            placeholder={t`English`}
            onChange={(value) => setValues((previous) => ({ ...previous, idioma: value ?? '' }))}
          />
          <CustomerSearch
            label={t`Customer accounts`}
            description={t`The accounts whose data this user sees. You can change them later.`}
            value={clientes}
            onChange={setClientes}
          />
          {errors.idsClientes && (
            <Text size="sm" c="red">
              {errors.idsClientes}
            </Text>
          )}
          <Text size="sm" c="dimmed">
            <Trans>
              The user is e-mailed an invitation to choose their own password. You never see or set it.
            </Trans>
          </Text>
          <Failure text={failure} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t`Cancel`}
            </Button>
            <Button type="submit" loading={saving}>
              {t`Create and invite`}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

/**
 * Role and active state of a user. An access request is approved here in one step: role and
 * customer accounts chosen, then the applicant is mailed a link to choose their password.
 */
export function EditUserModal({
  user,
  onClose,
  onSaved,
}: {
  user: UsuarioResumen;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { i18n, t } = useLingui();
  const api = useApi();
  const roles = useRoleOptions();
  const [idRol, setIdRol] = useState(String(user.idRol));
  const [activo, setActivo] = useState(user.estado !== 'BAJA');
  const [clientes, setClientes] = useState<string[]>([]);
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const pending = user.estado === 'PENDIENTE';

  const save = async () => {
    setSaving(true);
    setFailure(null);
    try {
      await api.client.configuracion.guardarUsuario({
        body: {
          id: user.id,
          usuario: user.usuario,
          nombre: user.nombre,
          correo: user.correo,
          idRol: Number(idRol),
          activo: pending ? true : activo,
          ...(clientes.length ? { idsClientes: clientes.map(Number) } : {}),
        },
      });
      alerts.success(
        pending
          ? t`${user.nombre} is approved and has been e-mailed a link to choose a password.`
          : t`${user.nombre} has been saved.`,
      );
      onSaved();
    } catch (error) {
      setFailure(errorText(error, i18n));
      setSaving(false);
    }
  };

  return (
    <Modal
      opened
      onClose={onClose}
      closeButtonProps={{ 'aria-label': t`Close` }}
      title={pending ? t`Access request of ${user.nombre}` : t`Edit ${user.nombre}`}
      centered
      size={pending ? 'lg' : 'md'}
    >
      <Stack>
        <Text size="sm">
          {user.usuario} · {user.correo}
        </Text>
        <Select
          label={t`Role`}
          data={roles.data}
          value={idRol}
          onChange={(value) => value && setIdRol(value)}
          allowDeselect={false}
          disabled={roles.pending}
        />
        {pending ? (
          <>
            <CustomerSearch
              label={t`Customer accounts`}
              description={t`The accounts whose data this user sees. You can change them later.`}
              value={clientes}
              onChange={setClientes}
            />
            <Text size="sm" c="dimmed">
              <Trans>Approving e-mails the applicant a link to choose their own password.</Trans>
            </Text>
          </>
        ) : (
          <Switch
            label={t`Active (may sign in)`}
            checked={activo}
            onChange={(event) => setActivo(event.currentTarget.checked)}
          />
        )}
        <Failure text={failure} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t`Cancel`}
          </Button>
          <Button onClick={() => void save()} loading={saving}>
            {pending ? t`Approve` : t`Save`}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/**
 * Deactivation (or rejection of a request), confirmed by naming the user; the server revokes their
 * tokens, and mails a rejected applicant.
 */
export function DeactivateModal({
  user,
  onClose,
  onDone,
}: {
  user: UsuarioResumen;
  onClose: () => void;
  onDone: () => void;
}) {
  const { i18n, t } = useLingui();
  const api = useApi();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const pending = user.estado === 'PENDIENTE';

  const confirm = async () => {
    setBusy(true);
    setFailure(null);
    try {
      await api.client.configuracion.bajaUsuario({ idusuario: user.id });
      alerts.success(
        pending
          ? t`The request of ${user.nombre} was rejected; they have been told by e-mail.`
          : t`${user.nombre} was deactivated.`,
      );
      onDone();
    } catch (error) {
      setFailure(errorText(error, i18n));
      setBusy(false);
    }
  };

  return (
    <Modal
      opened
      onClose={onClose}
      closeButtonProps={{ 'aria-label': t`Close` }}
      title={pending ? t`Reject the access request?` : t`Deactivate ${user.nombre}?`}
      centered
    >
      <Stack>
        <Text size="sm">
          {pending
            ? t`${user.nombre} (${user.usuario}) will not be able to sign in, and is told so by e-mail.`
            : t`${user.nombre} (${user.usuario}) will be signed out at their next action and can no longer sign in.`}
        </Text>
        <Failure text={failure} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t`Cancel`}
          </Button>
          <Button color="red" onClick={() => void confirm()} loading={busy}>
            {pending ? t`Reject` : t`Deactivate ${user.usuario}`}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
