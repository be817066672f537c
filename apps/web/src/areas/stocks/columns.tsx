import type { Existencia, UnidadMedida } from '@extranet/sdk';
import { useLingui } from '@lingui/react/macro';
import { Badge, Group, Stack, Text } from '@mantine/core';
import { useRouter } from '@tanstack/react-router';
import { useMemo } from 'react';
import type { GridColumn } from '../../components/DataGrid';
import { CardReference } from '../../components/DataGrid/CardReference';
import { linkColumn } from '../../components/DataGrid/columns';
import { numberColumn } from '../../components/NumberColumn';
import { EXPIRY, UNIT } from '../../components/Warehouse/labels';
import { CurrencyAmounts, ExpiryBadge, UnitQuantities } from '../../components/Warehouse/parts';
import {
  EXPIRY_CLASSES,
  type ExpiryClass,
  entryDate,
  expiryClass,
  expiryDay,
  groupDescription,
  type PerCurrency,
  type PerUnit,
  perCurrencyAggregation,
  perUnitAggregation,
  physicalQuantity,
  skuMovementsSearch,
  weightAggregation,
} from '../../components/Warehouse/stock-data';
import { unitColumn } from '../../components/Warehouse/unit-column';
import { useCounts } from '../../i18n/useCounts';
import { useFormat } from '../../i18n/useFormat';

/** Kilograms as the stock list shows them: to 100 g, always with that decimal so the column lines up. */
const KG = { minimumFractionDigits: 1, maximumFractionDigits: 1 } as const;

/** The stock grid's columns: what, where, how much and until when. */
export function useStockColumns(today: Date): GridColumn<Existencia>[] {
  const { i18n, t } = useLingui();
  const format = useFormat();
  const router = useRouter();
  return useMemo(() => {
    const expiryLabel = (kind: ExpiryClass) => i18n._(EXPIRY[kind].label);
    const unitLabel = (unit: UnidadMedida) => i18n._(UNIT[unit]);
    const quantity = (
      id:
        | keyof Pick<Existencia, 'cantidadDisponible' | 'cantidadReservada' | 'cantidadBloqueada'>
        | 'cantidad',
      header: string,
      read: (row: Existencia) => number,
    ): GridColumn<Existencia> => ({
      id,
      header,
      size: id === 'cantidad' ? 150 : 130,
      accessorFn: read,
      filterVariant: 'range',
      mantineTableHeadCellProps: { align: 'right' },
      mantineTableBodyCellProps: { align: 'right' },
      Cell: ({ row }) => format.number(read(row.original), { maximumFractionDigits: 3 }),
      aggregationFn: perUnitAggregation(read),
      AggregatedCell: ({ cell }) => <UnitQuantities totals={cell.getValue<PerUnit>()} fw={600} stacked />,
      exportAs: { type: 'number', numFmt: '#,##0.###' },
    });
    return [
      linkColumn(router, {
        accessorKey: 'codigoArticulo',
        header: t`SKU`,
        size: 170,
        filterVariant: 'multi-select',
        link: (row) => ({ to: '/movements', search: skuMovementsSearch(row.codigoArticulo) }),
        title: (row) => t`Movements of ${row.codigoArticulo} in the last 90 days`,
      }),
      {
        accessorKey: 'descripcion',
        header: t`Description`,
        size: 220,
        aggregationFn: (_columnId: string, leafRows: { original: Existencia }[]) =>
          groupDescription(leafRows),
        AggregatedCell: ({ cell }) => (
          <Text size="sm" c="dimmed" truncate>
            {cell.getValue<string | null>()}
          </Text>
        ),
      },
      quantity('cantidad', t`Quantity`, physicalQuantity),
      unitColumn<Existencia>(t`Unit`, unitLabel),
      numberColumn<Existencia>(format, {
        accessorKey: 'bultos',
        header: t`Packages`,
        size: 120,
        aggregate: 'sum',
        ...RIGHT,
      }),
      numberColumn<Existencia>(format, {
        accessorKey: 'pesoKg',
        header: t`Weight (kg)`,
        size: 130,
        decimals: 1,
        fixed: true,
        aggregate: weightAggregation,
        ...RIGHT,
      }),
      {
        accessorKey: 'valor',
        header: t`Value`,
        size: 185,
        filterVariant: 'range',
        ...RIGHT,
        sortUndefined: 'last',
        Cell: ({ row }) =>
          row.original.valor === null || row.original.moneda === null ? (
            <Text size="sm" c="dimmed" span title={t`The article declares no value`}>
              —
            </Text>
          ) : (
            format.currency(row.original.valor, row.original.moneda)
          ),
        aggregationFn: perCurrencyAggregation,
        AggregatedCell: ({ cell }) => (
          <CurrencyAmounts totals={cell.getValue<PerCurrency>()} fw={600} stacked />
        ),
        exportAs: { type: 'number', numFmt: '#,##0.00' },
      },
      {
        id: 'moneda',
        header: t`Currency`,
        size: 110,
        accessorFn: (row) => row.moneda ?? '',
        filterVariant: 'multi-select',
      },
      { accessorKey: 'lote', header: t`Lot`, size: 120, Cell: ({ row }) => row.original.lote ?? '—' },
      {
        id: 'fechaEntrada',
        header: t`Received`,
        size: 140,
        accessorFn: (row) => entryDate(row.fechaEntrada),
        sortingFn: 'datetime',
        sortUndefined: 'last',
        filterVariant: 'date-range',
        Cell: ({ row }) =>
          row.original.fechaEntrada ? (
            format.date(entryDate(row.original.fechaEntrada)!)
          ) : (
            <Text size="sm" c="dimmed" span>
              —
            </Text>
          ),
        aggregationFn: 'min',
        AggregatedCell: ({ cell }) => {
          const first = cell.getValue<Date | undefined>();
          return first ? (
            <Text size="sm" fw={600}>
              {t`Since ${format.date(first)}`}
            </Text>
          ) : null;
        },
        exportAs: { type: 'date' },
      },
      {
        id: 'fechaCaducidad',
        header: t`Expiry`,
        size: 200,
        accessorFn: (row) => expiryDay(row.fechaCaducidad),
        sortingFn: 'datetime',
        sortUndefined: 'last',
        filterVariant: 'date-range',
        Cell: ({ row }) =>
          row.original.fechaCaducidad ? (
            <Group gap={6} wrap="nowrap">
              <Text size="sm">{format.date(expiryDay(row.original.fechaCaducidad)!)}</Text>
              <ExpiryBadge fechaCaducidad={row.original.fechaCaducidad} today={today} />
            </Group>
          ) : (
            <Text size="sm" c="dimmed">
              —
            </Text>
          ),
        aggregationFn: 'min',
        AggregatedCell: ({ cell }) => {
          const first = cell.getValue<Date | undefined>();
          const kind = expiryClass(first, today);
          return first ? (
            <Text
              size="sm"
              fw={600}
              c={kind === 'expired' || kind === 'soon' ? EXPIRY[kind].color : undefined}
            >
              {t`First ${format.date(first)}`}
            </Text>
          ) : null;
        },
        exportAs: { type: 'date' },
      },
      {
        id: 'caducidad',
        header: t`Shelf life`,
        size: 190,
        accessorFn: (row) => expiryClass(row.fechaCaducidad, today),
        filterVariant: 'multi-select',
        mantineFilterMultiSelectProps: {
          data: EXPIRY_CLASSES.map((value) => ({ value, label: expiryLabel(value) })),
        },
        sortingFn: (a, b) =>
          EXPIRY_CLASSES.indexOf(a.getValue<ExpiryClass>('caducidad')) -
          EXPIRY_CLASSES.indexOf(b.getValue<ExpiryClass>('caducidad')),
        Cell: ({ row }) => {
          const kind = expiryClass(row.original.fechaCaducidad, today);
          return (
            <Badge color={EXPIRY[kind].color} variant="light" style={{ textTransform: 'none' }}>
              {expiryLabel(kind)}
            </Badge>
          );
        },
        exportAs: { type: 'text', value: (row) => expiryLabel(expiryClass(row.fechaCaducidad, today)) },
        searchAs: (row) => expiryLabel(expiryClass(row.fechaCaducidad, today)),
      },
      {
        accessorKey: 'almacen',
        header: t`Warehouse`,
        size: 230,
        filterVariant: 'multi-select',
        Cell: ({ row }) => (
          <Text size="sm" truncate title={row.original.almacen}>
            {row.original.almacen}
          </Text>
        ),
      },
      { accessorKey: 'ubicacion', header: t`Location`, size: 120 },
      quantity('cantidadDisponible', t`Available`, (row) => row.cantidadDisponible),
      quantity('cantidadReservada', t`Reserved`, (row) => row.cantidadReservada),
      quantity('cantidadBloqueada', t`Blocked`, (row) => row.cantidadBloqueada),
      numberColumn<Existencia>(format, {
        accessorKey: 'palets',
        header: t`Pallets`,
        size: 100,
        aggregate: 'sum',
        ...RIGHT,
      }),
      {
        id: 'motivoBloqueo',
        header: t`Why blocked`,
        size: 220,
        accessorFn: (row) => row.motivoBloqueo ?? '',
      },
      { accessorKey: 'cliente', header: t`Customer`, size: 190, filterVariant: 'multi-select' },
    ];
  }, [i18n, t, format, today, router]);
}

/** Numbers line up on the right, their header too. */
const RIGHT = {
  mantineTableHeadCellProps: { align: 'right' },
  mantineTableBodyCellProps: { align: 'right' },
} as const;

/** A stock line as a phone shows it. */
export function StockCard({ line, today }: { line: Existencia; today: Date }) {
  const { i18n, t } = useLingui();
  const format = useFormat();
  const counts = useCounts();
  const unit = i18n._(UNIT[line.unidad]);
  return (
    <Stack gap={4}>
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Stack gap={0} miw={0}>
          <CardReference>{line.codigoArticulo}</CardReference>
          <Text size="sm" truncate>
            {line.descripcion}
          </Text>
        </Stack>
        <Text fw={700} style={{ whiteSpace: 'nowrap' }}>
          {format.number(physicalQuantity(line), { maximumFractionDigits: 3 })} {unit}
        </Text>
      </Group>
      <Group gap="xs" wrap="wrap">
        {line.lote && (
          <Text size="xs" c="dimmed">
            {t`Lot ${line.lote}`}
          </Text>
        )}
        {line.fechaCaducidad && (
          <Text size="xs" c="dimmed">
            {t`Expires ${format.date(expiryDay(line.fechaCaducidad)!)}`}
          </Text>
        )}
        <ExpiryBadge fechaCaducidad={line.fechaCaducidad} today={today} />
      </Group>
      <Text size="xs" c="dimmed" truncate>
        {line.almacen} · {line.ubicacion}
      </Text>
      <Text size="xs">
        {t`Available ${format.number(line.cantidadDisponible, { maximumFractionDigits: 3 })}`}
        {line.cantidadReservada > 0 &&
          ` · ${t`reserved ${format.number(line.cantidadReservada, { maximumFractionDigits: 3 })}`}`}
        {line.cantidadBloqueada > 0 &&
          ` · ${t`blocked ${format.number(line.cantidadBloqueada, { maximumFractionDigits: 3 })}`}`}
        {` · ${counts.pallets(line.palets)}`}
      </Text>
      <Text size="xs" c="dimmed">
        {counts.packages(line.bultos)}
        {` · ${format.number(line.pesoKg, KG)}\u00a0kg`}
        {line.valor !== null && line.moneda !== null && ` · ${format.currency(line.valor, line.moneda)}`}
        {line.fechaEntrada && ` · ${t`received ${format.date(entryDate(line.fechaEntrada)!)}`}`}
      </Text>
    </Stack>
  );
}
