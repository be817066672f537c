import type { FacturaResumen } from '@extranet/sdk';
import { useLingui } from '@lingui/react/macro';
import { Loader, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useApi } from '../../api/ApiProvider';
import { useFormat } from '../../i18n/useFormat';
import { DAY_MS } from '../../lib/time';
import { AnchorLink } from '../AnchorLink';
import { DaysOverdue, InvoiceStatusBadge, today } from './InvoiceBits';
import { invoiceStatus } from './invoice-status';
import { INVOICE_TYPE } from './labels';

/**
 * How long after departure a shipment's invoices and credit notes are issued: invoiced within days
 * of departure (a grouped invoice after the group's last shipment), corrected within weeks.
 */
const INVOICED_WITHIN_DAYS = 75;

/**
 * The invoices and credit notes that charge a shipment (for the shipment's page). The API links an
 * invoice to shipment numbers, so this reads the invoices issued after the shipment departed and
 * keeps those naming it.
 */
export function ShipmentInvoices({ numeroPartida, departure }: { numeroPartida: string; departure: string }) {
  const { i18n, t } = useLingui();
  const api = useApi();
  const format = useFormat();
  const start = new Date(`${departure.slice(0, 10)}T00:00:00.000Z`);
  const end = new Date(Math.min(start.getTime() + INVOICED_WITHIN_DAYS * DAY_MS, Date.now()));
  const departed = start.getTime() <= Date.now();
  const { data, isPending, isError } = useQuery({
    ...api.queries.factura.obtenerSeguimientoFacturasPeriodo({
      fechainicio: start.toISOString(),
      fechafin: `${end.toISOString().slice(0, 10)}T23:59:59.999Z`,
    }),
    enabled: departed,
    staleTime: 5 * 60_000,
    meta: { localErrors: true },
    select: (rows: FacturaResumen[]) => rows.filter((f) => f.partidas.includes(numeroPartida)),
  });
  if (!departed) return <Text size="sm" c="dimmed">{t`Invoiced once the shipment departs.`}</Text>;
  if (isPending) return <Loader size="sm" aria-label={t`Loading invoices`} />;
  if (isError) return <Text size="sm" c="red">{t`The invoices could not be loaded.`}</Text>;
  if (data.length === 0) return <Text size="sm" c="dimmed">{t`Not invoiced yet.`}</Text>;
  const now = today();
  return (
    <Table.ScrollContainer minWidth={420}>
      <Table fz="sm" aria-label={t`Invoices`} data-testid="shipment-invoices">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t`Invoice`}</Table.Th>
            <Table.Th>{t`Due`}</Table.Th>
            <Table.Th ta="right">{t`Amount`}</Table.Th>
            <Table.Th>{t`Status`}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {data.map((f) => {
            const { status, daysOverdue } = invoiceStatus(f, now);
            return (
              <Table.Tr key={f.id}>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  <AnchorLink to="/invoices/$id" params={{ id: f.numeroFactura }} fw={600} size="sm">
                    {f.numeroFactura}
                  </AnchorLink>
                  {f.tipo === 'ABONO' && (
                    <Text span size="xs" c="dimmed">
                      {' '}
                      · {i18n._(INVOICE_TYPE[f.tipo])}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>{format.date(f.fechaVencimiento)}</Table.Td>
                <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                  {format.currency(f.total, f.moneda)}
                </Table.Td>
                <Table.Td>
                  <InvoiceStatusBadge status={status} /> <DaysOverdue days={daysOverdue} size="xs" />
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
