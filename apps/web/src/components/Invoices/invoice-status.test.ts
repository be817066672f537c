import { describe, expect, it } from 'vitest';
import { type InvoiceLike, invoiceStatus, totalsByCurrency } from './invoice-status';

const invoice = (over: Partial<InvoiceLike> = {}): InvoiceLike => ({
  tipo: 'FACTURA',
  estado: 'ABIERTA',
  fechaVencimiento: '2026-03-10',
  total: 100,
  importePendiente: 100,
  moneda: 'EUR',
  ...over,
});

describe('invoiceStatus', () => {
  it('is open up to and on its due date, overdue from the day after', () => {
    expect(invoiceStatus(invoice(), '2026-03-09')).toEqual({ status: 'open', daysOverdue: 0 });
    expect(invoiceStatus(invoice(), '2026-03-10')).toEqual({ status: 'open', daysOverdue: 0 });
    expect(invoiceStatus(invoice(), '2026-03-11')).toEqual({ status: 'overdue', daysOverdue: 1 });
    expect(invoiceStatus(invoice(), '2026-04-10')).toEqual({ status: 'overdue', daysOverdue: 31 });
  });

  it('computes overdue from today, whatever status the server sent', () => {
    expect(invoiceStatus(invoice({ estado: 'VENCIDA' }), '2026-03-01').status).toBe('open');
    expect(invoiceStatus(invoice({ estado: 'ABIERTA' }), '2026-03-12').status).toBe('overdue');
  });

  it('is paid when nothing is outstanding, even past the due date', () => {
    expect(invoiceStatus(invoice({ importePendiente: 0, estado: 'PAGADA' }), '2026-06-01')).toEqual({
      status: 'paid',
      daysOverdue: 0,
    });
  });

  it('keeps a partly paid invoice open or overdue', () => {
    expect(invoiceStatus(invoice({ importePendiente: 40 }), '2026-03-15').status).toBe('overdue');
  });

  it('never makes a credit note or a cancelled invoice overdue', () => {
    const credit = invoice({ tipo: 'ABONO', total: -50, importePendiente: -50 });
    expect(invoiceStatus(credit, '2026-09-01')).toEqual({ status: 'open', daysOverdue: 0 });
    expect(invoiceStatus(invoice({ estado: 'ANULADA' }), '2026-09-01').status).toBe('cancelled');
  });
});

describe('totalsByCurrency', () => {
  it('adds up per currency, never across currencies, credit notes taken off', () => {
    const today = '2026-03-20';
    const rows = [
      invoice({ total: 100.1, importePendiente: 100.1 }), // overdue
      invoice({ total: 200.2, importePendiente: 0, estado: 'PAGADA' }),
      invoice({ tipo: 'ABONO', total: -20.3, importePendiente: -20.3, fechaVencimiento: '2026-01-01' }),
      invoice({ total: 999, importePendiente: 0, estado: 'ANULADA' }),
      invoice({ moneda: 'USD', total: 50, importePendiente: 50, fechaVencimiento: '2026-04-01' }),
    ];
    expect(totalsByCurrency(rows, today)).toEqual([
      { currency: 'EUR', count: 4, total: 280, outstanding: 79.8, overdue: 100.1 },
      { currency: 'USD', count: 1, total: 50, outstanding: 50, overdue: 0 },
    ]);
  });

  it('is empty for no invoices', () => {
    expect(totalsByCurrency([], '2026-03-20')).toEqual([]);
  });
});
