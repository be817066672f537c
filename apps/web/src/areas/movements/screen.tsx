import { manifest } from '@extranet/routes-manifest';
import type { MovimientoAlmacen, TipoMovimientoAlmacen, UnidadMedida } from '@extranet/sdk';
import { useLingui } from '@lingui/react/macro';
import { Group, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconFileDescription } from '@tabler/icons-react';
import { createFileRoute } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { useApi } from '../../api/ApiProvider';
import { AreaHeader } from '../../components/AreaHeader';
import type { GridColumn } from '../../components/DataGrid';
import { CellText } from '../../components/DataGrid/cells';
import { dateColumn } from '../../components/DataGrid/columns';
import { DataGrid } from '../../components/DataGrid/DataGrid';
import { prefetchGridRows, validateGridSearch } from '../../components/DataGrid/grid-search';
import { useTableHandle } from '../../components/DataGrid/useTableHandle';
import { PeriodControl, usePeriodSearch } from '../../components/Period';
import { periodOfSearch, periodQuery } from '../../components/Period/period';
import { UNIT } from '../../components/Warehouse/labels';
import { GroupByControl, UnitQuantities } from '../../components/Warehouse/parts';
import { groupDescription, type PerUnit, perUnitAggregation } from '../../components/Warehouse/stock-data';
import { unitColumn } from '../../components/Warehouse/unit-column';
import { useFormat } from '../../i18n/useFormat';
import { can } from '../../session/can';
import { DeliveryNoteDrawer } from './DeliveryNote';
import { MOVEMENT_TYPE } from './labels';
import { movementTotals } from './movement-data';
import { DirectionIcon, FlowTotals, SignedQuantity, TypeBadge, useMovementCells } from './parts';

/** `/movements`: what came into and went out of the warehouse in a period (default: the last 30 days). */
export const Route = createFileRoute('/_app/movements')({
  validateSearch: validateGridSearch,
  loaderDeps: ({ search }) => ({ from: search.from, to: search.to }),
  loader: async ({ context, deps }) => {
    const api = await context.api.load();
    prefetchGridRows(
      api.queryClient,
      api.queries.almacen.obtenerMovimientosPeriodo(periodQuery(periodOfSearch(deps, '30d')!)),
    );
  },
  component: MovementsScreen,
});

const area = manifest.find((entry) => entry.path === '/movements')!;

function MovementsScreen() {
  const { t } = useLingui();
  const api = useApi();
  const search = Route.useSearch();
  const { period, setPeriod } = usePeriodSearch(search, '30d');
  // A dispatch names the delivery note it produced; it opens only for users who may see delivery notes.
  const notes = can('accesoDistribucion').can;
  const columns = useMovementColumns(notes);
  const phone = useMediaQuery('(max-width: 48em)') ?? false;
  const { table, watch, onTable } = useTableHandle<MovimientoAlmacen>();
  const [note, setNote] = useState<number | null>(null);

  return (
    <>
      <AreaHeader area={area} />
      <DataGrid<MovimientoAlmacen>
        gridCode="movements"
        columns={columns}
        query={api.queries.almacen.obtenerMovimientosPeriodo(periodQuery(period!))}
        search={search}
        exportName={t`Warehouse movements`}
        toolbar={
          <>
            <PeriodControl value={period} onChange={setPeriod} />
            {!phone && (
              <GroupByControl
                value={watch.grouping[0]}
                options={[
                  { value: 'codigoArticulo', label: t`By SKU` },
                  { value: 'almacen', label: t`By warehouse` },
                  { value: 'tipo', label: t`By type` },
                ]}
                onChange={(value) => table.current?.setGrouping(value ? [value] : [])}
              />
            )}
          </>
        }
        onRowOpen={notes ? (row) => row.idAlbaran !== null && setNote(row.idAlbaran) : undefined}
        emptyMessage={t`Nothing came in or went out in this period — widen it to see more.`}
        defaults={DEFAULTS}
        summary={(rows) => <MovementSummary rows={rows} />}
        renderCard={(row) => <MovementCard movement={row} opensNote={notes && row.idAlbaran !== null} />}
        onTable={onTable}
      />
      <DeliveryNoteDrawer id={note} onClose={() => setNote(null)} />
    </>
  );
}

const DEFAULTS = {
  sorting: [{ id: 'fecha', desc: true }],
  columnVisibility: { ubicacion: false, referenciaCliente: false, cliente: false, unidad: false },
};

function useMovementColumns(notes: boolean): GridColumn<MovimientoAlmacen>[] {
  const { i18n, t } = useLingui();
  const format = useFormat();
  const cells = useMovementCells();
  return useMemo(() => {
    const typeLabel = (tipo: TipoMovimientoAlmacen) => i18n._(MOVEMENT_TYPE[tipo].label);
    const unitLabel = (unit: UnidadMedida) => i18n._(UNIT[unit]);
    /** Into or out of stock as a positive quantity, blank for the other direction; subtotals per unit. */
    const flowColumn = (
      id: string,
      header: string,
      color: string,
      read: (row: MovimientoAlmacen) => number,
    ): GridColumn<MovimientoAlmacen> => ({
      id,
      header,
      size: 120,
      accessorFn: read,
      filterVariant: 'range',
      mantineTableHeadCellProps: { align: 'right' },
      mantineTableBodyCellProps: { align: 'right' },
      Cell: ({ row }) => {
        const value = read(row.original);
        return value === 0 ? null : (
          <CellText color={color} numeric>
            {format.number(value, { maximumFractionDigits: 3 })}
          </CellText>
        );
      },
      aggregationFn: perUnitAggregation(read),
      AggregatedCell: ({ cell }) => (
        <UnitQuantities totals={cell.getValue<PerUnit>()} c={color} fw={600} stacked />
      ),
      exportAs: { type: 'number', numFmt: '#,##0.###' },
    });
    return [
      dateColumn({
        id: 'fecha',
        header: t`Date`,
        size: 170,
        date: (row) => new Date(row.fecha),
        text: format.dateTime,
      }),
      {
        accessorKey: 'tipo',
        header: t`Type`,
        size: 160,
        filterVariant: 'multi-select',
        mantineFilterMultiSelectProps: {
          data: (Object.keys(MOVEMENT_TYPE) as TipoMovimientoAlmacen[]).map((value) => ({
            value,
            label: typeLabel(value),
          })),
        },
        Cell: ({ row }) => cells.type(row.original.cantidad, row.original.tipo),
        GroupedCell: ({ row }) => <TypeBadge tipo={row.original.tipo} />,
        exportAs: { type: 'text', value: (row) => typeLabel(row.tipo) },
        searchAs: (row) => typeLabel(row.tipo),
      },
      {
        accessorKey: 'codigoArticulo',
        header: t`SKU`,
        size: 170,
        filterVariant: 'multi-select',
      },
      {
        accessorKey: 'descripcion',
        header: t`Description`,
        size: 230,
        aggregationFn: (_columnId: string, leafRows: { original: MovimientoAlmacen }[]) =>
          groupDescription(leafRows),
        AggregatedCell: ({ cell }) => (
          <Text size="sm" c="dimmed" truncate>
            {cell.getValue<string | null>()}
          </Text>
        ),
      },
      {
        accessorKey: 'cantidad',
        header: t`Quantity`,
        size: 150,
        filterVariant: 'range',
        mantineTableHeadCellProps: { align: 'right' },
        mantineTableBodyCellProps: { align: 'right' },
        Cell: ({ row }) => cells.signedQuantity(row.original.cantidad, row.original.unidad),
        // A group's net change per unit.
        aggregationFn: perUnitAggregation((row) => row.cantidad),
        AggregatedCell: ({ cell }) => (
          <UnitQuantities totals={cell.getValue<PerUnit>()} fw={700} stacked sign />
        ),
        exportAs: { type: 'number', numFmt: '#,##0.###' },
      },
      flowColumn('entrada', t`In`, 'teal', (row) => Math.max(row.cantidad, 0)),
      flowColumn('salida', t`Out`, 'red', (row) => Math.max(-row.cantidad, 0)),
      { accessorKey: 'lote', header: t`Lot`, size: 110, Cell: ({ row }) => row.original.lote ?? '—' },
      {
        accessorKey: 'documento',
        header: t`Document`,
        size: 160,
        Cell: ({ row }) =>
          notes && row.original.idAlbaran !== null ? (
            <span
              className="grid-inline"
              title={t`Opens the delivery note`}
              data-delivery-note={row.original.idAlbaran}
            >
              <IconFileDescription size={16} aria-hidden color="var(--mantine-color-blue-filled)" />
              <CellText weight={600} color="blue">
                {row.original.documento}
              </CellText>
            </span>
          ) : (
            row.original.documento
          ),
      },
      unitColumn<MovimientoAlmacen>(t`Unit`, unitLabel),
      {
        accessorKey: 'almacen',
        header: t`Warehouse`,
        size: 220,
        filterVariant: 'multi-select',
        Cell: ({ row }) => <CellText title={row.original.almacen}>{row.original.almacen}</CellText>,
      },
      { id: 'ubicacion', header: t`Location`, size: 120, accessorFn: (row) => row.ubicacion ?? '' },
      { id: 'motivo', header: t`Reason`, size: 240, accessorFn: (row) => row.motivo ?? '' },
      {
        id: 'referenciaCliente',
        header: t`Your reference`,
        size: 150,
        accessorFn: (row) => row.referenciaCliente ?? '',
      },
      { accessorKey: 'cliente', header: t`Customer`, size: 190, filterVariant: 'multi-select' },
    ];
  }, [i18n, t, format, notes, cells]);
}

/** In, out and net change of the rows shown, per unit. */
function MovementSummary({ rows }: { rows: MovimientoAlmacen[] }) {
  // While the list loads the grid hands placeholder rows: no totals for those.
  const totals = useMemo(() => movementTotals(rows.filter((row) => row?.id !== undefined)), [rows]);
  return (
    <div data-testid="movement-summary">
      <FlowTotals totals={totals} />
    </div>
  );
}

/** A movement as a phone shows it. */
function MovementCard({ movement: m, opensNote }: { movement: MovimientoAlmacen; opensNote: boolean }) {
  const format = useFormat();
  return (
    <Stack gap={4}>
      <Group justify="space-between" wrap="nowrap">
        <Group gap={6} wrap="nowrap">
          <DirectionIcon cantidad={m.cantidad} />
          <TypeBadge tipo={m.tipo} />
        </Group>
        <SignedQuantity cantidad={m.cantidad} unidad={m.unidad} />
      </Group>
      <Text size="sm" fw={600} truncate>
        {m.codigoArticulo} · {m.descripcion}
      </Text>
      <Group gap={4} wrap="nowrap">
        {opensNote && <IconFileDescription size={14} aria-hidden color="var(--mantine-color-blue-filled)" />}
        <Text size="xs" c="dimmed" truncate>
          {format.dateTime(m.fecha)} · {m.documento}
          {m.lote ? ` · ${m.lote}` : ''}
        </Text>
      </Group>
      <Text size="xs" c="dimmed" truncate>
        {m.almacen}
        {m.motivo ? ` · ${m.motivo}` : ''}
      </Text>
    </Stack>
  );
}
