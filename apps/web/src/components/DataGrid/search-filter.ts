import type { FilterFn } from '@tanstack/table-core';
import type { MRT_RowData } from 'mantine-react-table';

/** What the search box holds, as the rows' search text is written: trimmed, lower-cased. */
export const searchTerm = (value: unknown): string =>
  String(value ?? '')
    .trim()
    .toLowerCase();

/**
 * The grid's global filter: a row matches when its search text (search-text.ts) holds the term.
 * Made for one list of rows (the grid makes another when its data changes). The term is resolved
 * once per search, not once per row. Typing narrows: a term that holds the previous one (`al2` after
 * `al`) can only match rows the previous term matched, so only those are read again; a shorter or
 * different term reads every row.
 */
export function searchFilter<T extends MRT_RowData>(searchText: (row: T) => string): FilterFn<T> {
  /** The last search: its term and the records it matched (filled as the table filters its rows). */
  let last: { term: string; matched: Set<T> } | undefined;
  /** The records that may match the search under way: the last one's, when it narrows that one. */
  let candidates: Set<T> | undefined;
  const filter: FilterFn<T> = (row, _columnId, term: string) => {
    const record = row.original;
    if (candidates && !candidates.has(record)) return false;
    if (!searchText(record).includes(term)) return false;
    last?.matched.add(record);
    return true;
  };
  // Called by the table once as each search starts, with the box's value.
  filter.resolveFilterValue = (value: unknown) => {
    const term = searchTerm(value);
    // The same search again (another column of it, or other column filters): what it knows holds.
    if (term === last?.term) return term;
    candidates = last && term.includes(last.term) ? last.matched : undefined;
    last = { term, matched: new Set() };
    return term;
  };
  return filter;
}
