import { manifest } from '@extranet/routes-manifest';
import type { EstadoUsuario, UsuarioResumen } from '@extranet/sdk';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Badge, Button, Group, Modal, Select, Stack, Switch, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { alerts } from '../../alerts/alerts';
import { useApi } from '../../api/ApiProvider';
import { AreaHeader } from '../../components/AreaHeader';
import type { GridColumn } from '../../components/DataGrid';
import { DataGrid } from '../../components/DataGrid/DataGrid';
import { validateGridSearch } from '../../components/DataGrid/grid-search';
import { errorText } from '../../forms/error-text';
import { useFormat } from '../../i18n/useFormat';

/** `/user-management`: every user and access request; edit role and state, approve, deactivate. */
export const Route = createFileRoute('/_app/user-management')({
  validateSearch: validateGridSearch,
  component: UserManagementScreen,
});

const area = manifest.find((entry) => entry.path === '/user-management')!;

const STATE_COLOR: Record<EstadoUsuario, string> = { ACTIVO: 'green', PENDIENTE: 'yellow', BAJA: 'gray' };

function useStateLabel() {
  const { t } = useLingui();
  return (estado: EstadoUsuario) =>
    estado === 'ACTIVO' ? t`Active` : estado === 'PENDIENTE' ? t`Awaiting approval` : t`Deactivated`;
}

function UserManagementScreen() {
  const { t } = useLingui();
  const api = useApi();
  const search = Route.useSearch();
  const format = useFormat();
  const stateLabel = useStateLabel();
  const [editing, setEditing] = useState<UsuarioResumen | null>(null);
  const [disabling, setDisabling] = useState<UsuarioResumen | null>(null);
  const query = api.queries.configuracion.obtenerUsuarios();

  const columns = useMemo<GridColumn<UsuarioResumen>[]>(
    () => [
      { accessorKey: 'usuario', header: t`User`, size: 110, enableHiding: false },
      { accessorKey: 'nombre', header: t`Name`, size: 150 },
      { accessorKey: 'correo', header: t`E-mail`, size: 220 },
      { accessorKey: 'rol', header: t`Role`, size: 150, filterVariant: 'multi-select' },
      {
        id: 'estado',
        header: t`State`,
        size: 140,
        accessorFn: (row) => stateLabel(row.estado),
        filterVariant: 'multi-select',
        Cell: ({ row }) => (
          <Badge color={STATE_COLOR[row.original.estado]} variant="light" style={{ textTransform: 'none' }}>
            {stateLabel(row.original.estado)}
          </Badge>
        ),
      },
      {
        id: 'ultimoAcceso',
        header: t`Last sign-in`,
        size: 160,
        accessorFn: (row) => (row.ultimoAcceso ? new Date(row.ultimoAcceso) : null),
        sortingFn: 'datetime',
        Cell: ({ row }) =>
          row.original.ultimoAcceso ? format.dateTime(row.original.ultimoAcceso) : t`Never`,
        exportAs: { type: 'date' },
      },
      {
        accessorKey: 'clientes',
        header: t`Customers`,
        size: 100,
        filterVariant: 'range',
        exportAs: { type: 'number', numFmt: '0' },
      },
      {
        id: 'acciones',
        header: t`Actions`,
        size: 200,
        enableSorting: false,
        enableColumnFilter: false,
        Cell: ({ row }) => (
          <Group gap={4} wrap="nowrap">
            <Button
              size="compact-sm"
              variant="light"
              onClick={(event) => {
                event.stopPropagation();
                setEditing(row.original);
              }}
            >
              {row.original.estado === 'PENDIENTE' ? t`Review` : t`Edit`}
            </Button>
            {row.original.estado !== 'BAJA' && (
              <Button
                size="compact-sm"
                variant="subtle"
                color="red"
                onClick={(event) => {
                  event.stopPropagation();
                  setDisabling(row.original);
                }}
              >
                {row.original.estado === 'PENDIENTE' ? t`Reject` : t`Deactivate`}
              </Button>
            )}
          </Group>
        ),
      },
    ],
    [t, format, stateLabel],
  );

  const refresh = () => api.queryClient.invalidateQueries({ queryKey: query.queryKey });

  return (
    <>
      <AreaHeader area={area} />
      <DataGrid<UsuarioResumen>
        gridCode="user-management"
        columns={columns}
        query={query}
        search={search}
        exportName={t`Users`}
        onRowOpen={(row) => setEditing(row)}
        emptyMessage={t`No users yet.`}
        defaults={{
          sorting: [{ id: 'usuario', desc: false }],
          columnVisibility: { correo: false },
          columnPinning: { left: [], right: ['acciones'] },
        }}
        summary={(rows) => <UsersSummary rows={rows} />}
        renderCard={(row) => (
          <Stack gap={2}>
            <Group justify="space-between" wrap="nowrap">
              <Text fw={600}>{row.nombre}</Text>
              <Badge color={STATE_COLOR[row.estado]} variant="light" style={{ textTransform: 'none' }}>
                {stateLabel(row.estado)}
              </Badge>
            </Group>
            <Text size="sm" c="dimmed">
              {row.usuario} · {row.rol} · {t`${format.number(row.clientes)} customers`}
            </Text>
            {row.estado !== 'BAJA' && (
              <Group justify="flex-end">
                <Button
                  size="compact-sm"
                  variant="subtle"
                  color="red"
                  onClick={(event) => {
                    event.stopPropagation();
                    setDisabling(row);
                  }}
                >
                  {row.estado === 'PENDIENTE' ? t`Reject` : t`Deactivate`}
                </Button>
              </Group>
            )}
          </Stack>
        )}
      />
      {editing && (
        <EditUserModal
          user={editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            void refresh();
          }}
        />
      )}
      {disabling && (
        <DeactivateModal
          user={disabling}
          onClose={() => setDisabling(null)}
          onDone={() => {
            setDisabling(null);
            void refresh();
          }}
        />
      )}
    </>
  );
}

function UsersSummary({ rows }: { rows: UsuarioResumen[] }) {
  const stateLabel = useStateLabel();
  const format = useFormat();
  const counts = new Map<EstadoUsuario, number>();
  for (const row of rows) counts.set(row.estado, (counts.get(row.estado) ?? 0) + 1);
  return (
    <Group gap="xs">
      {(['PENDIENTE', 'ACTIVO', 'BAJA'] as const)
        .filter((estado) => counts.has(estado))
        .map((estado) => (
          <Badge key={estado} color={STATE_COLOR[estado]} variant="light" style={{ textTransform: 'none' }}>
            {stateLabel(estado)}: {format.number(counts.get(estado)!)}
          </Badge>
        ))}
    </Group>
  );
}

/** Role and active state of a user; for an access request, approving mails the applicant a password link. */
function EditUserModal({
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
  const roles = useQuery(api.queries.configuracion.obtenerRoles());
  const [idRol, setIdRol] = useState(String(user.idRol));
  const [activo, setActivo] = useState(user.estado !== 'BAJA');
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
      title={pending ? t`Access request of ${user.nombre}` : t`Edit ${user.nombre}`}
      centered
    >
      <Stack>
        <Text size="sm">
          {user.usuario} · {user.correo}
        </Text>
        <Select
          label={t`Role`}
          data={(roles.data ?? []).map((role) => ({ value: String(role.id), label: role.nombre }))}
          value={idRol}
          onChange={(value) => value && setIdRol(value)}
          allowDeselect={false}
          disabled={roles.isPending}
        />
        {pending ? (
          <Text size="sm" c="dimmed">
            <Trans>
              Approving e-mails the applicant a link to choose their own password. Assign customer accounts in
              Customer assignment.
            </Trans>
          </Text>
        ) : (
          <Switch
            label={t`Active (may sign in)`}
            checked={activo}
            onChange={(event) => setActivo(event.currentTarget.checked)}
          />
        )}
        {failure && (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        )}
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

/** Deactivation (or rejection of a request), confirmed by naming the user; the server revokes their tokens. */
function DeactivateModal({
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
        pending ? t`The request of ${user.nombre} was rejected.` : t`${user.nombre} was deactivated.`,
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
      title={pending ? t`Reject the access request?` : t`Deactivate ${user.nombre}?`}
      centered
    >
      <Stack>
        <Text size="sm">
          {pending
            ? t`${user.nombre} (${user.usuario}) will not be able to sign in.`
            : t`${user.nombre} (${user.usuario}) will be signed out at their next action and can no longer sign in.`}
        </Text>
        {failure && (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        )}
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
