import type { HuellaCarbonoPartida, ModoTransporte } from '@extranet/sdk';
import { useLingui } from '@lingui/react/macro';
import { Group, Stack, Text } from '@mantine/core';
import { useRouter } from '@tanstack/react-router';
import { useMemo } from 'react';
import type { GridColumn } from '../../components/DataGrid';
import { CardReference } from '../../components/DataGrid/CardReference';
import { dateColumn } from '../../components/DataGrid/columns';
import { ModeIcon, shipmentLinkColumn, TRANSPORT_MODE, transportModeColumn } from '../../components/Shipment';
import { useFormat } from '../../i18n/useFormat';
import { LEG_MODE } from './labels';

/** The footprint grid: one row per shipment, its CO2e and what produced it. */
export function useFootprintColumns(): GridColumn<HuellaCarbonoPartida>[] {
  const { i18n, t } = useLingui();
  const format = useFormat();
  const router = useRouter();
  return useMemo(() => {
    const modeLabel = (modo: ModoTransporte) => i18n._(TRANSPORT_MODE[modo]);
    // Null-safe: while loading, the grid draws skeleton rows whose fields are all empty.
    const chain = (row: HuellaCarbonoPartida) =>
      (row.tramos ?? []).map((leg) => i18n._(LEG_MODE[leg.modo].label)).join(' → ');
    const kgColumn = (
      accessorKey: 'co2eWtwKg' | 'co2eWttKg' | 'co2eTtwKg',
      header: string,
      size = 150,
    ): GridColumn<HuellaCarbonoPartida> => ({
      accessorKey,
      header,
      size,
      filterVariant: 'range',
      mantineTableBodyCellProps: { align: 'right' },
      Cell: ({ row }) => format.number(row.original[accessorKey], { maximumFractionDigits: 1 }),
      exportAs: { type: 'number', numFmt: '#,##0.0' },
    });
    return [
      shipmentLinkColumn(t`Shipment`, router),
      dateColumn({
        id: 'fecha',
        header: t`Departure`,
        size: 120,
        date: (row) => new Date(row.fecha),
        text: format.date,
      }),
      transportModeColumn(t`Mode`, modeLabel),
      {
        id: 'ruta',
        header: t`Route`,
        size: 230,
        accessorFn: (row) => `${row.origen} → ${row.destino}`,
      },
      {
        id: 'cadenaTramos',
        header: t`Legs`,
        size: 190,
        accessorFn: chain,
        Cell: ({ row }) => (
          <Text size="sm" truncate title={chain(row.original)}>
            {chain(row.original)}
          </Text>
        ),
      },
      kgColumn('co2eWtwKg', t`CO2e WTW (kg)`, 170),
      {
        accessorKey: 'intensidadGCo2eTkm',
        header: t`g CO2e/t·km`,
        size: 140,
        filterVariant: 'range',
        mantineTableBodyCellProps: { align: 'right' },
        Cell: ({ row }) => format.number(row.original.intensidadGCo2eTkm, { maximumFractionDigits: 1 }),
        exportAs: { type: 'number', numFmt: '#,##0.0' },
      },
      {
        accessorKey: 'toneladasKm',
        header: t`Tonne-km`,
        size: 120,
        filterVariant: 'range',
        mantineTableBodyCellProps: { align: 'right' },
        Cell: ({ row }) => format.number(row.original.toneladasKm, { maximumFractionDigits: 0 }),
        exportAs: { type: 'number', numFmt: '#,##0' },
      },
      kgColumn('co2eWttKg', t`CO2e WTT (kg)`),
      kgColumn('co2eTtwKg', t`CO2e TTW (kg)`),
      { accessorKey: 'cliente', header: t`Customer`, size: 180, filterVariant: 'multi-select' },
    ];
  }, [i18n, t, format, router]);
}

/** A shipment's footprint as a phone shows it. */
export function FootprintCard({ row }: { row: HuellaCarbonoPartida }) {
  const { i18n, t } = useLingui();
  const format = useFormat();
  return (
    <Stack gap={4}>
      <Group justify="space-between" wrap="nowrap">
        <Group gap="xs" wrap="nowrap">
          <ModeIcon modo={row.modo} />
          <CardReference>{row.numeroPartida}</CardReference>
        </Group>
        <Text fw={700} size="sm">
          {format.number(row.co2eWtwKg, { maximumFractionDigits: 1 })} kg CO2e
        </Text>
      </Group>
      <Text size="sm" fw={500}>
        {row.origen} → {row.destino}
      </Text>
      <Group gap="md" wrap="wrap">
        <Text size="xs" c="dimmed">
          {format.date(row.fecha)}
        </Text>
        <Text size="xs" c="dimmed">
          {row.tramos.map((leg) => i18n._(LEG_MODE[leg.modo].label)).join(' → ')}
        </Text>
        <Text size="xs" c="dimmed">
          {t`${format.number(row.intensidadGCo2eTkm, { maximumFractionDigits: 1 })} g/t·km`}
        </Text>
      </Group>
    </Stack>
  );
}
