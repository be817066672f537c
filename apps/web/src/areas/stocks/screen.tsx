import { manifest } from '@extranet/routes-manifest';
import type { Existencia } from '@extranet/sdk';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Badge, Chip, Group, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { useMemo } from 'react';
import { useApi } from '../../api/ApiProvider';
import { AreaHeader } from '../../components/AreaHeader';
import { DataGrid } from '../../components/DataGrid/DataGrid';
import { useTableHandle } from '../../components/DataGrid/useTableHandle';
import { searchByReference } from '../../components/Notifications/record-link';
import { EXPIRY, EXPIRY_ROW_COLOR } from '../../components/Warehouse/labels';
import { CurrencyAmounts, GroupByControl, UnitQuantities } from '../../components/Warehouse/parts';
import {
  currenciesOf,
  type ExpiryClass,
  expiryClass,
  skuMovementsSearch,
  stockTotals,
} from '../../components/Warehouse/stock-data';
import { useCounts } from '../../i18n/useCounts';
import { useFormat } from '../../i18n/useFormat';
import { StockCard, useStockColumns } from './columns';

/** `/stocks`: the stock on hand by warehouse, SKU and lot, first expiry first. */
export const Route = createFileRoute('/_app/stocks')({
  validateSearch: searchByReference('lote'),
  component: StocksScreen,
});

const area = manifest.find((entry) => entry.path === '/stocks')!;

/** The quick filter "expiring or expired" of the shelf-life column. */
const EXPIRING: ExpiryClass[] = ['expired', 'soon'];

function StocksScreen() {
  const { t } = useLingui();
  const api = useApi();
  const navigate = useNavigate();
  const search = Route.useSearch();
  // One "today" per visit: the expiry classes of every row are measured against the same day.
  const today = useMemo(() => new Date(), []);
  const columns = useStockColumns(today);
  const phone = useMediaQuery('(max-width: 48em)') ?? false;
  const { table, watch, onTable } = useTableHandle<Existencia>('caducidad');
  const expiringOnly =
    Array.isArray(watch.filter) &&
    watch.filter.length > 0 &&
    watch.filter.every((kind) => EXPIRING.includes(kind));

  const toolbar = (
    <>
      <Chip
        checked={expiringOnly}
        onChange={(checked) =>
          table.current?.getColumn('caducidad').setFilterValue(checked ? EXPIRING : undefined)
        }
        color="orange"
        variant="outline"
        title={t`Expired lots and those that expire within 30 days`}
      >
        {t`Expiring soon`}
      </Chip>
      {!phone && (
        <GroupByControl
          value={watch.grouping[0]}
          options={[
            { value: 'almacen', label: t`By warehouse` },
            { value: 'codigoArticulo', label: t`By SKU` },
          ]}
          onChange={(value) => table.current?.setGrouping(value ? [value] : [])}
        />
      )}
    </>
  );

  return (
    <>
      <AreaHeader area={area} />
      <DataGrid<Existencia>
        gridCode="stocks"
        columns={columns}
        query={api.queries.almacen.obtenerExistencias()}
        search={search}
        exportName={t`Warehouse stock`}
        toolbar={toolbar}
        onRowOpen={(row) =>
          void navigate({ to: '/movements', search: skuMovementsSearch(row.codigoArticulo) })
        }
        emptyMessage={t`There is no stock in the warehouse for your account.`}
        rowColor={(row) => EXPIRY_ROW_COLOR[expiryClass(row.fechaCaducidad, today)]}
        defaults={DEFAULTS}
        summary={(rows) => <StockSummary rows={rows} today={today} />}
        renderCard={(row) => <StockCard line={row} today={today} />}
        onTable={onTable}
      />
    </>
  );
}

const DEFAULTS = {
  // First expired, first out: what must leave first comes first; goods without expiry last.
  sorting: [{ id: 'fechaCaducidad', desc: false }],
  columnVisibility: { caducidad: false, cantidadReservada: false, motivoBloqueo: false },
};

const isLine = (row: Existencia | undefined) => row?.id !== undefined;

/**
 * Stock of the rows shown: per unit, its packages and pallets, its weight, its value per currency
 * (never added across currencies), and how many lots need attention.
 */
function StockSummary({ rows, today }: { rows: Existencia[]; today: Date }) {
  const { i18n, t } = useLingui();
  const format = useFormat();
  const counts = useCounts();
  // While the list loads the grid hands placeholder rows: no totals for those.
  const totals = useMemo(() => stockTotals(rows.filter(isLine), today), [rows, today]);
  if (!rows.some(isLine)) return null;
  return (
    <Group gap="sm" wrap="wrap" data-testid="stock-summary">
      <Text size="sm" c="dimmed" span>
        {t`In stock:`}
      </Text>
      <UnitQuantities totals={totals.physical} fw={600} />
      <Text size="sm" c="dimmed">
        {counts.packages(totals.packages)}
        {' · '}
        {counts.pallets(totals.pallets)}
      </Text>
      <Group gap={6} wrap="nowrap">
        <Text size="sm" c="dimmed" span>
          {t`Weight:`}
        </Text>
        <Text size="sm" fw={600} data-testid="stock-weight" style={{ whiteSpace: 'nowrap' }}>
          {format.number(totals.weightKg, { maximumFractionDigits: 0 })}&nbsp;kg
        </Text>
      </Group>
      {currenciesOf(totals.value).length > 0 && (
        <Group gap={6} wrap="nowrap">
          <Text size="sm" c="dimmed" span>
            {t`Value:`}
          </Text>
          <CurrencyAmounts totals={totals.value} fw={600} style={{ whiteSpace: 'nowrap' }} />
        </Group>
      )}
      {totals.unvalued > 0 && (
        <Text size="sm" c="dimmed" title={t`Lines whose article declares no value are not in the value`}>
          {t`${plural(totals.unvalued, { one: '# line without value', other: '# lines without value' })}`}
        </Text>
      )}
      {totals.expiry.expired > 0 && (
        <Badge color="red" variant="filled" style={{ textTransform: 'none' }}>
          {i18n._(EXPIRY.expired.label)}: {format.number(totals.expiry.expired)}
        </Badge>
      )}
      {totals.expiry.soon > 0 && (
        <Badge color="orange" variant="light" style={{ textTransform: 'none' }}>
          {i18n._(EXPIRY.soon.label)}: {format.number(totals.expiry.soon)}
        </Badge>
      )}
    </Group>
  );
}
