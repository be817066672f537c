import { manifest } from '@extranet/routes-manifest';
import type { EstadoUsuario, UsuarioResumen } from '@extranet/sdk';
import { useLingui } from '@lingui/react/macro';
import { Badge, Button, type ButtonProps, Group, Stack, Text } from '@mantine/core';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { type ReactNode, useMemo, useState } from 'react';
import { useApi } from '../../api/ApiProvider';
import { AreaHeader } from '../../components/AreaHeader';
import type { GridColumn } from '../../components/DataGrid';
import { dateColumn } from '../../components/DataGrid/columns';
import { DataGrid } from '../../components/DataGrid/DataGrid';
import { type GridSearch, validateGridSearch } from '../../components/DataGrid/grid-search';
import { useCounts } from '../../i18n/useCounts';
import { useFormat } from '../../i18n/useFormat';
import { AdminTabs } from './AdminTabs';
import { IntegrationKeys } from './IntegrationKeys';
import { CreateUserModal, DeactivateModal, EditUserModal } from './UserModals';

/** `/user-management`: every user and access request; create (by invitation), edit, approve, deactivate. */
export const Route = createFileRoute('/_app/user-management')({
  validateSearch: validateUserManagementSearch,
  component: UserManagementScreen,
});

/** The users' grid search, and which tab is open (`?tab=integration-keys`; the users otherwise). */
function validateUserManagementSearch(
  raw: Record<string, unknown>,
): GridSearch & { tab?: 'integration-keys' } {
  const search = validateGridSearch(raw);
  return raw.tab === 'integration-keys' ? { ...search, tab: 'integration-keys' } : search;
}

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
  const navigate = useNavigate();
  const format = useFormat();
  const counts = useCounts();
  const stateLabel = useStateLabel();
  const [editing, setEditing] = useState<UsuarioResumen | null>(null);
  const [creating, setCreating] = useState(false);
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
      dateColumn({
        id: 'ultimoAcceso',
        header: t`Last sign-in`,
        size: 160,
        date: (row) => (row.ultimoAcceso ? new Date(row.ultimoAcceso) : null),
        text: format.dateTime,
        empty: t`Never`,
        filterVariant: undefined,
      }),
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
            <RowButton variant="light" onClick={() => setEditing(row.original)}>
              {row.original.estado === 'PENDIENTE' ? t`Review` : t`Edit`}
            </RowButton>
            {row.original.estado !== 'BAJA' && (
              <RowButton variant="subtle" color="red" onClick={() => setDisabling(row.original)}>
                {row.original.estado === 'PENDIENTE' ? t`Reject` : t`Deactivate`}
              </RowButton>
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
      <AdminTabs
        tab={search.tab ?? 'users'}
        onChange={(tab) =>
          void navigate({
            to: '.',
            search: (previous: Record<string, unknown>) => ({
              ...previous,
              tab: tab === 'integration-keys' ? tab : undefined,
            }),
          } as never)
        }
        integrationKeys={<IntegrationKeys />}
        users={
          <DataGrid<UsuarioResumen>
            gridCode="user-management"
            columns={columns}
            query={query}
            search={search}
            exportName={t`Users`}
            toolbar={<Button onClick={() => setCreating(true)}>{t`New user`}</Button>}
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
                  {row.usuario} · {row.rol} · {counts.customers(row.clientes)}
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
        }
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
      {creating && (
        <CreateUserModal
          onClose={() => setCreating(false)}
          onSaved={() => {
            setCreating(false);
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

/** A button in a row that acts on the row without also opening it. */
function RowButton({ onClick, ...props }: ButtonProps & { onClick: () => void; children: ReactNode }) {
  return (
    <Button
      size="compact-sm"
      {...props}
      onClick={(event) => {
        event.stopPropagation();
        onClick();
      }}
    />
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
