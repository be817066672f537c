import type { FacturaResumen } from '@extranet/sdk';
import { useLingui } from '@lingui/react/macro';
import { Grid, Group, Stack, Text } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, notFound } from '@tanstack/react-router';
import { useApi } from '../../api/ApiProvider';
import { DetailHeader, Facts, Section } from '../../components/Detail';
import { DaysOverdue, InvoiceStatusBadge, today } from '../../components/Invoices/InvoiceBits';
import { invoiceStatus } from '../../components/Invoices/invoice-status';
import { INVOICE_TYPE } from '../../components/Invoices/labels';
import { useFormat } from '../../i18n/useFormat';
import { invoiceQuery } from './invoice-query';
import { ShipmentLink } from './ShipmentLink';

/** `/invoices/$id`: one invoice or credit note, by its number (`FV-2026-000123`). */
export const Route = createFileRoute('/_app/invoices/$id')({
  params: {
    parse: ({ id }) => {
      const numero = id.trim();
      if (!/^[\w./-]{2,50}$/.test(numero)) throw notFound();
      return { id: numero };
    },
    stringify: ({ id }) => ({ id }),
  },
  loader: async ({ context, params }) => {
    const api = await context.api.load();
    const invoice = await api.queryClient.ensureQueryData(invoiceQuery(api, params.id));
    if (!invoice) throw notFound();
  },
  component: InvoiceScreen,
});

function InvoiceScreen() {
  const { i18n, t } = useLingui();
  const api = useApi();
  const { id } = Route.useParams();
  const { data } = useSuspenseQuery(invoiceQuery(api, id));
  const format = useFormat();
  const f = data as FacturaResumen;
  const { status, daysOverdue } = invoiceStatus(f, today());
  const money = (value: number) => format.currency(value, f.moneda);
  return (
    <>
      <DetailHeader
        listPath="/invoices"
        listTitle={t`Invoices`}
        title={f.numeroFactura}
        documentTitle={f.numeroFactura}
        badges={
          <>
            <InvoiceStatusBadge status={status} />
            <DaysOverdue days={daysOverdue} />
          </>
        }
        subtitle={`${i18n._(INVOICE_TYPE[f.tipo])} · ${f.cliente}`}
      />
      <Grid gutter="md">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Stack gap="md">
            <Section title={t`Amounts`}>
              <Facts
                cols={3}
                facts={[
                  { label: t`Taxable base`, value: money(f.baseImponible) },
                  { label: t`Tax`, value: money(f.importeImpuestos) },
                  {
                    label: t`Total`,
                    value: (
                      <Text fw={700} size="sm">
                        {money(f.total)}
                      </Text>
                    ),
                  },
                  { label: t`Paid`, value: money(f.importePagado) },
                  {
                    label: t`Outstanding`,
                    value: (
                      <Text size="sm" fw={700} c={status === 'overdue' ? 'red' : undefined}>
                        {money(status === 'cancelled' ? 0 : f.importePendiente)}
                      </Text>
                    ),
                  },
                  { label: t`Currency`, value: f.moneda },
                ]}
              />
            </Section>
            <Section title={t`Dates`}>
              <Facts
                cols={3}
                facts={[
                  { label: t`Issued`, value: format.date(f.fecha) },
                  { label: t`Due`, value: format.date(f.fechaVencimiento) },
                  {
                    label: t`Days overdue`,
                    value: daysOverdue > 0 ? <DaysOverdue days={daysOverdue} /> : null,
                  },
                ]}
              />
            </Section>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Section title={t`Shipments invoiced`}>
            {f.partidas.length > 0 ? (
              <Group gap="md" wrap="wrap" data-testid="invoice-shipments">
                {f.partidas.map((numero) => (
                  <ShipmentLink key={numero} numero={numero} />
                ))}
              </Group>
            ) : (
              <Text size="sm" c="dimmed">
                {t`This document charges no shipment (warehousing or other services).`}
              </Text>
            )}
          </Section>
        </Grid.Col>
      </Grid>
    </>
  );
}
