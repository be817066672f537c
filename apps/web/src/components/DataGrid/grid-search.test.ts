import { describe, expect, it } from 'vitest';
import { cleanGridSearch, validateGridSearch } from './grid-search';

describe('a list screen’s URL', () => {
  it('keeps a valid period, view, search and filters', () => {
    expect(
      validateGridSearch({
        from: '2026-01-01',
        to: '2026-03-31',
        view: 12,
        q: 'valencia',
        filters: { estado: ['EN_TRANSITO'], bultos: [10, null], etd: ['2026-01-01', null], modo: 'AEREO' },
      }),
    ).toEqual({
      from: '2026-01-01',
      to: '2026-03-31',
      view: 12,
      q: 'valencia',
      filters: { estado: ['EN_TRANSITO'], bultos: [10, null], etd: ['2026-01-01', null], modo: 'AEREO' },
    });
  });

  it('reads filters written as JSON text too', () => {
    expect(validateGridSearch({ filters: '{"estado":["ENTREGADA"]}' }).filters).toEqual({
      estado: ['ENTREGADA'],
    });
  });

  it('drops an invalid period and says why', () => {
    expect(validateGridSearch({ from: '2026-02-30', to: '2026-03-31' })).toEqual({
      dropped: ['period-invalid'],
    });
    expect(validateGridSearch({ from: '2026-04-01', to: '2026-03-31' })).toEqual({
      dropped: ['period-invalid'],
    });
    expect(validateGridSearch({ from: '2026-01-01' })).toEqual({ dropped: ['period-invalid'] });
  });

  it('drops a period over 366 days and says so', () => {
    expect(validateGridSearch({ from: '2025-01-01', to: '2026-03-31', view: 3 })).toEqual({
      view: 3,
      dropped: ['period-too-long'],
    });
  });

  it('drops unreadable views and filters, never throws', () => {
    expect(validateGridSearch({ view: 'abc' })).toEqual({ dropped: ['view'] });
    expect(validateGridSearch({ view: -1 })).toEqual({ dropped: ['view'] });
    for (const filters of [
      '{not json',
      '[1,2]',
      { 'bad id!': 'x' },
      { a: { nested: true } },
      { a: [1, 'x'] },
    ])
      expect(validateGridSearch({ filters })).toEqual({ dropped: ['filters'] });
    expect(validateGridSearch({ q: 'x'.repeat(201) })).toEqual({ dropped: ['filters'] });
  });

  it('never writes what it dropped back to the URL, and keeps other keys of the screen', () => {
    expect(cleanGridSearch({ q: 'x', dropped: ['view'] })).toEqual({ q: 'x' });
    expect(cleanGridSearch({ from: '2024-01-01', to: '2026-01-01', q: 'x', cliente: 4 })).toEqual({
      q: 'x',
      cliente: 4,
    });
  });
});
