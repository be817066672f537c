import { manifest } from '@extranet/routes-manifest';
import type { CodigoEstadoIata, HawbResumen } from '@extranet/sdk';
import { useLingui } from '@lingui/react/macro';
import { Badge, Group, Text } from '@mantine/core';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { useMemo } from 'react';
import { useApi } from '../../api/ApiProvider';
import { AreaHeader } from '../../components/AreaHeader';
import { DataGrid } from '../../components/DataGrid/DataGrid';
import { validateGridSearch } from '../../components/DataGrid/grid-search';
import { IATA_STATUS, IATA_STATUS_ORDER, iataStatusLabel } from '../../components/Hawb/iata';
import { PeriodControl, periodQuery, usePeriodSearch } from '../../components/Period';
import { useCounts } from '../../i18n/useCounts';
import { useFormat } from '../../i18n/useFormat';
import { GuideCard, useGuideColumns } from './columns';

/** `/guide-tracking`: the house air waybills issued in a period, each with its latest IATA status. */
export const Route = createFileRoute('/_app/guide-tracking')({
  validateSearch: validateGridSearch,
  component: GuideTrackingScreen,
});

const area = manifest.find((entry) => entry.path === '/guide-tracking')!;

function GuideTrackingScreen() {
  const { t } = useLingui();
  const api = useApi();
  const navigate = useNavigate();
  const search = Route.useSearch();
  const { period, setPeriod } = usePeriodSearch(search, '30d');
  const columns = useGuideColumns();
  return (
    <>
      <AreaHeader area={area} />
      <DataGrid<HawbResumen>
        gridCode="guide-tracking"
        columns={columns}
        query={api.queries.distribucionAerea.estadoEnvios(periodQuery(period!))}
        search={search}
        exportName={t`Air waybills`}
        toolbar={<PeriodControl value={period} onChange={setPeriod} />}
        onRowOpen={(row) => void navigate({ to: '/guide-tracking/$id', params: { id: String(row.id) } })}
        emptyMessage={t`No air waybills issued in this period — widen it to see more.`}
        defaults={DEFAULTS}
        summary={(rows) => <GuideSummary rows={rows} />}
        renderCard={(row) => <GuideCard hawb={row} />}
      />
    </>
  );
}

const DEFAULTS = {
  // What moved last first.
  sorting: [{ id: 'fechaUltimoEvento', desc: true }],
  columnVisibility: { pesoTasableKg: false, cliente: false, fechaEmision: false },
};

/** How many HAWBs in each status, and the pieces and weight they carry. */
function GuideSummary({ rows }: { rows: HawbResumen[] }) {
  const { i18n } = useLingui();
  const format = useFormat();
  const counts = useCounts();
  const { byStatus, pieces, weight } = useMemo(() => {
    const counts = new Map<CodigoEstadoIata, number>();
    let pieceCount = 0;
    let kg = 0;
    for (const row of rows) {
      counts.set(row.estado, (counts.get(row.estado) ?? 0) + 1);
      pieceCount += row.totalPiezas;
      kg += row.pesoBrutoKg;
    }
    return { byStatus: counts, pieces: pieceCount, weight: kg };
  }, [rows]);
  return (
    <Group gap="xs" wrap="wrap">
      {IATA_STATUS_ORDER.filter((code) => byStatus.has(code)).map((code) => (
        <Badge key={code} color={IATA_STATUS[code].color} variant="light" style={{ textTransform: 'none' }}>
          {iataStatusLabel(i18n, code)}: {format.number(byStatus.get(code)!)}
        </Badge>
      ))}
      <Text size="sm" c="dimmed">
        {counts.pieces(pieces)} · {format.number(weight, { maximumFractionDigits: 0 })} kg
      </Text>
    </Group>
  );
}
