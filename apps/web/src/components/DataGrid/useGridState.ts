import type { ConfiguracionGrid } from '@extranet/sdk';
import { useDebouncedCallback } from '@mantine/hooks';
import { useNavigate } from '@tanstack/react-router';
import type { MRT_Updater } from 'mantine-react-table';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { cleanGridSearch, type GridSearch } from './grid-search';
import {
  type FilterVariants,
  filtersFromSearch,
  filtersToSearch,
  fromEstadoGrid,
  toEstadoGrid,
  type ViewState,
} from './grid-state';
import { type InitialView, writeLastView } from './useGridViews';

// The table state a grid shows: the standard state of its columns, then the saved view a visit
// opens with, then the search and filters of the URL on top. Search and filters go back to the URL
// as the user types (replacing the entry), so a copied link shows the same rows.

export const EMPTY_VIEW_STATE: ViewState = {
  columnOrder: [],
  columnVisibility: {},
  columnSizing: {},
  columnPinning: { left: [], right: [] },
  sorting: [],
  columnFilters: [],
  globalFilter: '',
  density: 'md',
  grouping: [],
};

interface Options {
  gridCode: string;
  usuario: string;
  columnIds: readonly string[];
  variants: FilterVariants;
  defaults: Partial<ViewState>;
  search: GridSearch;
  initial: InitialView | undefined;
}

export function useGridState({ gridCode, usuario, columnIds, variants, defaults, search, initial }: Options) {
  const navigate = useNavigate();
  const standard = useMemo(() => ({ ...EMPTY_VIEW_STATE, ...defaults }), [defaults]);
  const fromUrl = useCallback(
    (base: ViewState): ViewState => ({
      ...base,
      globalFilter: search.q ?? base.globalFilter,
      columnFilters: search.filters ? filtersFromSearch(search.filters, variants) : base.columnFilters,
    }),
    [search.q, search.filters, variants],
  );
  const [state, setState] = useState<ViewState>(() => fromUrl(standard));
  const [view, setView] = useState<ConfiguracionGrid | null>(null);
  const [viewState, setViewState] = useState<ViewState>(standard);

  const setSearch = useCallback(
    (patch: Partial<GridSearch>) =>
      void navigate({
        to: '.',
        search: (prev: GridSearch) => cleanGridSearch({ ...prev, ...patch }),
        replace: true,
      } as never),
    [navigate],
  );

  /** Shows a saved view (or the standard columns), and names it in the URL. */
  const apply = useCallback(
    (next: ConfiguracionGrid | null, keepUrlFilters = false) => {
      const base = next ? fromEstadoGrid(next.estado, columnIds, variants) : standard;
      const shown = keepUrlFilters ? fromUrl(base) : base;
      setView(next);
      setViewState(base);
      setState(shown);
      writeLastView(usuario, gridCode, next?.id);
      setSearch({
        view: next?.id,
        q: shown.globalFilter || undefined,
        filters: filtersToSearch(shown.columnFilters),
      });
    },
    [columnIds, variants, standard, fromUrl, usuario, gridCode, setSearch],
  );

  // Once the opening view is known: apply it, keeping what the URL asked for.
  const opened = useRef(false);
  useEffect(() => {
    if (!initial || opened.current) return;
    opened.current = true;
    if (initial.view) apply(initial.view, true);
    else if (search.view !== undefined) setSearch({ view: undefined });
  }, [initial, apply, search.view, setSearch]);

  const syncUrl = useDebouncedCallback(
    (next: ViewState) =>
      setSearch({ q: next.globalFilter || undefined, filters: filtersToSearch(next.columnFilters) }),
    400,
  );

  /** An `on…Change` handler of mantine-react-table for one part of the state. */
  const handler = useCallback(
    <K extends keyof ViewState>(key: K) =>
      (updater: MRT_Updater<ViewState[K]>) =>
        setState((current) => {
          const value =
            typeof updater === 'function'
              ? (updater as (old: ViewState[K]) => ViewState[K])(current[key])
              : updater;
          const next = { ...current, [key]: value };
          if (key === 'globalFilter' || key === 'columnFilters') syncUrl(next);
          return next;
        }),
    [syncUrl],
  );

  // mantine-react-table fills in the column order itself (with its own display columns), so an
  // order equal to the columns' own is no change.
  const comparable = useCallback(
    (s: ViewState) => {
      const order = s.columnOrder.filter((id) => !id.startsWith('mrt-'));
      const natural = order.length === 0 || order.join() === columnIds.join();
      return JSON.stringify(toEstadoGrid({ ...s, columnOrder: natural ? [] : order }));
    },
    [columnIds],
  );
  const dirty = useMemo(() => comparable(state) !== comparable(viewState), [state, viewState, comparable]);

  /** After saving: the shown state is the view's state. */
  const saved = useCallback(
    (next: ConfiguracionGrid) => {
      setView(next);
      setViewState(state);
      writeLastView(usuario, gridCode, next.id);
      setSearch({ view: next.id });
    },
    [state, usuario, gridCode, setSearch],
  );

  return {
    state,
    view,
    dirty,
    handler,
    apply,
    saved,
    replaceSearch: setSearch,
    estado: () => toEstadoGrid(state),
  };
}
