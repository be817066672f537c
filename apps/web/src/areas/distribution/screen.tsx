import { manifest } from '@extranet/routes-manifest';
import type { AlbaranResumen, EstadoAlbaran } from '@extranet/sdk';
import { useLingui } from '@lingui/react/macro';
import { Badge, Group, Text } from '@mantine/core';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { useMemo } from 'react';
import { useApi } from '../../api/ApiProvider';
import { AreaHeader } from '../../components/AreaHeader';
import { DataGrid } from '../../components/DataGrid/DataGrid';
import { validateGridSearch } from '../../components/DataGrid/grid-search';
import { DELIVERY_STATUS } from '../../components/DeliveryNotes/labels';
import { PeriodControl, periodQuery, usePeriodSearch } from '../../components/Period';
import { useCounts } from '../../i18n/useCounts';
import { useFormat } from '../../i18n/useFormat';
import { useDistributionColumns } from './columns';
import { DeliveryNoteCard } from './DeliveryNoteCard';
import { hasIncident, summarizeNotes } from './notes';

/** `/distribution`: the delivery notes dated in a period (default: the last 30 days). */
export const Route = createFileRoute('/_app/distribution')({
  validateSearch: validateGridSearch,
  component: DistributionScreen,
});

const area = manifest.find((entry) => entry.path === '/distribution')!;

function DistributionScreen() {
  const { t } = useLingui();
  const api = useApi();
  const navigate = useNavigate();
  const search = Route.useSearch();
  const { period, setPeriod } = usePeriodSearch(search, '30d');
  const columns = useDistributionColumns();
  return (
    <>
      <AreaHeader area={area} />
      <DataGrid<AlbaranResumen>
        gridCode="distribution"
        columns={columns}
        query={api.queries.distribucion.obtenerSeguimientoAlbaranesPeriodo(periodQuery(period!))}
        search={search}
        exportName={t`Delivery notes`}
        toolbar={<PeriodControl value={period} onChange={setPeriod} />}
        onRowOpen={(row) => void navigate({ to: '/distribution/$id', params: { id: String(row.id) } })}
        emptyMessage={t`No delivery notes in this period — widen it to see more.`}
        rowColor={(row) => (hasIncident(row) ? 'var(--mantine-color-red-light)' : undefined)}
        defaults={DEFAULTS}
        summary={(rows) => <DistributionSummary rows={rows} />}
        renderCard={(row) => <DeliveryNoteCard note={row} />}
      />
    </>
  );
}

const DEFAULTS = {
  sorting: [{ id: 'fecha', desc: true }],
  columnVisibility: {
    cliente: false,
    codigoAlmacen: false,
    direccion: false,
    provincia: false,
  },
};

/** How many notes in each status, how many went wrong, and the packages and kilograms they carry. */
function DistributionSummary({ rows }: { rows: AlbaranResumen[] }) {
  const { i18n, t } = useLingui();
  const format = useFormat();
  const counts = useCounts();
  const { byStatus, incidents, late, packages, weightKg } = useMemo(() => summarizeNotes(rows), [rows]);
  return (
    <Group gap="xs" wrap="wrap">
      {(Object.keys(DELIVERY_STATUS) as EstadoAlbaran[])
        .filter((estado) => byStatus.has(estado))
        .map((estado) => (
          <Badge
            key={estado}
            color={DELIVERY_STATUS[estado].color}
            variant="light"
            style={{ textTransform: 'none' }}
          >
            {i18n._(DELIVERY_STATUS[estado].label)}: {format.number(byStatus.get(estado)!)}
          </Badge>
        ))}
      {incidents > 0 && (
        <Badge color="red" variant="filled" style={{ textTransform: 'none' }}>
          {t`With incidents: ${format.number(incidents)}`}
        </Badge>
      )}
      {late > 0 && (
        <Badge color="orange" variant="outline" style={{ textTransform: 'none' }}>
          {t`Late: ${format.number(late)}`}
        </Badge>
      )}
      <Text size="sm" c="dimmed">
        {counts.packages(packages)} · {format.number(weightKg, { maximumFractionDigits: 0 })} kg
      </Text>
    </Group>
  );
}
