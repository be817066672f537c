import type { AlbaranResumen, EstadoAlbaran } from '@extranet/sdk';
import { useLingui } from '@lingui/react/macro';
import { Group, Stack, Text } from '@mantine/core';
import { useRouter } from '@tanstack/react-router';
import { useMemo } from 'react';
import type { GridColumn } from '../../components/DataGrid';
import { calendarDay, dateColumn, linkColumn } from '../../components/DataGrid/columns';
import { DELIVERY_STATUS } from '../../components/DeliveryNotes/labels';
import { numberColumn } from '../../components/NumberColumn';
import { useFormat } from '../../i18n/useFormat';
import { DeliveryStatusBadge, IncidentFlag } from './bits';
import { hasIncident, isLate } from './notes';

/** The distribution grid's columns: which note, to whom, where it stands. */
export function useDistributionColumns(): GridColumn<AlbaranResumen>[] {
  const { i18n, t } = useLingui();
  const format = useFormat();
  const router = useRouter();
  return useMemo(() => {
    const statusLabel = (estado: EstadoAlbaran) => i18n._(DELIVERY_STATUS[estado].label);
    return [
      linkColumn(router, {
        accessorKey: 'numeroAlbaran',
        header: t`Delivery note`,
        size: 145,
        link: (row) => ({ to: '/distribution/$id', params: { id: String(row.id) } }),
      }),
      dateColumn({
        id: 'fecha',
        header: t`Date`,
        size: 115,
        date: (row) => calendarDay(row.fecha),
        text: format.date,
      }),
      {
        accessorKey: 'estado',
        header: t`Status`,
        size: 170,
        filterVariant: 'multi-select',
        mantineFilterMultiSelectProps: {
          data: (Object.keys(DELIVERY_STATUS) as EstadoAlbaran[]).map((value) => ({
            value,
            label: statusLabel(value),
          })),
        },
        Cell: ({ row }) => <DeliveryStatusBadge estado={row.original.estado} />,
        exportAs: { type: 'text', value: (row) => statusLabel(row.estado) },
      },
      {
        accessorKey: 'destinatario',
        header: t`Consignee`,
        size: 210,
        Cell: ({ row }) => (
          <Text size="sm" truncate maw={195} title={row.original.destinatario}>
            {row.original.destinatario}
          </Text>
        ),
      },
      {
        id: 'poblacion',
        header: t`City`,
        size: 150,
        accessorFn: (row) => row.poblacion,
        filterVariant: 'multi-select',
        Cell: ({ row }) => (
          <Stack gap={0}>
            <Text size="sm">{row.original.poblacion}</Text>
            <Text size="xs" c="dimmed">
              {row.original.codigoPostal} · {row.original.pais}
            </Text>
          </Stack>
        ),
      },
      dateColumn({
        id: 'fechaEntrega',
        header: t`Delivery`,
        size: 175,
        date: (row) =>
          row.fechaEntrega
            ? new Date(row.fechaEntrega)
            : row.fechaPrevistaEntrega
              ? calendarDay(row.fechaPrevistaEntrega)
              : null,
        Cell: ({ row }) => <DeliveryCell note={row.original} />,
      }),
      {
        id: 'incidencia',
        header: t`Incident`,
        size: 105,
        accessorFn: (row) => (hasIncident(row) ? t`Yes` : t`No`),
        filterVariant: 'select',
        mantineFilterSelectProps: { data: [t`Yes`, t`No`] },
        mantineTableBodyCellProps: { align: 'center' },
        Cell: ({ row }) => (hasIncident(row.original) ? <IncidentFlag /> : null),
      },
      numberColumn(format, { accessorKey: 'bultos', header: t`Packages`, size: 115 }),
      numberColumn(format, {
        accessorKey: 'pesoBrutoKg',
        header: t`Weight (kg)`,
        size: 125,
        decimals: 1,
        fixed: true,
      }),
      { accessorKey: 'referenciaCliente', header: t`Your reference`, size: 140 },
      { accessorKey: 'cliente', header: t`Customer`, size: 180, filterVariant: 'multi-select' },
      { accessorKey: 'transportista', header: t`Carrier`, size: 180, filterVariant: 'multi-select' },
      { accessorKey: 'codigoAlmacen', header: t`Warehouse`, size: 110, filterVariant: 'multi-select' },
      { accessorKey: 'direccion', header: t`Address`, size: 220 },
      { accessorKey: 'provincia', header: t`Province`, size: 140 },
    ];
  }, [i18n, t, format, router]);
}

/** When it was delivered, or when it is expected — late in orange. */
export function DeliveryCell({ note }: { note: AlbaranResumen }) {
  const { t } = useLingui();
  const format = useFormat();
  const late = isLate(note);
  if (note.fechaEntrega)
    return (
      <Text size="sm" c={late ? 'orange' : undefined} title={late ? t`Delivered late` : undefined}>
        {format.dateTime(note.fechaEntrega)}
      </Text>
    );
  if (!note.fechaPrevistaEntrega || note.estado === 'DEVUELTO') return <Text size="sm">—</Text>;
  return (
    <Group gap={4} wrap="nowrap">
      <Text size="sm" c={late ? 'orange' : undefined} fw={late ? 600 : undefined}>
        {format.date(calendarDay(note.fechaPrevistaEntrega))}
      </Text>
      <Text size="xs" c={late ? 'orange' : 'dimmed'} title={late ? t`Past the expected day` : t`Expected`}>
        {late ? t`overdue` : t`exp.`}
      </Text>
    </Group>
  );
}
