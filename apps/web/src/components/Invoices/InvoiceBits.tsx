import type { FacturaResumen } from '@extranet/sdk';
import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Group, Stack, Text } from '@mantine/core';
import { useMemo } from 'react';
import { useFormat } from '../../i18n/useFormat';
import { CardReference } from '../DataGrid/CardReference';
import { toDay } from '../Period';
import { type InvoiceStatus, invoiceStatus, totalsByCurrency } from './invoice-status';
import { INVOICE_STATUS, INVOICE_TYPE } from './labels';

/** The user's calendar day, the day invoices are overdue against. */
export const today = () => toDay(new Date());

export function InvoiceStatusBadge({ status }: { status: InvoiceStatus }) {
  const { i18n } = useLingui();
  const { label, color } = INVOICE_STATUS[status];
  return (
    <Badge
      color={color}
      variant={status === 'overdue' ? 'filled' : 'light'}
      radius="sm"
      style={{ textTransform: 'none' }}
    >
      {i18n._(label)}
    </Badge>
  );
}

/** "12 days overdue" in red; nothing when the invoice is not overdue. */
export function DaysOverdue({ days, size = 'sm' }: { days: number; size?: 'xs' | 'sm' }) {
  const format = useFormat();
  if (days <= 0) return null;
  const count = format.number(days);
  return (
    <Text component="span" size={size} c="red" fw={600}>
      {days === 1 ? <Trans>1 day overdue</Trans> : <Trans>{count} days overdue</Trans>}
    </Text>
  );
}

/** The grid's summary: per currency, what was invoiced, what is outstanding and what is overdue. */
export function TotalsPerCurrency({ rows }: { rows: FacturaResumen[] }) {
  const { t } = useLingui();
  const format = useFormat();
  // While loading, the grid's placeholder rows (all fields null) come through too.
  const totals = useMemo(
    () =>
      totalsByCurrency(
        rows.filter((row) => row.moneda),
        today(),
      ),
    [rows],
  );
  return (
    <Group gap="lg" wrap="wrap" data-testid="invoice-totals">
      {totals.map((c) => (
        <Group key={c.currency} gap="xs" wrap="wrap">
          <Badge variant="outline" radius="sm">
            {c.currency}
          </Badge>
          <Text size="sm">{t`Invoiced ${format.currency(c.total, c.currency)}`}</Text>
          <Text size="sm">{t`Outstanding ${format.currency(c.outstanding, c.currency)}`}</Text>
          {c.overdue !== 0 && (
            <Text size="sm" c="red" fw={600}>
              {t`Overdue ${format.currency(c.overdue, c.currency)}`}
            </Text>
          )}
        </Group>
      ))}
    </Group>
  );
}

/** An invoice as a phone shows it in the list. */
export function InvoiceCard({ invoice: f }: { invoice: FacturaResumen }) {
  const { i18n, t } = useLingui();
  const format = useFormat();
  const { status, daysOverdue } = invoiceStatus(f, today());
  return (
    <Stack gap={4}>
      <Group justify="space-between" wrap="nowrap">
        <CardReference>{f.numeroFactura}</CardReference>
        <InvoiceStatusBadge status={status} />
      </Group>
      <Group justify="space-between" wrap="nowrap">
        <Text size="sm" c="dimmed">
          {i18n._(INVOICE_TYPE[f.tipo])} · {f.cliente}
        </Text>
        <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
          {format.currency(f.total, f.moneda)}
        </Text>
      </Group>
      <Group gap="md" wrap="wrap">
        <Text size="xs" c="dimmed">
          {t`Issued ${format.date(f.fecha)}`}
        </Text>
        <Text size="xs" c="dimmed">
          {t`Due ${format.date(f.fechaVencimiento)}`}
        </Text>
        {f.importePendiente !== 0 && status !== 'cancelled' && (
          <Text size="xs">{t`Outstanding ${format.currency(f.importePendiente, f.moneda)}`}</Text>
        )}
        <DaysOverdue days={daysOverdue} size="xs" />
      </Group>
    </Stack>
  );
}
