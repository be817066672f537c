import './footprint.css';
import { manifest } from '@extranet/routes-manifest';
import type { HuellaCarbonoPartida } from '@extranet/sdk';
import { isArriving } from '@extranet/sdk/query';
import { useLingui } from '@lingui/react/macro';
import { Grid, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { useMemo } from 'react';
import { useApi } from '../../api/ApiProvider';
import { AreaHeader } from '../../components/AreaHeader';
import { DataGrid } from '../../components/DataGrid/DataGrid';
import { validateGridSearch } from '../../components/DataGrid/grid-search';
import { PeriodControl, periodQuery, usePeriodSearch } from '../../components/Period';
import { useFormat } from '../../i18n/useFormat';
import { ModeChart, MonthChart } from './Charts';
import { FootprintCard, useFootprintColumns } from './columns';
import { footprintTotals, previousPeriod } from './footprint';
import { MethodPanel } from './Method';
import { TotalsPanel } from './Totals';

/**
 * `/carbon-footprint`: CO2e of the shipments departing in a period (ISO 14083 / GLEC), against the
 * period of the same length just before it, by mode and month, per shipment, and how it was computed.
 */
export const Route = createFileRoute('/_app/carbon-footprint')({
  validateSearch: validateGridSearch,
  component: CarbonFootprintScreen,
});

const area = manifest.find((entry) => entry.path === '/carbon-footprint')!;

function CarbonFootprintScreen() {
  const { t } = useLingui();
  const api = useApi();
  const navigate = useNavigate();
  const format = useFormat();
  const search = Route.useSearch();
  const { period, setPeriod } = usePeriodSearch(search, '90d');
  const range = period!;
  const before = useMemo(() => previousPeriod(range), [range]);
  const query = api.queries.huellaCarbono.obtenerHuellaCarbonoPeriodo(periodQuery(range));
  const current = useQuery({ ...query, meta: { localErrors: true } });
  const previous = useQuery({
    ...api.queries.huellaCarbono.obtenerHuellaCarbonoPeriodo(periodQuery(before)),
    meta: { localErrors: true },
  });
  const columns = useFootprintColumns();
  // Totals, charts and the method panel wait for the whole period: figures of the part that has
  // arrived would look like the period's and then change by themselves.
  const rows = wholeList(current.data);
  const previousRows = wholeList(previous.data);
  const totals = useMemo(() => (rows ? footprintTotals(rows) : undefined), [rows]);
  const previousTotals = useMemo(
    () => (previousRows ? footprintTotals(previousRows) : undefined),
    [previousRows],
  );

  return (
    <>
      <AreaHeader area={area} actions={<PeriodControl value={period} onChange={setPeriod} />} />
      <Stack gap="md">
        <Text size="sm" c="dimmed" mt={-8}>
          {t`Well-to-wheel emissions of the shipments departing in the period, compared with ${format.date(before.from)} – ${format.date(before.to)}.`}
        </Text>
        {/* When the period fails to load, the grid below says so and offers to try again. */}
        {!current.isError && (
          <>
            <TotalsPanel totals={totals} previous={previousTotals} previousFailed={previous.isError} />
            <Grid gutter="md">
              <Grid.Col span={{ base: 12, md: 5 }}>
                <ModeChart rows={rows} />
              </Grid.Col>
              <Grid.Col span={{ base: 12, md: 7 }}>
                <MonthChart rows={rows} period={range} />
              </Grid.Col>
            </Grid>
          </>
        )}
        <DataGrid<HuellaCarbonoPartida>
          gridCode="carbon-footprint"
          columns={columns}
          query={query}
          search={search}
          exportName={t`Carbon footprint`}
          onRowOpen={(row) => void navigate({ to: '/tracking/$id', params: { id: String(row.id) } })}
          emptyMessage={t`No shipments departed in this period — widen it to see more.`}
          defaults={DEFAULTS}
          summary={(shown) => <GridTotals rows={shown} />}
          renderCard={(row) => <FootprintCard row={row} />}
        />
        {!current.isError && <MethodPanel rows={rows} />}
      </Stack>
    </>
  );
}

const wholeList = <T,>(data: T[] | undefined): T[] | undefined =>
  data && !isArriving(data) ? data : undefined;

const DEFAULTS = {
  // The biggest emitters first: where a change of mode or routing pays most.
  sorting: [{ id: 'co2eWtwKg', desc: true }],
  columnVisibility: { co2eWttKg: false, co2eTtwKg: false, cliente: false },
};

/** What the rows left after search and filters add up to. */
function GridTotals({ rows }: { rows: HuellaCarbonoPartida[] }) {
  const { t } = useLingui();
  const format = useFormat();
  const totals = useMemo(() => footprintTotals(rows), [rows]);
  return (
    <Text size="sm" c="dimmed">
      {t`${format.number(totals.wtwKg / 1000, { maximumFractionDigits: 1 })} t CO2e · ${format.number(totals.tonneKm, { maximumFractionDigits: 0 })} t·km`}
      {totals.intensity !== null &&
        ` · ${format.number(totals.intensity, { maximumFractionDigits: 1 })} g CO2e/t·km`}
    </Text>
  );
}
