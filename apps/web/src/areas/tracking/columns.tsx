import type { EstadoPartida, ModoTransporte, PartidaResumen } from '@extranet/sdk';
import { useLingui } from '@lingui/react/macro';
import { Group, Stack, Text } from '@mantine/core';
import { useMemo } from 'react';
import { AnchorLink } from '../../components/AnchorLink';
import type { GridColumn } from '../../components/DataGrid';
import {
  DelayText,
  MILESTONE,
  ModeIcon,
  SHIPMENT_STATUS,
  StatusBadge,
  TRANSPORT_MODE,
} from '../../components/Shipment';
import { useFormat } from '../../i18n/useFormat';

const day = (iso: string) => new Date(iso);

/** The tracking grid's columns; what a forwarder's customer looks for first comes first. */
export function useTrackingColumns(): GridColumn<PartidaResumen>[] {
  const { i18n, t } = useLingui();
  const format = useFormat();
  return useMemo(() => {
    const statusLabel = (estado: EstadoPartida) => i18n._(SHIPMENT_STATUS[estado].label);
    const modeLabel = (modo: ModoTransporte) => i18n._(TRANSPORT_MODE[modo]);
    const milestone = (row: PartidaResumen) =>
      row.ultimoHito
        ? MILESTONE[row.ultimoHito.codigo]
          ? i18n._(MILESTONE[row.ultimoHito.codigo]!)
          : row.ultimoHito.descripcion
        : '';
    return [
      {
        accessorKey: 'numeroPartida',
        header: t`Shipment`,
        size: 140,
        enableHiding: false,
        Cell: ({ row }) => (
          <AnchorLink
            to="/tracking/$id"
            params={{ id: String(row.original.id) }}
            fw={600}
            size="sm"
            onClick={(event) => event.stopPropagation()}
          >
            {row.original.numeroPartida}
          </AnchorLink>
        ),
      },
      {
        accessorKey: 'modo',
        header: t`Mode`,
        size: 90,
        filterVariant: 'multi-select',
        mantineFilterMultiSelectProps: {
          data: (['MARITIMO', 'AEREO', 'TERRESTRE'] as const).map((value) => ({
            value,
            label: modeLabel(value),
          })),
        },
        Cell: ({ row }) => <ModeIcon modo={row.original.modo} />,
        exportAs: { type: 'text', value: (row) => modeLabel(row.modo) },
      },
      {
        accessorKey: 'estado',
        header: t`Status`,
        size: 150,
        filterVariant: 'multi-select',
        mantineFilterMultiSelectProps: {
          data: (Object.keys(SHIPMENT_STATUS) as EstadoPartida[]).map((value) => ({
            value,
            label: statusLabel(value),
          })),
        },
        Cell: ({ row }) => <StatusBadge estado={row.original.estado} />,
        exportAs: { type: 'text', value: (row) => statusLabel(row.estado) },
      },
      {
        id: 'ruta',
        header: t`Route`,
        size: 230,
        accessorFn: (row) => `${row.codigoOrigen} ${row.origen} → ${row.codigoDestino} ${row.destino}`,
        Cell: ({ row }) => (
          <Stack gap={0}>
            <Text size="sm" fw={500}>
              {row.original.codigoOrigen} → {row.original.codigoDestino}
            </Text>
            <Text size="xs" c="dimmed" truncate maw={220}>
              {row.original.origen} → {row.original.destino}
            </Text>
          </Stack>
        ),
        exportAs: {
          type: 'text',
          value: (row) => `${row.origen} (${row.codigoOrigen}) → ${row.destino} (${row.codigoDestino})`,
        },
      },
      {
        id: 'etd',
        header: t`Departure`,
        size: 130,
        accessorFn: (row) => day(row.atd ?? row.etd),
        sortingFn: 'datetime',
        filterVariant: 'date-range',
        Cell: ({ row }) => (
          <DateCell iso={row.original.atd ?? row.original.etd} actual={row.original.atd !== null} />
        ),
        exportAs: { type: 'date' },
      },
      {
        id: 'eta',
        header: t`Arrival`,
        size: 130,
        accessorFn: (row) => day(row.ata ?? row.eta),
        sortingFn: 'datetime',
        filterVariant: 'date-range',
        Cell: ({ row }) => (
          <DateCell iso={row.original.ata ?? row.original.eta} actual={row.original.ata !== null} />
        ),
        exportAs: { type: 'date' },
      },
      {
        accessorKey: 'retrasoHoras',
        header: t`Delay`,
        size: 120,
        filterVariant: 'range',
        Cell: ({ row }) =>
          row.original.estado === 'CANCELADA' ? null : <DelayText hours={row.original.retrasoHoras} />,
        exportAs: { type: 'number' },
      },
      {
        id: 'ultimoHito',
        header: t`Last event`,
        size: 220,
        accessorFn: milestone,
        Cell: ({ row }) =>
          row.original.ultimoHito ? (
            <Stack gap={0}>
              <Text size="sm">{milestone(row.original)}</Text>
              <Text size="xs" c="dimmed">
                {format.dateTime(row.original.ultimoHito.fecha)}
              </Text>
            </Stack>
          ) : (
            <Text size="sm" c="dimmed">
              {t`Nothing yet`}
            </Text>
          ),
      },
      { accessorKey: 'referenciaCliente', header: t`Your reference`, size: 150 },
      { accessorKey: 'cliente', header: t`Customer`, size: 180, filterVariant: 'multi-select' },
      { accessorKey: 'transportista', header: t`Carrier`, size: 170, filterVariant: 'multi-select' },
      { accessorKey: 'documentoTransporte', header: t`B/L, AWB or CMR`, size: 150 },
      {
        accessorKey: 'bultos',
        header: t`Packages`,
        size: 100,
        filterVariant: 'range',
        mantineTableBodyCellProps: { align: 'right' },
        Cell: ({ row }) => format.number(row.original.bultos),
        exportAs: { type: 'number', numFmt: '#,##0' },
      },
      {
        accessorKey: 'pesoBrutoKg',
        header: t`Gross weight (kg)`,
        size: 130,
        filterVariant: 'range',
        mantineTableBodyCellProps: { align: 'right' },
        Cell: ({ row }) => format.number(row.original.pesoBrutoKg, { maximumFractionDigits: 1 }),
        exportAs: { type: 'number', numFmt: '#,##0.0' },
      },
      {
        accessorKey: 'volumenM3',
        header: t`Volume (m³)`,
        size: 110,
        filterVariant: 'range',
        mantineTableBodyCellProps: { align: 'right' },
        Cell: ({ row }) => format.number(row.original.volumenM3, { maximumFractionDigits: 2 }),
        exportAs: { type: 'number', numFmt: '#,##0.00' },
      },
      { accessorKey: 'expedidor', header: t`Shipper`, size: 200 },
      { accessorKey: 'destinatario', header: t`Consignee`, size: 200 },
      { accessorKey: 'incoterm', header: t`Incoterm`, size: 90, filterVariant: 'multi-select' },
      {
        id: 'contenedores',
        header: t`Containers`,
        size: 180,
        accessorFn: (row) => row.contenedores.join(', '),
      },
    ];
  }, [i18n, t, format]);
}

/** A date, marked as actual (it happened) or estimated. */
function DateCell({ iso, actual }: { iso: string; actual: boolean }) {
  const { t } = useLingui();
  const format = useFormat();
  return (
    <Group gap={4} wrap="nowrap">
      <Text size="sm">{format.date(iso)}</Text>
      <Text size="xs" c={actual ? 'teal' : 'dimmed'} title={actual ? t`Actual` : t`Estimated`}>
        {actual ? t`act.` : t`est.`}
      </Text>
    </Group>
  );
}
