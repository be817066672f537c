import '@mantine/core/styles/Drawer.css';
import '@mantine/core/styles/NumberInput.css';
import { manifest } from '@extranet/routes-manifest';
import type { EstadoSolicitudSuministros, SolicitudSuministrosResumen } from '@extranet/sdk';
import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Button, Card, Drawer, Group, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconPlus } from '@tabler/icons-react';
import { createFileRoute } from '@tanstack/react-router';
import { useCallback, useMemo, useState } from 'react';
import { useApi } from '../../api/ApiProvider';
import { AreaHeader } from '../../components/AreaHeader';
import type { GridColumn } from '../../components/DataGrid';
import { dateColumn } from '../../components/DataGrid/columns';
import { DataGrid } from '../../components/DataGrid/DataGrid';
import { validateGridSearch } from '../../components/DataGrid/grid-search';
import { PeriodControl, periodQuery, usePeriodSearch } from '../../components/Period';
import { useFormat } from '../../i18n/useFormat';
import { SUPPLY_STATUS } from './labels';
import { SupplyRequestForm } from './SupplyRequestForm';

/** `/supply-request`: ask for labels, pouches and forms, and follow earlier requests. */
export const Route = createFileRoute('/_app/supply-request')({
  validateSearch: validateGridSearch,
  component: SupplyRequestScreen,
});

const area = manifest.find((entry) => entry.path === '/supply-request')!;

function SupplyRequestScreen() {
  const { i18n, t } = useLingui();
  const api = useApi();
  const format = useFormat();
  const search = Route.useSearch();
  const { period, setPeriod } = usePeriodSearch(search, '90d');
  const [opened, setOpened] = useState(false);
  const phone = useMediaQuery('(max-width: 48em)');
  const statusLabel = useCallback(
    (estado: EstadoSolicitudSuministros) => i18n._(SUPPLY_STATUS[estado].label),
    [i18n],
  );

  const columns = useMemo<GridColumn<SolicitudSuministrosResumen>[]>(
    () => [
      { accessorKey: 'numeroSolicitud', header: t`Request`, size: 150, enableHiding: false },
      dateColumn({
        id: 'fecha',
        header: t`Requested`,
        size: 170,
        date: (row) => new Date(row.fecha),
        text: format.dateTime,
      }),
      {
        accessorKey: 'numeroArticulos',
        header: t`Items`,
        size: 90,
        filterVariant: 'range',
        mantineTableBodyCellProps: { align: 'right' },
        exportAs: { type: 'number', numFmt: '0' },
      },
      {
        accessorKey: 'estado',
        header: t`Status`,
        size: 140,
        filterVariant: 'multi-select',
        mantineFilterMultiSelectProps: {
          data: (Object.keys(SUPPLY_STATUS) as EstadoSolicitudSuministros[]).map((value) => ({
            value,
            label: statusLabel(value),
          })),
        },
        Cell: ({ row }) => (
          <Badge
            color={SUPPLY_STATUS[row.original.estado].color}
            variant="light"
            style={{ textTransform: 'none' }}
          >
            {statusLabel(row.original.estado)}
          </Badge>
        ),
        exportAs: { type: 'text', value: (row) => statusLabel(row.estado) },
      },
      { accessorKey: 'cliente', header: t`Customer`, size: 220 },
    ],
    [t, format, statusLabel],
  );

  return (
    <>
      <AreaHeader
        area={area}
        actions={
          <Button leftSection={<IconPlus size={16} />} onClick={() => setOpened(true)}>
            <Trans>New request</Trans>
          </Button>
        }
      />
      <DataGrid<SolicitudSuministrosResumen>
        gridCode="supply-request"
        columns={columns}
        query={api.queries.distribucionAerea.solicitudes(periodQuery(period!))}
        search={search}
        exportName={t`Supply requests`}
        toolbar={<PeriodControl value={period} onChange={setPeriod} />}
        emptyMessage={t`No supply requests in this period — widen it, or make a new request.`}
        defaults={{ sorting: [{ id: 'fecha', desc: true }] }}
        summary={(rows) => <StatusCounts rows={rows} />}
        renderCard={(row) => (
          <Card withBorder radius="md" padding="sm">
            <Group justify="space-between" wrap="nowrap">
              <Text fw={600}>{row.numeroSolicitud}</Text>
              <Badge
                color={SUPPLY_STATUS[row.estado].color}
                variant="light"
                style={{ textTransform: 'none' }}
              >
                {statusLabel(row.estado)}
              </Badge>
            </Group>
            <Text size="sm" c="dimmed">
              {format.dateTime(row.fecha)} · {t`${row.numeroArticulos} items`}
            </Text>
            <Text size="sm">{row.cliente}</Text>
          </Card>
        )}
      />
      <Drawer
        opened={opened}
        onClose={() => setOpened(false)}
        position="right"
        keepMounted
        size={phone ? '100%' : 'lg'}
        title={t`New supply request`}
      >
        {/* Closing keeps what was typed: the draft reopens with the drawer. */}
        <SupplyRequestForm onSent={() => setOpened(false)} />
      </Drawer>
    </>
  );
}

function StatusCounts({ rows }: { rows: SolicitudSuministrosResumen[] }) {
  const { i18n } = useLingui();
  const format = useFormat();
  const counts = new Map<EstadoSolicitudSuministros, number>();
  for (const row of rows) counts.set(row.estado, (counts.get(row.estado) ?? 0) + 1);
  return (
    <Stack gap={0}>
      <Group gap="xs">
        {(Object.keys(SUPPLY_STATUS) as EstadoSolicitudSuministros[])
          .filter((estado) => counts.has(estado))
          .map((estado) => (
            <Badge
              key={estado}
              color={SUPPLY_STATUS[estado].color}
              variant="light"
              style={{ textTransform: 'none' }}
            >
              {i18n._(SUPPLY_STATUS[estado].label)}: {format.number(counts.get(estado)!)}
            </Badge>
          ))}
      </Group>
    </Stack>
  );
}
