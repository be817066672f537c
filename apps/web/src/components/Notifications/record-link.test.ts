import { describe, expect, it } from 'vitest';
import { searchByReference } from './record-link';

describe('a notification link to a record in a list', () => {
  const invoices = searchByReference('numeroFactura');

  it('opens the list searched for the record', () => {
    expect(invoices({ numeroFactura: 'F26-000045' })).toEqual({ q: 'F26-000045' });
  });

  it('keeps the rest of the search, and a search of its own wins', () => {
    expect(invoices({ numeroFactura: 'F26-000045', from: '2026-01-01', to: '2026-03-31' })).toEqual({
      q: 'F26-000045',
      from: '2026-01-01',
      to: '2026-03-31',
    });
    expect(invoices({ numeroFactura: 'F26-000045', q: 'valencia' })).toEqual({ q: 'valencia' });
  });

  it('ignores an empty or non-text reference', () => {
    expect(invoices({ numeroFactura: ' ' })).toEqual({});
    expect(invoices({ numeroFactura: 45 })).toEqual({});
  });
});
