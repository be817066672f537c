import type { Row } from '@tanstack/table-core';
import { describe, expect, it } from 'vitest';
import { searchFilter, searchTerm } from './search-filter';

interface Movement {
  id: number;
  text: string;
}

const DATA: Movement[] = ['AL25-011140', 'AL25-011141', 'AL25-022140', 'Ávila', 'riba-roja'].map(
  (text, id) => ({ id, text }),
);

/** The search as the table runs it: the term resolved once, then every row of the list. */
function search(filter: ReturnType<typeof searchFilter<Movement>>, value: string, data = DATA) {
  const term = filter.resolveFilterValue!(value);
  return data
    .filter((original) => filter({ original } as Row<Movement>, 'text', term, () => {}))
    .map((row) => row.id);
}

/** Search texts as search-text.ts writes them, counting the rows read. */
function reader() {
  const read: number[] = [];
  const searchText = (row: Movement) => {
    read.push(row.id);
    return row.text.toLowerCase();
  };
  return { read, searchText };
}

describe('searchFilter', () => {
  it('resolves the term once: trimmed and lower-cased', () => {
    expect(searchTerm('  AL25 ')).toBe('al25');
    expect(searchTerm(undefined)).toBe('');
  });

  it('matches rows whose search text holds the term', () => {
    const filter = searchFilter(reader().searchText);
    expect(search(filter, 'al25-0111')).toEqual([0, 1]);
    expect(search(filter, ' RIBA ')).toEqual([4]);
    expect(search(filter, 'ávila')).toEqual([3]);
  });

  it('reads only the rows the previous term matched while the term grows', () => {
    const { read, searchText } = reader();
    const filter = searchFilter(searchText);
    expect(search(filter, 'al25')).toEqual([0, 1, 2]);
    read.length = 0;
    expect(search(filter, 'al25-01114')).toEqual([0, 1]);
    expect(read).toEqual([0, 1, 2]);
    read.length = 0;
    expect(search(filter, 'al25-011140')).toEqual([0]);
    expect(read).toEqual([0, 1]);
  });

  it('reads every row again when the term shrinks or changes', () => {
    const { read, searchText } = reader();
    const filter = searchFilter(searchText);
    search(filter, 'al25-011140');
    read.length = 0;
    expect(search(filter, 'al25')).toEqual([0, 1, 2]);
    expect(read).toHaveLength(DATA.length);
    read.length = 0;
    expect(search(filter, 'riba')).toEqual([4]);
    expect(read).toHaveLength(DATA.length);
  });

  it('keeps what it knows when the same term is searched again', () => {
    const { read, searchText } = reader();
    const filter = searchFilter(searchText);
    search(filter, 'al25');
    search(filter, 'al25-0111');
    read.length = 0;
    expect(search(filter, 'al25-0111')).toEqual([0, 1]);
    expect(read).toEqual([0, 1, 2]);
  });

  it('is made anew for new data: another filter knows nothing of the last list', () => {
    const { searchText } = reader();
    search(searchFilter(searchText), 'al25');
    const more = [...DATA, { id: 9, text: 'AL25-099999' }];
    // The grid makes a new filter for the new list (DataGrid: one per data array).
    expect(search(searchFilter(searchText), 'al25-09', more)).toEqual([9]);
  });
});
