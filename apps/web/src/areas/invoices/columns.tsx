import type { FacturaResumen, TipoFactura } from '@extranet/sdk';
import { useLingui } from '@lingui/react/macro';
import { Text } from '@mantine/core';
import { useRouter } from '@tanstack/react-router';
import { useMemo } from 'react';
import type { GridColumn } from '../../components/DataGrid';
import { calendarDay, dateColumn, linkColumn } from '../../components/DataGrid/columns';
import { InvoiceStatusBadge, today } from '../../components/Invoices/InvoiceBits';
import { type InvoiceStatus, invoiceStatus } from '../../components/Invoices/invoice-status';
import { INVOICE_STATUS, INVOICE_TYPE } from '../../components/Invoices/labels';
import { moneyColumn } from '../../components/NumberColumn';
import { useFormat } from '../../i18n/useFormat';

const STATUS_ORDER: readonly InvoiceStatus[] = ['overdue', 'open', 'paid', 'cancelled'];

/** The invoices grid's columns: number, dates, amounts, status and how late, then the rest. */
export function useInvoiceColumns(): GridColumn<FacturaResumen>[] {
  const { i18n, t } = useLingui();
  const format = useFormat();
  const router = useRouter();
  return useMemo(() => {
    const now = today();
    // MRT's loading skeleton rows carry nulls in every field: accessors must take them.
    const statusOf = (row: FacturaResumen) =>
      row.fechaVencimiento ? invoiceStatus(row, now) : { status: 'open' as const, daysOverdue: 0 };
    const statusLabel = (status: InvoiceStatus) => i18n._(INVOICE_STATUS[status].label);
    const typeLabel = (tipo: TipoFactura) => i18n._(INVOICE_TYPE[tipo]);
    const money = (
      accessorKey: 'total' | 'importePendiente' | 'baseImponible' | 'importeImpuestos' | 'importePagado',
      header: string,
    ) => moneyColumn<FacturaResumen>(format, { accessorKey, header });
    return [
      linkColumn(router, {
        accessorKey: 'numeroFactura',
        header: t`Invoice`,
        size: 150,
        link: (row) => ({ to: '/invoices/$id', params: { id: row.numeroFactura } }),
      }),
      dateColumn({
        id: 'fecha',
        header: t`Issued`,
        size: 120,
        date: (row) => calendarDay(row.fecha),
        text: format.date,
      }),
      dateColumn({
        id: 'fechaVencimiento',
        header: t`Due`,
        size: 135,
        date: (row) => calendarDay(row.fechaVencimiento),
        text: format.date,
      }),
      {
        id: 'estado',
        header: t`Status`,
        size: 120,
        accessorFn: (row) => statusOf(row).status,
        // What needs paying first: overdue, open, paid, cancelled.
        sortingFn: (a, b) =>
          STATUS_ORDER.indexOf(a.getValue<InvoiceStatus>('estado')) -
          STATUS_ORDER.indexOf(b.getValue<InvoiceStatus>('estado')),
        filterVariant: 'multi-select',
        mantineFilterMultiSelectProps: {
          data: (Object.keys(INVOICE_STATUS) as InvoiceStatus[]).map((value) => ({
            value,
            label: statusLabel(value),
          })),
        },
        Cell: ({ row }) => <InvoiceStatusBadge status={statusOf(row.original).status} />,
        exportAs: { type: 'text', value: (row) => statusLabel(statusOf(row).status) },
        searchAs: (row) => statusLabel(statusOf(row).status),
      },
      {
        id: 'diasVencida',
        header: t`Days overdue`,
        size: 145,
        accessorFn: (row) => statusOf(row).daysOverdue,
        filterVariant: 'range',
        mantineTableBodyCellProps: { align: 'right' },
        mantineTableHeadCellProps: { align: 'right' },
        Cell: ({ row }) => {
          const days = statusOf(row.original).daysOverdue;
          return days > 0 ? (
            <Text span size="sm" c="red" fw={700}>
              {format.number(days)}
            </Text>
          ) : (
            ''
          );
        },
        exportAs: { type: 'number', numFmt: '0' },
      },
      money('total', t`Amount`),
      money('importePendiente', t`Outstanding`),
      { accessorKey: 'moneda', header: t`Currency`, size: 110, filterVariant: 'multi-select' },
      {
        accessorKey: 'tipo',
        header: t`Type`,
        size: 110,
        filterVariant: 'multi-select',
        mantineFilterMultiSelectProps: {
          data: (['FACTURA', 'ABONO'] as const).map((value) => ({ value, label: typeLabel(value) })),
        },
        Cell: ({ row }) => typeLabel(row.original.tipo),
        exportAs: { type: 'text', value: (row) => typeLabel(row.tipo) },
        searchAs: (row) => typeLabel(row.tipo),
      },
      money('importePagado', t`Paid`),
      money('baseImponible', t`Taxable base`),
      money('importeImpuestos', t`Tax`),
      { accessorKey: 'cliente', header: t`Customer`, size: 200, filterVariant: 'multi-select' },
      {
        id: 'partidas',
        header: t`Shipments`,
        size: 180,
        accessorFn: (row) => (row.partidas ?? []).join(', '),
      },
    ];
  }, [i18n, t, format, router]);
}
