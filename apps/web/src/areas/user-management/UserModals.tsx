import type { GuardarUsuarioInput, UsuarioResumen } from '@extranet/sdk';
import { GuardarUsuarioSchema } from '@extranet/sdk/schemas';
import { Trans, useLingui } from '@lingui/react/macro';
import { Select, SimpleGrid, Switch, Text, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { alerts } from '../../alerts/alerts';
import { useApi } from '../../api/ApiProvider';
import { CustomerSearch } from '../../components/CustomerSearch/CustomerSearch';
import { FormDialog } from '../../components/FormDialog';
import { EmailInput } from '../../forms/EmailInput';
import { schemaErrors, serverFieldError } from '../../forms/schema-errors';
import { useSubmission } from '../../forms/useSubmission';
import { useLocale } from '../../i18n/LocaleProvider';
import { isUiLocale } from '../../i18n/locales';

function useRoleOptions() {
  const api = useApi();
  const roles = useQuery(api.queries.configuracion.obtenerRoles());
  return {
    data: (roles.data ?? []).map((role) => ({ value: String(role.id), label: role.nombre })),
    pending: roles.isPending,
  };
}

/**
 * A new user: who they are, their role and customer accounts. No password field: the server mails
 * them an invitation to choose their own, so no administrator ever knows it.
 */
export function CreateUserModal({ onClose, onSaved }: { onClose: () => void; onSaved: () => void }) {
  const { i18n, t } = useLingui();
  const api = useApi();
  const roles = useRoleOptions();
  // The invitation goes out in the language the administrator is working in, unless they choose.
  const { locale } = useLocale();
  const [values, setValues] = useState({ usuario: '', nombre: '', correo: '', idRol: '', idioma: locale });
  const [customers, setCustomers] = useState<string[]>([]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const submission = useSubmission();
  const field = (name: keyof typeof values) => ({
    value: values[name],
    error: errors[name],
    onChange: (event: { currentTarget: { value: string } }) => {
      const value = event.currentTarget.value;
      setValues((previous) => ({ ...previous, [name]: value }));
    },
  });

  const submit = async () => {
    const body: GuardarUsuarioInput = {
      usuario: values.usuario,
      nombre: values.nombre,
      correo: values.correo,
      idRol: values.idRol ? Number(values.idRol) : Number.NaN,
      activo: true,
      idioma: values.idioma,
      ...(customers.length ? { idsClientes: customers.map(Number) } : {}),
    };
    const problems = schemaErrors(GuardarUsuarioSchema, body, i18n);
    setErrors(problems);
    if (Object.keys(problems).length) return;
    await submission.run(
      async () => {
        await api.client.configuracion.guardarUsuario({ body });
        alerts.success(t`${values.nombre} was created and e-mailed an invitation to choose a password.`);
        onSaved();
      },
      (error) => {
        const onField = serverFieldError(error, i18n);
        if (onField) setErrors({ [onField.field]: onField.message });
      },
    );
  };

  return (
    <FormDialog
      title={t`New user`}
      size="lg"
      onClose={onClose}
      onSubmit={() => void submit()}
      submitLabel={t`Create and invite`}
      busy={submission.busy}
      failure={submission.failure}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput label={t`User name`} required autoComplete="off" {...field('usuario')} />
        <TextInput label={t`Full name`} required autoComplete="off" {...field('nombre')} />
      </SimpleGrid>
      <EmailInput required autoComplete="off" {...field('correo')} />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
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
          value={values.idioma}
          allowDeselect={false}
          onChange={(value) => isUiLocale(value) && setValues((previous) => ({ ...previous, idioma: value }))}
        />
      </SimpleGrid>
      <CustomerSearch
        label={t`Customer accounts`}
        description={t`The accounts whose data this user sees. You can change them later.`}
        value={customers}
        onChange={setCustomers}
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
    </FormDialog>
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
  const { t } = useLingui();
  const api = useApi();
  const roles = useRoleOptions();
  const [idRol, setIdRol] = useState(String(user.idRol));
  const [activo, setActivo] = useState(user.estado !== 'BAJA');
  const [customers, setCustomers] = useState<string[]>([]);
  const submission = useSubmission();
  const pending = user.estado === 'PENDIENTE';

  const save = async () => {
    await submission.run(async () => {
      await api.client.configuracion.guardarUsuario({
        body: {
          id: user.id,
          usuario: user.usuario,
          nombre: user.nombre,
          correo: user.correo,
          idRol: Number(idRol),
          activo: pending ? true : activo,
          ...(customers.length ? { idsClientes: customers.map(Number) } : {}),
        },
      });
      alerts.success(
        pending
          ? t`${user.nombre} is approved and has been e-mailed a link to choose a password.`
          : t`${user.nombre} has been saved.`,
      );
      onSaved();
    });
  };

  return (
    <FormDialog
      title={pending ? t`Access request of ${user.nombre}` : t`Edit ${user.nombre}`}
      size={pending ? 'lg' : 'md'}
      onClose={onClose}
      onSubmit={() => void save()}
      submitLabel={pending ? t`Approve` : t`Save`}
      busy={submission.busy}
      failure={submission.failure}
    >
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
            value={customers}
            onChange={setCustomers}
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
    </FormDialog>
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
  const { t } = useLingui();
  const api = useApi();
  const submission = useSubmission();
  const pending = user.estado === 'PENDIENTE';

  const confirm = async () => {
    await submission.run(async () => {
      await api.client.configuracion.bajaUsuario({ idusuario: user.id });
      alerts.success(
        pending
          ? t`The request of ${user.nombre} was rejected; they have been told by e-mail.`
          : t`${user.nombre} was deactivated.`,
      );
      onDone();
    });
  };

  return (
    <FormDialog
      title={pending ? t`Reject the access request?` : t`Deactivate ${user.nombre}?`}
      onClose={onClose}
      onSubmit={() => void confirm()}
      submitLabel={pending ? t`Reject` : t`Deactivate ${user.usuario}`}
      submitColor="red"
      busy={submission.busy}
      failure={submission.failure}
    >
      <Text size="sm">
        {pending
          ? t`${user.nombre} (${user.usuario}) will not be able to sign in, and is told so by e-mail.`
          : t`${user.nombre} (${user.usuario}) will be signed out at their next action and can no longer sign in.`}
      </Text>
    </FormDialog>
  );
}
