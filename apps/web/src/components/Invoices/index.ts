export { DaysOverdue, InvoiceCard, InvoiceStatusBadge, TotalsPerCurrency, today } from './InvoiceBits';
export { type InvoiceStatus, invoiceStatus } from './invoice-status';
export { INVOICE_STATUS, INVOICE_TYPE } from './labels';
export { ShipmentInvoices } from './ShipmentInvoices';
