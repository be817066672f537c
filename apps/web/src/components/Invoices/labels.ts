import type { TipoFactura } from '@extranet/sdk';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { InvoiceStatus } from './invoice-status';

export const INVOICE_STATUS: Readonly<Record<InvoiceStatus, { label: MessageDescriptor; color: string }>> = {
  open: { label: msg({ message: 'Open', context: 'invoice status' }), color: 'blue' },
  overdue: { label: msg({ message: 'Overdue', context: 'invoice status' }), color: 'red' },
  paid: { label: msg({ message: 'Paid', context: 'invoice status' }), color: 'teal' },
  cancelled: { label: msg({ message: 'Cancelled', context: 'invoice status' }), color: 'gray' },
};

export const INVOICE_TYPE: Readonly<Record<TipoFactura, MessageDescriptor>> = {
  FACTURA: msg`Invoice`,
  ABONO: msg`Credit note`,
};
