import { useNavigate } from '@tanstack/react-router';
import { useCallback, useMemo } from 'react';
import { cleanGridSearch, type GridSearch } from '../DataGrid/grid-search';
import { type Period, type PeriodPreset, periodOfSearch } from './period';

/**
 * The period of a list screen from its URL: `from`/`to` when given, else the screen's default — a
 * preset, or `'active'` (null) where the list has an "open records" call.
 */
export function usePeriodSearch(search: GridSearch, fallback: PeriodPreset | 'active') {
  const navigate = useNavigate();
  const period = useMemo<Period | null>(
    () => periodOfSearch({ from: search.from, to: search.to }, fallback),
    [search.from, search.to, fallback],
  );
  const setPeriod = useCallback(
    (next: Period | null) =>
      void navigate({
        to: '.',
        search: (prev: GridSearch) => cleanGridSearch({ ...prev, from: next?.from, to: next?.to }),
      } as never),
    [navigate],
  );
  return { period, setPeriod };
}
