import { manifest } from '@extranet/routes-manifest';
import type { EstadoPartida, PartidaResumen } from '@extranet/sdk';
import { useLingui } from '@lingui/react/macro';
import { Badge, Group, Text } from '@mantine/core';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { useMemo } from 'react';
import { useApi } from '../../api/ApiProvider';
import type { Api } from '../../api/api';
import { AreaHeader } from '../../components/AreaHeader';
import { DataGrid } from '../../components/DataGrid/DataGrid';
import { type GridSearch, prefetchGridRows, validateGridSearch } from '../../components/DataGrid/grid-search';
import { PeriodControl, usePeriodSearch } from '../../components/Period';
import { type Period, periodOfSearch, periodQuery } from '../../components/Period/period';
import { SHIPMENT_STATUS } from '../../components/Shipment';
import { useCounts } from '../../i18n/useCounts';
import { useFormat } from '../../i18n/useFormat';
import { AttentionChip } from './AttentionChip';
import { needingAttention } from './attention';
import { useTrackingColumns } from './columns';
import { ShipmentCard } from './ShipmentCard';

/** `/tracking`: the open shipments, or those departing in a period (`?from=…&to=…`). */
export const Route = createFileRoute('/_app/tracking')({
  validateSearch: validateTrackingSearch,
  loaderDeps: ({ search }) => ({ from: search.from, to: search.to, attention: search.attention }),
  loader: async ({ context, deps }) => {
    const api = await context.api.load();
    prefetchGridRows(api.queryClient, shipmentsQuery(api, periodOfSearch(deps, 'active'), deps.attention));
  },
  component: TrackingScreen,
});

/** The grid's search, and the quick filter `?attention=1`: only shipments that need attention. */
function validateTrackingSearch(raw: Record<string, unknown>): GridSearch & { attention?: true } {
  const search = validateGridSearch(raw);
  const attention = raw.attention === true || raw.attention === 1 || raw.attention === '1';
  return attention ? { ...search, attention: true } : search;
}

/** The open shipments, or those of a period; only those needing attention with `attention`. */
const shipmentsQuery = (api: Api, period: Period | null, attention?: boolean) => {
  const list = period
    ? api.queries.tracking.obtenerSeguimientoEnviosPeriodo(periodQuery(period))
    : api.queries.tracking.obtenerSeguimientoEnvios();
  return attention ? needingAttention(api, list) : list;
};

const area = manifest.find((entry) => entry.path === '/tracking')!;

function TrackingScreen() {
  const { t } = useLingui();
  const api = useApi();
  const navigate = useNavigate();
  const search = Route.useSearch();
  const { period, setPeriod } = usePeriodSearch(search, 'active');
  const columns = useTrackingColumns();
  const attention = search.attention === true;
  const query = shipmentsQuery(api, period, attention);
  const setAttention = (on: boolean) =>
    void navigate({
      to: '.',
      search: (previous: Record<string, unknown>) => ({ ...previous, attention: on ? 1 : undefined }),
      replace: true,
    } as never);

  return (
    <>
      <AreaHeader area={area} />
      <DataGrid<PartidaResumen>
        gridCode="tracking"
        columns={columns}
        query={query}
        search={search}
        exportName={t`Shipments`}
        toolbar={
          <>
            <PeriodControl value={period} onChange={setPeriod} activeLabel={t`Open shipments`} />
            <AttentionChip checked={attention} onChange={setAttention} />
          </>
        }
        onRowOpen={(row) => void navigate({ to: '/tracking/$id', params: { id: String(row.id) } })}
        emptyMessage={
          attention
            ? t`No shipment here needs your attention.`
            : period
              ? t`No shipments departed in this period — widen it to see more.`
              : t`No open shipments right now — choose a period to see earlier ones.`
        }
        defaults={DEFAULTS}
        summary={(rows) => <TrackingSummary rows={rows} />}
        renderCard={(row) => <ShipmentCard shipment={row} />}
      />
    </>
  );
}

const DEFAULTS = {
  // What arrives next first.
  sorting: [{ id: 'eta', desc: false }],
  columnVisibility: {
    volumenM3: false,
    expedidor: false,
    destinatario: false,
    incoterm: false,
    contenedores: false,
    documentoTransporte: false,
  },
};

/** How many shipments in each status, how many late, and what they weigh. */
function TrackingSummary({ rows }: { rows: PartidaResumen[] }) {
  const { i18n, t } = useLingui();
  const format = useFormat();
  const counts = useCounts();
  const { byStatus, late, packages, weight } = useMemo(() => {
    const counts = new Map<EstadoPartida, number>();
    let lateCount = 0;
    let packageCount = 0;
    let kg = 0;
    for (const row of rows) {
      counts.set(row.estado, (counts.get(row.estado) ?? 0) + 1);
      if (row.retrasoHoras >= 24 && row.estado !== 'ENTREGADA' && row.estado !== 'CANCELADA') lateCount += 1;
      packageCount += row.bultos;
      kg += row.pesoBrutoKg;
    }
    return { byStatus: counts, late: lateCount, packages: packageCount, weight: kg };
  }, [rows]);
  return (
    <Group gap="xs" wrap="wrap">
      {(Object.keys(SHIPMENT_STATUS) as EstadoPartida[])
        .filter((estado) => byStatus.has(estado))
        .map((estado) => (
          <Badge
            key={estado}
            color={SHIPMENT_STATUS[estado].color}
            variant="light"
            style={{ textTransform: 'none' }}
          >
            {i18n._(SHIPMENT_STATUS[estado].label)}: {format.number(byStatus.get(estado)!)}
          </Badge>
        ))}
      {late > 0 && (
        <Badge color="red" variant="filled" style={{ textTransform: 'none' }}>
          {t`Over a day late: ${format.number(late)}`}
        </Badge>
      )}
      <Text size="sm" c="dimmed">
        {counts.packages(packages)} · {format.number(weight, { maximumFractionDigits: 0 })} kg
      </Text>
    </Group>
  );
}
