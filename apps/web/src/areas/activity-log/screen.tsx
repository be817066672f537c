import { manifest } from '@extranet/routes-manifest';
import type { RegistroAuditoria } from '@extranet/sdk';
import { useLingui } from '@lingui/react/macro';
import { Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { useEffect, useMemo, useState } from 'react';
import { useApi } from '../../api/ApiProvider';
import { ACTION_LABEL, actionLabel } from '../../components/Activity';
import { AreaHeader } from '../../components/AreaHeader';
import type { GridColumn } from '../../components/DataGrid';
import { CellText } from '../../components/DataGrid/cells';
import { dateColumn } from '../../components/DataGrid/columns';
import { DataGrid } from '../../components/DataGrid/DataGrid';
import { cleanGridSearch, type GridSearch, validateGridSearch } from '../../components/DataGrid/grid-search';
import { PeriodControl, periodQuery, usePeriodSearch } from '../../components/Period';
import { useFormat } from '../../i18n/useFormat';
import { changeText } from './changes';

/** `/activity-log`: who did what (administrators): sign-ins, administration, shared links, documents. */
export const Route = createFileRoute('/_app/activity-log')({
  validateSearch: validateActivitySearch,
  component: ActivityLogScreen,
});

type ActivitySearch = GridSearch & { usuario?: string; accion?: string };

/** The grid's search, plus the server-side filters: part of a user name, one action code. */
function validateActivitySearch(raw: Record<string, unknown>): ActivitySearch {
  const search: ActivitySearch = validateGridSearch(raw);
  if (typeof raw.usuario === 'string' && raw.usuario.trim() && raw.usuario.length <= 100)
    search.usuario = raw.usuario.trim();
  if (typeof raw.accion === 'string' && /^[A-Z_]{1,40}$/.test(raw.accion)) search.accion = raw.accion;
  return search;
}

const area = manifest.find((entry) => entry.path === '/activity-log')!;

function ActivityLogScreen() {
  const { t, i18n } = useLingui();
  const api = useApi();
  const navigate = useNavigate();
  const format = useFormat();
  const search = Route.useSearch();
  const { period, setPeriod } = usePeriodSearch(search, '7d');
  const [usuario, setUsuario] = useState(search.usuario ?? '');
  const [usuarioApplied] = useDebouncedValue(usuario.trim(), 400);

  const setFilter = (changes: Pick<ActivitySearch, 'usuario' | 'accion'>) =>
    void navigate({
      to: '.',
      search: (previous: ActivitySearch) => cleanGridSearch({ ...previous, ...changes }),
    } as never);

  // The user filter goes to the URL (and the server) once typing pauses.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a pause in typing applies it
  useEffect(() => {
    if ((search.usuario ?? '') !== usuarioApplied) setFilter({ usuario: usuarioApplied || undefined });
  }, [usuarioApplied]);

  const actions = useMemo(
    () =>
      Object.keys(ACTION_LABEL)
        .map((code) => ({ value: code, label: actionLabel(i18n, code) }))
        .sort((a, b) => a.label.localeCompare(b.label, i18n.locale)),
    [i18n],
  );

  const columns = useMemo<GridColumn<RegistroAuditoria>[]>(
    () => [
      dateColumn({
        id: 'fecha',
        header: t`When`,
        size: 170,
        enableHiding: false,
        date: (row) => new Date(row.fecha),
        text: format.dateTime,
        filterVariant: undefined,
        exportAs: { type: 'date', numFmt: 'yyyy-mm-dd hh:mm:ss' },
      }),
      {
        id: 'accion',
        header: t`Action`,
        size: 220,
        accessorFn: (row) => actionLabel(i18n, row.accion),
        filterVariant: 'multi-select',
      },
      { id: 'usuario', header: t`User`, size: 130, accessorFn: (row) => row.usuario ?? '' },
      { id: 'detalle', header: t`Details`, size: 260, accessorFn: (row) => row.detalle ?? '' },
      {
        id: 'registro',
        header: t`Record`,
        size: 140,
        accessorFn: (row) => (row.entidad ? `${row.entidad} ${row.idEntidad ?? ''}`.trim() : ''),
      },
      {
        id: 'cambios',
        header: t`Before → after`,
        size: 320,
        accessorFn: (row) => changeText(row),
        Cell: ({ cell }) => {
          const text = cell.getValue<string>();
          return (
            <CellText size="xs" title={text}>
              {text}
            </CellText>
          );
        },
      },
      { id: 'ip', header: t`Address`, size: 130, accessorFn: (row) => row.ip ?? '' },
      {
        id: 'idCliente',
        header: t`Customer id`,
        size: 110,
        accessorFn: (row) => row.idCliente ?? null,
        filterVariant: 'range',
        exportAs: { type: 'number', numFmt: '0' },
      },
    ],
    [t, i18n, format],
  );

  const query = api.queries.configuracion.obtenerAuditoria({
    ...periodQuery(period!),
    ...(search.usuario ? { usuario: search.usuario } : {}),
    ...(search.accion ? { accion: search.accion } : {}),
  });

  return (
    <>
      <AreaHeader area={area} />
      <DataGrid<RegistroAuditoria>
        gridCode="activity-log"
        columns={columns}
        query={query}
        search={search}
        exportName={t`Activity log`}
        toolbar={
          <Group gap="xs" wrap="wrap">
            <PeriodControl value={period} onChange={setPeriod} />
            <TextInput
              size="sm"
              w={170}
              aria-label={t`User`}
              placeholder={t`User`}
              value={usuario}
              onChange={(event) => setUsuario(event.currentTarget.value)}
              data-testid="activity-user"
            />
            <Select
              size="sm"
              w={240}
              aria-label={t`Action`}
              placeholder={t`Every action`}
              data={actions}
              value={search.accion ?? null}
              onChange={(accion) => setFilter({ accion: accion ?? undefined })}
              clearable
              searchable
              data-testid="activity-action"
            />
          </Group>
        }
        emptyMessage={t`Nothing was recorded for these filters in this period — widen the period or clear the filters.`}
        defaults={{
          sorting: [{ id: 'fecha', desc: true }],
          columnVisibility: { idCliente: false, registro: false },
        }}
        renderCard={(row) => (
          <Stack gap={2}>
            <Group justify="space-between" wrap="nowrap">
              <Text fw={600}>{actionLabel(i18n, row.accion)}</Text>
              <Text size="xs" c="dimmed">
                {format.dateTime(new Date(row.fecha))}
              </Text>
            </Group>
            <Text size="sm" c="dimmed">
              {[row.usuario, row.ip, row.detalle].filter(Boolean).join(' · ')}
            </Text>
          </Stack>
        )}
      />
    </>
  );
}
