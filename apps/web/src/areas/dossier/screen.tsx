import { manifest } from '@extranet/routes-manifest';
import type { DossierResumen, EstadoDossier, TipoDossier } from '@extranet/sdk';
import { useLingui } from '@lingui/react/macro';
import { Badge, Group, Stack, Text } from '@mantine/core';
import { createFileRoute, useNavigate, useRouter } from '@tanstack/react-router';
import { useMemo } from 'react';
import { useApi } from '../../api/ApiProvider';
import { AreaHeader } from '../../components/AreaHeader';
import type { GridColumn } from '../../components/DataGrid';
import { CardReference } from '../../components/DataGrid/CardReference';
import { dateColumn, linkColumn } from '../../components/DataGrid/columns';
import { DataGrid } from '../../components/DataGrid/DataGrid';
import { validateGridSearch } from '../../components/DataGrid/grid-search';
import { PeriodControl, periodQuery, usePeriodSearch } from '../../components/Period';
import { ModeIcon, TRANSPORT_MODE } from '../../components/Shipment';
import { useCounts } from '../../i18n/useCounts';
import { useFormat } from '../../i18n/useFormat';
import { DOSSIER_STATUS, DOSSIER_TYPE } from './labels';

/** `/dossier`: the dossiers opened in a period (default: the last 30 days). */
export const Route = createFileRoute('/_app/dossier')({
  validateSearch: validateGridSearch,
  component: DossierScreen,
});

const area = manifest.find((entry) => entry.path === '/dossier')!;

function DossierScreen() {
  const { t } = useLingui();
  const api = useApi();
  const navigate = useNavigate();
  const search = Route.useSearch();
  const { period, setPeriod } = usePeriodSearch(search, '30d');
  const columns = useDossierColumns();
  return (
    <>
      <AreaHeader area={area} />
      <DataGrid<DossierResumen>
        gridCode="dossier"
        columns={columns}
        query={api.queries.dossier.obtenerSeguimientoDossieresPeriodo(periodQuery(period!))}
        search={search}
        exportName={t`Dossiers`}
        toolbar={<PeriodControl value={period} onChange={setPeriod} />}
        onRowOpen={(row) => void navigate({ to: '/dossier/$id', params: { id: String(row.id) } })}
        emptyMessage={t`No dossiers were opened in this period — widen it to see more.`}
        rowColor={(row) =>
          row.estado === 'PENDIENTE_DOCUMENTACION' ? 'var(--mantine-color-orange-light)' : undefined
        }
        defaults={{ columnVisibility: { expedidor: false, destinatario: false, fechaCierre: false } }}
        summary={(rows) => <DossierSummary rows={rows} />}
        renderCard={(row) => <DossierCard dossier={row} />}
      />
    </>
  );
}

function useDossierColumns(): GridColumn<DossierResumen>[] {
  const { i18n, t } = useLingui();
  const format = useFormat();
  const router = useRouter();
  return useMemo(() => {
    const status = (estado: EstadoDossier) => i18n._(DOSSIER_STATUS[estado].label);
    const type = (tipo: TipoDossier) => i18n._(DOSSIER_TYPE[tipo]);
    return [
      linkColumn(router, {
        accessorKey: 'numeroDossier',
        header: t`Dossier`,
        size: 140,
        link: (row) => ({ to: '/dossier/$id', params: { id: String(row.id) } }),
      }),
      { accessorKey: 'referenciaCliente', header: t`Your reference`, size: 140 },
      { accessorKey: 'cliente', header: t`Customer`, size: 180, filterVariant: 'multi-select' },
      {
        accessorKey: 'tipo',
        header: t`Type`,
        size: 120,
        filterVariant: 'multi-select',
        mantineFilterMultiSelectProps: {
          data: (Object.keys(DOSSIER_TYPE) as TipoDossier[]).map((value) => ({ value, label: type(value) })),
        },
        Cell: ({ row }) => type(row.original.tipo),
        exportAs: { type: 'text', value: (row) => type(row.tipo) },
      },
      {
        id: 'modo',
        header: t`Mode`,
        size: 90,
        accessorFn: (row) => row.modo ?? '',
        Cell: ({ row }) => (row.original.modo ? <ModeIcon modo={row.original.modo} /> : '—'),
        exportAs: { type: 'text', value: (row) => (row.modo ? i18n._(TRANSPORT_MODE[row.modo]) : '') },
      },
      {
        id: 'ruta',
        header: t`Route`,
        size: 220,
        accessorFn: (row) => `${row.codigoOrigen} ${row.origen} → ${row.codigoDestino} ${row.destino}`,
        Cell: ({ row }) => (
          <Stack gap={0}>
            <Text size="sm" fw={500}>
              {row.original.codigoOrigen} → {row.original.codigoDestino}
            </Text>
            <Text size="xs" c="dimmed" truncate maw={210}>
              {row.original.origen} → {row.original.destino}
            </Text>
          </Stack>
        ),
        exportAs: { type: 'text', value: (row) => `${row.origen} → ${row.destino}` },
      },
      {
        accessorKey: 'estado',
        header: t`Status`,
        size: 170,
        filterVariant: 'multi-select',
        mantineFilterMultiSelectProps: {
          data: (Object.keys(DOSSIER_STATUS) as EstadoDossier[]).map((value) => ({
            value,
            label: status(value),
          })),
        },
        Cell: ({ row }) => (
          <Badge
            color={DOSSIER_STATUS[row.original.estado].color}
            variant="light"
            style={{ textTransform: 'none' }}
          >
            {status(row.original.estado)}
          </Badge>
        ),
        exportAs: { type: 'text', value: (row) => status(row.estado) },
      },
      dateColumn({
        id: 'fechaApertura',
        header: t`Opened`,
        size: 120,
        date: (row) => new Date(row.fechaApertura),
        text: format.date,
      }),
      dateColumn({
        id: 'fechaCierre',
        header: t`Closed`,
        size: 120,
        date: (row) => (row.fechaCierre ? new Date(row.fechaCierre) : null),
        text: format.date,
        empty: '—',
      }),
      {
        accessorKey: 'numeroPartidas',
        header: t`Shipments`,
        size: 100,
        filterVariant: 'range',
        mantineTableBodyCellProps: { align: 'right' },
        exportAs: { type: 'number' },
      },
      { accessorKey: 'expedidor', header: t`Shipper`, size: 200 },
      { accessorKey: 'destinatario', header: t`Consignee`, size: 200 },
    ];
  }, [i18n, t, format, router]);
}

function DossierSummary({ rows }: { rows: DossierResumen[] }) {
  const { t } = useLingui();
  const format = useFormat();
  const waiting = rows.filter((row) => row.estado === 'PENDIENTE_DOCUMENTACION').length;
  const counts = useCounts();
  const shipments = rows.reduce((sum, row) => sum + row.numeroPartidas, 0);
  return (
    <Text size="sm" c="dimmed">
      {counts.shipments(shipments)}
      {waiting > 0 && (
        <Text span c="orange" fw={600} ml="sm">
          {t`${format.number(waiting)} waiting for your documents`}
        </Text>
      )}
    </Text>
  );
}

/** A dossier as a phone shows it in the list. */
function DossierCard({ dossier: d }: { dossier: DossierResumen }) {
  const { i18n, t } = useLingui();
  const format = useFormat();
  const counts = useCounts();
  return (
    <Stack gap={4}>
      <Group justify="space-between" wrap="nowrap">
        <CardReference>{d.numeroDossier}</CardReference>
        <Badge color={DOSSIER_STATUS[d.estado].color} variant="light" style={{ textTransform: 'none' }}>
          {i18n._(DOSSIER_STATUS[d.estado].label)}
        </Badge>
      </Group>
      <Text size="sm" fw={500}>
        {i18n._(DOSSIER_TYPE[d.tipo])} · {d.origen} → {d.destino}
      </Text>
      <Text size="xs" c="dimmed">
        {t`Opened ${format.date(d.fechaApertura)}`} · {counts.shipments(d.numeroPartidas)}
        {d.referenciaCliente ? ` · ${d.referenciaCliente}` : ''}
      </Text>
    </Stack>
  );
}
