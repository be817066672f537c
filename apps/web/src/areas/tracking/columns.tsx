import type { EstadoPartida, ModoTransporte, PartidaResumen } from '@extranet/sdk';
import { useLingui } from '@lingui/react/macro';
import { useRouter } from '@tanstack/react-router';
import { useMemo } from 'react';
import type { GridColumn } from '../../components/DataGrid';
import { CellBadge, CellInline, CellLines, CellText } from '../../components/DataGrid/cells';
import { dateColumn } from '../../components/DataGrid/columns';
import { numberColumn } from '../../components/NumberColumn';
import {
  delayDescriptor,
  MILESTONE,
  SHIPMENT_STATUS,
  shipmentLinkColumn,
  TRANSPORT_MODE,
  transportModeColumn,
} from '../../components/Shipment';
import { useFormat } from '../../i18n/useFormat';

/**
 * The tracking grid's columns; what a forwarder's customer looks for first comes first. Cells use the
 * grid's light markup (a year of shipments scrolls through thousands of them).
 */
export function useTrackingColumns(): GridColumn<PartidaResumen>[] {
  const { i18n, t } = useLingui();
  const format = useFormat();
  const router = useRouter();
  return useMemo(() => {
    const statusLabel = (estado: EstadoPartida) => i18n._(SHIPMENT_STATUS[estado].label);
    const modeLabel = (modo: ModoTransporte) => i18n._(TRANSPORT_MODE[modo]);
    const milestone = (row: PartidaResumen) =>
      row.ultimoHito
        ? MILESTONE[row.ultimoHito.codigo]
          ? i18n._(MILESTONE[row.ultimoHito.codigo]!)
          : row.ultimoHito.descripcion
        : '';
    /** A date, marked as actual (it happened) or estimated. */
    const dateCell = (iso: string, actual: boolean) => (
      <CellInline>
        <CellText>{format.date(iso)}</CellText>
        <CellText size="xs" color={actual ? 'teal' : 'dimmed'} title={actual ? t`Actual` : t`Estimated`}>
          {actual ? t`act.` : t`est.`}
        </CellText>
      </CellInline>
    );
    // A request has no planned dates until the forwarder confirms it (its ETD and ETA hold the
    // requested ready date): the date columns neither show, sort, filter nor export it.
    const requested = (row: PartidaResumen) => row.estado === 'SOLICITADA';
    const toBeConfirmed = <CellText color="dimmed">{t`To be confirmed`}</CellText>;
    return [
      shipmentLinkColumn(t`Shipment`, router),
      transportModeColumn(t`Mode`, modeLabel),
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
        Cell: ({ row }) => (
          <CellBadge color={SHIPMENT_STATUS[row.original.estado].color}>
            {statusLabel(row.original.estado)}
          </CellBadge>
        ),
        exportAs: { type: 'text', value: (row) => statusLabel(row.estado) },
      },
      {
        id: 'ruta',
        header: t`Route`,
        size: 230,
        accessorFn: (row) => `${row.codigoOrigen} ${row.origen} → ${row.codigoDestino} ${row.destino}`,
        Cell: ({ row }) => (
          <CellLines>
            <CellText weight={500}>
              {row.original.codigoOrigen} → {row.original.codigoDestino}
            </CellText>
            <CellText size="xs" color="dimmed">
              {row.original.origen} → {row.original.destino}
            </CellText>
          </CellLines>
        ),
        exportAs: {
          type: 'text',
          value: (row) => `${row.origen} (${row.codigoOrigen}) → ${row.destino} (${row.codigoDestino})`,
        },
      },
      dateColumn({
        id: 'etd',
        header: t`Departure`,
        size: 130,
        date: (row) => (requested(row) ? null : new Date(row.atd ?? row.etd)),
        Cell: ({ row }) =>
          requested(row.original)
            ? toBeConfirmed
            : dateCell(row.original.atd ?? row.original.etd, row.original.atd !== null),
      }),
      dateColumn({
        id: 'eta',
        header: t`Arrival`,
        size: 130,
        date: (row) => (requested(row) ? null : new Date(row.ata ?? row.eta)),
        Cell: ({ row }) =>
          requested(row.original)
            ? toBeConfirmed
            : dateCell(row.original.ata ?? row.original.eta, row.original.ata !== null),
      }),
      {
        accessorKey: 'retrasoHoras',
        header: t`Delay`,
        size: 120,
        filterVariant: 'range',
        Cell: ({ row }) => {
          const hours = row.original.retrasoHoras;
          if (row.original.estado === 'CANCELADA') return null;
          // As DelayText: green on time, orange under a day, red beyond.
          return (
            <CellText
              color={hours <= 0 ? 'teal' : hours < 24 ? 'orange' : 'red'}
              weight={hours > 0 ? 600 : undefined}
            >
              {i18n._(delayDescriptor(hours))}
            </CellText>
          );
        },
        exportAs: { type: 'number' },
      },
      {
        id: 'ultimoHito',
        header: t`Last event`,
        size: 220,
        accessorFn: milestone,
        Cell: ({ row }) =>
          row.original.ultimoHito ? (
            <CellLines>
              <CellText>{milestone(row.original)}</CellText>
              <CellText size="xs" color="dimmed">
                {format.dateTime(row.original.ultimoHito.fecha)}
              </CellText>
            </CellLines>
          ) : (
            <CellText color="dimmed">{t`Nothing yet`}</CellText>
          ),
      },
      { accessorKey: 'referenciaCliente', header: t`Your reference`, size: 150 },
      { accessorKey: 'cliente', header: t`Customer`, size: 180, filterVariant: 'multi-select' },
      { accessorKey: 'transportista', header: t`Carrier`, size: 170, filterVariant: 'multi-select' },
      { accessorKey: 'documentoTransporte', header: t`B/L, AWB or CMR`, size: 150 },
      numberColumn(format, { accessorKey: 'bultos', header: t`Packages`, size: 100 }),
      numberColumn(format, {
        accessorKey: 'pesoBrutoKg',
        header: t`Gross weight (kg)`,
        size: 130,
        decimals: 1,
      }),
      numberColumn(format, { accessorKey: 'volumenM3', header: t`Volume (m³)`, size: 110, decimals: 2 }),
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
  }, [i18n, t, format, router]);
}
