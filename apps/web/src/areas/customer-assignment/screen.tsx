import { manifest } from '@extranet/routes-manifest';
import type { AsignacionCliente } from '@extranet/sdk';
import { useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Paper, Select, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { alerts } from '../../alerts/alerts';
import { useApi } from '../../api/ApiProvider';
import { AreaHeader } from '../../components/AreaHeader';
import { CustomerSearch } from '../../components/CustomerSearch/CustomerSearch';
import type { GridColumn } from '../../components/DataGrid';
import { dateColumn } from '../../components/DataGrid/columns';
import { DataGrid } from '../../components/DataGrid/DataGrid';
import { validateGridSearch } from '../../components/DataGrid/grid-search';
import { errorText } from '../../forms/error-text';
import { useFormat } from '../../i18n/useFormat';

/** `/customer-assignment`: which customer accounts a user's data is for. Applies at the user's next call. */
export const Route = createFileRoute('/_app/customer-assignment')({
  validateSearch: validateGridSearch,
  component: CustomerAssignmentScreen,
});

const area = manifest.find((entry) => entry.path === '/customer-assignment')!;

function CustomerAssignmentScreen() {
  const { t } = useLingui();
  const api = useApi();
  const search = Route.useSearch();
  const format = useFormat();
  const users = useQuery(api.queries.configuracion.obtenerUsuarios());
  const [idUsuario, setIdUsuario] = useState<string | null>(null);
  const user = users.data?.find((candidate) => String(candidate.id) === idUsuario);

  const columns = useMemo<GridColumn<AsignacionCliente>[]>(
    () => [
      { accessorKey: 'codigo', header: t`Code`, size: 110, enableHiding: false },
      { accessorKey: 'nombre', header: t`Customer`, size: 260 },
      dateColumn({
        id: 'fechaAsignacion',
        header: t`Assigned`,
        size: 170,
        date: (row) => new Date(row.fechaAsignacion),
        text: format.dateTime,
        filterVariant: undefined,
      }),
      {
        id: 'acciones',
        header: t`Actions`,
        size: 120,
        enableSorting: false,
        enableColumnFilter: false,
        Cell: ({ row }) => <RemoveButton assignment={row.original} />,
      },
    ],
    [t, format],
  );

  return (
    <>
      <AreaHeader area={area} />
      <Stack>
        <Paper withBorder p="md">
          <Stack>
            <Select
              label={t`User`}
              placeholder={t`Choose a user`}
              searchable
              data={(users.data ?? []).map((candidate) => ({
                value: String(candidate.id),
                label: `${candidate.nombre} (${candidate.usuario})`,
              }))}
              value={idUsuario}
              onChange={setIdUsuario}
              disabled={users.isPending}
              maw={420}
            />
            {user && <AssignForm idUsuario={user.id} />}
          </Stack>
        </Paper>
        {user ? (
          <DataGrid<AsignacionCliente>
            key={user.id}
            gridCode="customer-assignment"
            columns={columns}
            query={api.queries.configuracion.obtenerClientesAsignados({ idusuario: user.id })}
            search={search}
            exportName={t`Customers of ${user.usuario}`}
            emptyMessage={t`${user.nombre} has no customer accounts yet — search and assign one above.`}
            defaults={{
              sorting: [{ id: 'nombre', desc: false }],
              columnPinning: { left: [], right: ['acciones'] },
            }}
            renderCard={(row) => (
              <Group justify="space-between" wrap="nowrap">
                <Stack gap={0}>
                  <Text fw={600}>{row.nombre}</Text>
                  <Text size="sm" c="dimmed">
                    {row.codigo}
                  </Text>
                </Stack>
                <RemoveButton assignment={row} />
              </Group>
            )}
          />
        ) : (
          <Text c="dimmed">{t`Choose a user to see and change their customer accounts.`}</Text>
        )}
      </Stack>
    </>
  );
}

/** Search customer accounts by code or name and assign the chosen ones. */
function AssignForm({ idUsuario }: { idUsuario: number }) {
  const { i18n, t } = useLingui();
  const api = useApi();
  const [chosen, setChosen] = useState<string[]>([]);
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const assign = async () => {
    setSaving(true);
    setFailure(null);
    try {
      const result = await api.client.configuracion.asignarClientes({
        idusuario: idUsuario,
        body: { idsClientes: chosen.map(Number) },
      });
      api.queryClient.setQueryData(
        api.queries.configuracion.obtenerClientesAsignados({ idusuario: idUsuario }).queryKey,
        result,
      );
      void api.queryClient.invalidateQueries({
        queryKey: api.queries.configuracion.obtenerUsuarios().queryKey,
      });
      alerts.success(t`Assigned. The user sees the change at their next action.`);
      setChosen([]);
    } catch (error) {
      setFailure(errorText(error, i18n));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Stack gap="xs">
      <Group align="flex-end" wrap="wrap">
        <CustomerSearch value={chosen} onChange={setChosen} flex="1 1 320px" maw={620} />
        <Button onClick={() => void assign()} loading={saving} disabled={chosen.length === 0}>
          {t`Assign`}
        </Button>
      </Group>
      {failure && (
        <Alert color="red" role="alert">
          {failure}
        </Alert>
      )}
    </Stack>
  );
}

function RemoveButton({ assignment }: { assignment: AsignacionCliente }) {
  const { i18n, t } = useLingui();
  const api = useApi();
  const [busy, setBusy] = useState(false);
  const remove = async () => {
    setBusy(true);
    try {
      await api.client.configuracion.designarCliente({ idusuarioentidad: assignment.id });
      await api.queryClient.invalidateQueries({ queryKey: ['extranet', 'configuracion'] });
      alerts.success(t`${assignment.nombre} was removed.`);
    } catch (error) {
      alerts.error(errorText(error, i18n));
      setBusy(false);
    }
  };
  return (
    <Button
      size="compact-sm"
      variant="subtle"
      color="red"
      loading={busy}
      aria-label={t`Remove ${assignment.codigo}`}
      onClick={(event) => {
        event.stopPropagation();
        void remove();
      }}
    >
      {t`Remove`}
    </Button>
  );
}
