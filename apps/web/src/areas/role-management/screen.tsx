import { manifest, type PermissionFlag } from '@extranet/routes-manifest';
import { ConflictError, type Permisos, type Rol } from '@extranet/sdk';
import { RolEnUsoSchema } from '@extranet/sdk/schemas';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Button, Checkbox, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { createFileRoute } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import * as v from 'valibot';
import { alerts } from '../../alerts/alerts';
import { useApi } from '../../api/ApiProvider';
import { AreaHeader } from '../../components/AreaHeader';
import type { GridColumn } from '../../components/DataGrid';
import { DataGrid } from '../../components/DataGrid/DataGrid';
import { validateGridSearch } from '../../components/DataGrid/grid-search';
import { FormDialog } from '../../components/FormDialog';
import { useSubmission } from '../../forms/useSubmission';

/** `/role-management`: every role as a name plus the matrix of its permission flags. */
export const Route = createFileRoute('/_app/role-management')({
  validateSearch: validateGridSearch,
  component: RoleManagementScreen,
});

const area = manifest.find((entry) => entry.path === '/role-management')!;

/** The 13 flags, in menu order, each labelled by the areas it opens. */
function useFlags(): { flag: PermissionFlag; label: string }[] {
  const { i18n, t } = useLingui();
  return useMemo(() => {
    const byFlag = new Map<PermissionFlag, string[]>();
    for (const entry of manifest) {
      if (!entry.permission) continue;
      const titles = byFlag.get(entry.permission) ?? [];
      titles.push(i18n._(entry.title));
      byFlag.set(entry.permission, titles);
    }
    return [...byFlag].map(([flag, titles]) => ({
      flag,
      label: flag === 'isAdmin' ? t`Administration` : titles.join(' · '),
    }));
  }, [i18n, t]);
}

function RoleManagementScreen() {
  const { t } = useLingui();
  const api = useApi();
  const search = Route.useSearch();
  const flags = useFlags();
  const [editing, setEditing] = useState<Rol | 'new' | null>(null);
  const query = api.queries.configuracion.obtenerRoles();

  const columns = useMemo<GridColumn<Rol>[]>(
    () => [
      { accessorKey: 'nombre', header: t`Role`, size: 260, enableHiding: false },
      { accessorKey: 'usuarios', header: t`Users`, size: 120, exportAs: { type: 'number', numFmt: '0' } },
      ...flags.map(
        ({ flag, label }): GridColumn<Rol> => ({
          id: flag,
          header: label,
          size: 140,
          accessorFn: (row) => (row.permisos?.[flag as keyof Permisos] ? t`Yes` : t`No`),
          Cell: ({ row }) =>
            row.original.permisos?.[flag as keyof Permisos] ? (
              <IconCheck size={18} color="var(--mantine-color-teal-6)" aria-label={t`Yes`} />
            ) : (
              <Text c="dimmed" size="sm" aria-label={t`No`}>
                –
              </Text>
            ),
        }),
      ),
    ],
    [t, flags],
  );

  return (
    <>
      <AreaHeader area={area} />
      <DataGrid<Rol>
        gridCode="role-management"
        columns={columns}
        query={query}
        search={search}
        exportName={t`Roles`}
        toolbar={<Button onClick={() => setEditing('new')}>{t`New role`}</Button>}
        onRowOpen={(row) => setEditing(row)}
        emptyMessage={t`No roles yet — create one.`}
        defaults={{
          sorting: [{ id: 'nombre', desc: false }],
          columnPinning: { left: ['nombre'], right: [] },
        }}
        renderCard={(row) => (
          <Stack gap={2}>
            <Text fw={600}>{row.nombre}</Text>
            <Text size="sm" c="dimmed">
              {flags
                .filter(({ flag }) => row.permisos?.[flag as keyof Permisos])
                .map(({ label }) => label)
                .join(' · ') || t`No access`}
            </Text>
          </Stack>
        )}
      />
      {editing && (
        <EditRoleModal
          role={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            void api.queryClient.invalidateQueries({ queryKey: query.queryKey });
          }}
        />
      )}
    </>
  );
}

/** "Ana García (agarcia), Luis Pérez (lperez)" from a 409 ROLE_IN_USE answer; null for any other failure. */
function roleHolders(error: unknown): string | null {
  if (!(error instanceof ConflictError) || error.code !== 'ROLE_IN_USE') return null;
  const parsed = v.safeParse(RolEnUsoSchema, error.body);
  if (!parsed.success || parsed.output.usuarios.length === 0) return null;
  return parsed.output.usuarios.map((user) => `${user.nombre} (${user.usuario})`).join(', ');
}

function EditRoleModal({
  role,
  onClose,
  onSaved,
}: {
  role: Rol | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useLingui();
  const api = useApi();
  const flags = useFlags();
  const [nombre, setNombre] = useState(role?.nombre ?? '');
  const [permisos, setPermisos] = useState<Record<string, boolean>>(
    () =>
      Object.fromEntries(
        flags.map(({ flag }) => [flag, role ? role.permisos[flag as keyof Permisos] : false]),
      ) as Record<string, boolean>,
  );
  const submission = useSubmission();
  const [confirmingDelete, setConfirmingDelete] = useState(false);

  const remove = async (id: number, roleName: string) => {
    await submission.run(
      async () => {
        await api.client.configuracion.eliminarRol({ idrol: id });
        alerts.success(t`The role ${roleName} was deleted.`);
        onSaved();
      },
      (error) => {
        setConfirmingDelete(false);
        const holders = roleHolders(error);
        return holders
          ? t`The role ${roleName} cannot be deleted: ${holders} hold it. Give them another role first.`
          : undefined;
      },
    );
  };

  const save = async () => {
    await submission.run(async () => {
      await api.client.configuracion.guardarRol({
        body: {
          ...(role ? { id: role.id } : {}),
          nombre,
          ...(role?.descripcion ? { descripcion: role.descripcion } : {}),
          permisos: permisos as Permisos,
        },
      });
      alerts.success(t`The role ${nombre} has been saved; its users get it at their next action.`);
      onSaved();
    });
  };

  return (
    <FormDialog
      title={role ? t`Edit role ${role.nombre}` : t`New role`}
      size="lg"
      onClose={onClose}
      onSubmit={() => void save()}
      submitLabel={t`Save`}
      busy={submission.busy}
      submitDisabled={!nombre.trim()}
      failure={submission.failure}
      footerStart={
        role && (
          <Button variant="subtle" color="red" mr="auto" onClick={() => setConfirmingDelete(true)}>
            {t`Delete role`}
          </Button>
        )
      }
      footer={
        role && confirmingDelete ? (
          <>
            <Text size="sm" mr="auto">
              {t`Delete the role ${role.nombre}?`}
            </Text>
            <Button variant="default" onClick={() => setConfirmingDelete(false)}>
              {t`Keep it`}
            </Button>
            <Button color="red" onClick={() => void remove(role.id, role.nombre)} loading={submission.busy}>
              {t`Delete ${role.nombre}`}
            </Button>
          </>
        ) : undefined
      }
    >
      <TextInput
        label={t`Name`}
        value={nombre}
        onChange={(event) => setNombre(event.currentTarget.value)}
        required
      />
      {role && role.usuarios > 0 && (
        <Text size="sm" c="dimmed">
          {t`${plural(role.usuarios, { one: '# user has this role.', other: '# users have this role.' })}`}
        </Text>
      )}
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
        {flags.map(({ flag, label }) => (
          <Checkbox
            key={flag}
            label={label}
            checked={permisos[flag] ?? false}
            onChange={(event) => {
              const checked = event.currentTarget.checked;
              setPermisos((previous) => ({ ...previous, [flag]: checked }));
            }}
          />
        ))}
      </SimpleGrid>
    </FormDialog>
  );
}
