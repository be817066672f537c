import type { MRT_RowData } from 'mantine-react-table';
import { useEffect, useMemo } from 'react';
import type { Formatter } from '../../i18n/format';
import type { GridColumn } from './columns';
import { rowSearchText } from './search-text';

/** Milliseconds of a slice of the warm-up, and the pause between slices. */
const SLICE_MS = 8;
const PAUSE_MS = 20;
/** A pause before the warm-up, left to the first render of the rows. */
const START_MS = 200;

/**
 * The rows' search text (search-text.ts), built in the background while the user reads the list,
 * so that the first search does not build it for every row at once.
 */
export function useRowSearchText<T extends MRT_RowData>(
  columns: readonly GridColumn<T>[],
  format: Formatter,
  data: readonly T[],
): (row: T) => string {
  const searchText = useMemo(() => rowSearchText(columns, format), [columns, format]);
  useEffect(() => {
    if (data.length === 0) return;
    let next = 0;
    let handle: ReturnType<typeof setTimeout> | undefined;
    const work = () => {
      const until = performance.now() + SLICE_MS;
      while (next < data.length && performance.now() < until) searchText(data[next++]!);
      // A few milliseconds at a time (Safari has no requestIdleCallback).
      if (next < data.length) handle = setTimeout(work, PAUSE_MS);
    };
    handle = setTimeout(work, START_MS);
    return () => clearTimeout(handle);
  }, [data, searchText]);
  return searchText;
}
