import { manifest } from '@extranet/routes-manifest';
import type { FacturaResumen } from '@extranet/sdk';
import { useLingui } from '@lingui/react/macro';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { useApi } from '../../api/ApiProvider';
import { AreaHeader } from '../../components/AreaHeader';
import { DataGrid } from '../../components/DataGrid/DataGrid';
import { InvoiceCard, TotalsPerCurrency, today } from '../../components/Invoices/InvoiceBits';
import { invoiceStatus } from '../../components/Invoices/invoice-status';
import { searchByReference } from '../../components/Notifications/record-link';
import { PeriodControl, periodQuery, usePeriodSearch } from '../../components/Period';
import { useInvoiceColumns } from './columns';

/** `/invoices`: invoices and credit notes issued in a period (default: the last 90 days). */
export const Route = createFileRoute('/_app/invoices')({
  validateSearch: searchByReference('numeroFactura'),
  component: InvoicesScreen,
});

const area = manifest.find((entry) => entry.path === '/invoices')!;

const DEFAULTS = {
  // What needs paying now on top: overdue (the oldest due first), then open, then the rest.
  sorting: [
    { id: 'estado', desc: false },
    { id: 'fechaVencimiento', desc: false },
  ],
  columnVisibility: {
    importePagado: false,
    baseImponible: false,
    importeImpuestos: false,
  },
};

function InvoicesScreen() {
  const { t } = useLingui();
  const api = useApi();
  const navigate = useNavigate();
  const search = Route.useSearch();
  const { period, setPeriod } = usePeriodSearch(search, '90d');
  const columns = useInvoiceColumns();
  return (
    <>
      <AreaHeader area={area} />
      <DataGrid<FacturaResumen>
        gridCode="invoices"
        columns={columns}
        query={api.queries.factura.obtenerSeguimientoFacturasPeriodo(periodQuery(period!))}
        search={search}
        exportName={t`Invoices`}
        toolbar={<PeriodControl value={period} onChange={setPeriod} />}
        onRowOpen={(row) => void navigate({ to: '/invoices/$id', params: { id: row.numeroFactura } })}
        emptyMessage={t`No invoices were issued in this period — widen it to see more.`}
        rowColor={(row) =>
          row.fechaVencimiento && invoiceStatus(row, today()).status === 'overdue'
            ? 'var(--mantine-color-red-light)'
            : undefined
        }
        defaults={DEFAULTS}
        summary={(rows) => <TotalsPerCurrency rows={rows} />}
        renderCard={(row) => <InvoiceCard invoice={row} />}
      />
    </>
  );
}
