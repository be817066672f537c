import type { CodigoEstadoIata, HawbResumen } from '@extranet/sdk';
import { useLingui } from '@lingui/react/macro';
import { Group, Stack, Text } from '@mantine/core';
import { useRouter } from '@tanstack/react-router';
import { useMemo } from 'react';
import type { GridColumn } from '../../components/DataGrid';
import { CardReference } from '../../components/DataGrid/CardReference';
import { dateColumn, linkColumn } from '../../components/DataGrid/columns';
import { HawbStatusBadge } from '../../components/Hawb/HawbStatus';
import { IATA_STATUS_ORDER, iataStatusLabel } from '../../components/Hawb/iata';
import { numberColumn } from '../../components/NumberColumn';
import { useFormat } from '../../i18n/useFormat';

/** The air guides grid: each HAWB with its latest IATA status. */
export function useGuideColumns(): GridColumn<HawbResumen>[] {
  const { i18n, t } = useLingui();
  const format = useFormat();
  const router = useRouter();
  return useMemo(() => {
    const statusLabel = (code: CodigoEstadoIata) => iataStatusLabel(i18n, code);
    return [
      linkColumn(router, {
        accessorKey: 'numeroHawb',
        header: t`HAWB`,
        size: 150,
        link: (row) => ({ to: '/guide-tracking/$id', params: { id: String(row.id) } }),
      }),
      {
        accessorKey: 'estado',
        header: t`Status`,
        size: 250,
        filterVariant: 'multi-select',
        mantineFilterMultiSelectProps: {
          data: IATA_STATUS_ORDER.map((value) => ({ value, label: `${statusLabel(value)} (${value})` })),
        },
        // Sorting follows the HAWB's progress, not the alphabet.
        sortingFn: (a, b) =>
          IATA_STATUS_ORDER.indexOf(a.original.estado) - IATA_STATUS_ORDER.indexOf(b.original.estado),
        Cell: ({ row }) => (
          <HawbStatusBadge code={row.original.estado} description={row.original.estadoDescripcion} />
        ),
        exportAs: { type: 'text', value: (row) => `${statusLabel(row.estado)} (${row.estado})` },
      },
      {
        id: 'ruta',
        header: t`Route`,
        size: 120,
        accessorFn: (row) => `${row.aeropuertoOrigen} → ${row.aeropuertoDestino}`,
      },
      dateColumn({
        id: 'fechaUltimoEvento',
        header: t`Last event`,
        size: 180,
        date: (row) => new Date(row.fechaUltimoEvento),
        text: format.dateTime,
      }),
      dateColumn({
        id: 'fechaEmision',
        header: t`Issued`,
        size: 120,
        date: (row) => new Date(row.fechaEmision),
        text: format.date,
      }),
      { accessorKey: 'nombreDestinatario', header: t`Consignee`, size: 210 },
      { accessorKey: 'referenciaCliente', header: t`Your reference`, size: 140 },
      {
        accessorKey: 'numeroMawb',
        header: t`MAWB`,
        size: 140,
        Cell: ({ row }) =>
          row.original.numeroMawb ?? (
            <Text size="sm" c="dimmed">
              {t`Not consolidated yet`}
            </Text>
          ),
      },
      numberColumn(format, { accessorKey: 'totalPiezas', header: t`Pieces`, size: 90 }),
      numberColumn(format, {
        accessorKey: 'pesoBrutoKg',
        header: t`Gross weight (kg)`,
        size: 130,
        decimals: 1,
      }),
      numberColumn(format, {
        accessorKey: 'pesoTasableKg',
        header: t`Chargeable weight (kg)`,
        size: 150,
        decimals: 1,
      }),
      { accessorKey: 'cliente', header: t`Customer`, size: 180, filterVariant: 'multi-select' },
    ];
  }, [i18n, t, format, router]);
}

/** A HAWB as a phone shows it in the list. */
export function GuideCard({ hawb }: { hawb: HawbResumen }) {
  const { t } = useLingui();
  const format = useFormat();
  return (
    <Stack gap={4}>
      <Group justify="space-between" wrap="wrap" gap="xs">
        <CardReference>{hawb.numeroHawb}</CardReference>
        <HawbStatusBadge code={hawb.estado} description={hawb.estadoDescripcion} />
      </Group>
      <Text size="sm" fw={500}>
        {hawb.aeropuertoOrigen} → {hawb.aeropuertoDestino} · {hawb.nombreDestinatario}
      </Text>
      <Group gap="md" wrap="wrap">
        <Text size="xs" c="dimmed">
          {t`Last event ${format.dateTime(hawb.fechaUltimoEvento)}`}
        </Text>
        <Text size="xs" c="dimmed">
          {t`${format.number(hawb.totalPiezas)} pcs · ${format.number(hawb.pesoBrutoKg, { maximumFractionDigits: 1 })} kg`}
        </Text>
      </Group>
      {hawb.referenciaCliente && (
        <Text size="xs" c="dimmed">
          {t`Your reference ${hawb.referenciaCliente}`}
        </Text>
      )}
    </Stack>
  );
}
