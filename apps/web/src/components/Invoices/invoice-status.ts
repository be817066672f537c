// What an invoice means to the customer today: open, paid or overdue, how many days overdue, and
// what the listed invoices add up to in each currency. Pure: "today" is always passed in, so the
// screens use the user's calendar day and the tests fix it.

import { daysBetween } from '../../lib/time';

/** The fields of an invoice (`FacturaResumen`) these rules read. */
export interface InvoiceLike {
  tipo: 'FACTURA' | 'ABONO';
  estado: 'ABIERTA' | 'PAGADA' | 'VENCIDA' | 'ANULADA';
  fechaVencimiento: string;
  total: number;
  importePendiente: number;
  moneda: string;
}

export type InvoiceStatus = 'open' | 'paid' | 'overdue' | 'cancelled';

/**
 * The status of an invoice on `today` (`YYYY-MM-DD`): overdue from the day after its due date while
 * something is outstanding; a credit note is never overdue (it is money owed to the customer).
 */
export function invoiceStatus(
  invoice: InvoiceLike,
  today: string,
): { status: InvoiceStatus; daysOverdue: number } {
  if (invoice.estado === 'ANULADA') return { status: 'cancelled', daysOverdue: 0 };
  if (invoice.importePendiente === 0) return { status: 'paid', daysOverdue: 0 };
  const days = daysBetween(invoice.fechaVencimiento, today);
  if (invoice.tipo === 'FACTURA' && days > 0) return { status: 'overdue', daysOverdue: days };
  return { status: 'open', daysOverdue: 0 };
}

export interface CurrencyTotals {
  currency: string;
  count: number;
  /** Invoiced, credit notes taken off (cancelled documents left out). */
  total: number;
  /** Still to be paid. */
  outstanding: number;
  /** The part of `outstanding` past its due date. */
  overdue: number;
}

const cents = (value: number) => Math.round(value * 100) / 100;

/** Totals of the given invoices in each currency, alphabetical; never adds two currencies together. */
export function totalsByCurrency(invoices: readonly InvoiceLike[], today: string): CurrencyTotals[] {
  const byCurrency = new Map<string, CurrencyTotals>();
  for (const invoice of invoices) {
    let totals = byCurrency.get(invoice.moneda);
    if (!totals) {
      totals = { currency: invoice.moneda, count: 0, total: 0, outstanding: 0, overdue: 0 };
      byCurrency.set(invoice.moneda, totals);
    }
    totals.count += 1;
    const { status } = invoiceStatus(invoice, today);
    if (status === 'cancelled') continue;
    totals.total += invoice.total;
    totals.outstanding += invoice.importePendiente;
    if (status === 'overdue') totals.overdue += invoice.importePendiente;
  }
  return [...byCurrency.values()]
    .map((t) => ({
      ...t,
      total: cents(t.total),
      outstanding: cents(t.outstanding),
      overdue: cents(t.overdue),
    }))
    .sort((a, b) => (a.currency < b.currency ? -1 : a.currency > b.currency ? 1 : 0));
}
