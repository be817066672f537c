import 'mantine-react-table/styles.css';
import './grid.css';
import { isArriving } from '@extranet/sdk/query';
import { Box, Group, Paper } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { type QueryKey, useQuery, useSuspenseQuery } from '@tanstack/react-query';
import {
  MantineReactTable,
  type MRT_ColumnDef,
  type MRT_RowData,
  MRT_ShowHideColumnsButton,
  type MRT_TableInstance,
  MRT_ToggleDensePaddingButton,
  MRT_ToggleFiltersButton,
  MRT_TopToolbar,
  useMantineReactTable,
} from 'mantine-react-table';
import { type ReactNode, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useApi } from '../../api/ApiProvider';
import { useFormat } from '../../i18n/useFormat';
import { useTableLocalization } from '../../i18n/useTableLocalization';
import { profileQuery } from '../../session/session';
import { columnIdOf, filterVariantsOf, type GridColumn } from './columns';
import { uniqueValues } from './facets';
import { GridBody } from './GridBody';
import { GridCards } from './GridCards';
import { GridEmptyState } from './GridEmptyState';
import { GridExportButton } from './GridExportButton';
import { GridPlaceholder } from './GridPlaceholder';
import { GridSearchInput } from './GridSearchInput';
import { GridSummary } from './GridSummary';
import { GRID_QUERY_META, type GridSearch } from './grid-search';
import { GRID_HEIGHT, ROW_HEIGHT } from './grid-size';
import type { ViewState } from './grid-state';
import { getLightCoreRowModel, getLightSortedRowModel } from './row-model';
import { rowPropsOf } from './row-navigation';
import { searchFilter } from './search-filter';
import { naturalSort } from './search-text';
import type { GridTableOptions } from './table-options';
import { useGridNotices } from './useGridNotices';
import { useGridState } from './useGridState';
import { useGridViews } from './useGridViews';
import { useRowSearchText } from './useRowSearchText';
import { useScrollMemory } from './useScrollMemory';
import { ViewsMenu } from './ViewsMenu';

export interface DataGridProps<T extends MRT_RowData> {
  /** Saved views are kept per grid code (`tracking`, `stocks` …). */
  gridCode: string;
  columns: GridColumn<T>[];
  /** The list call: a query-options object from `api.queries` (its key names the cache entry). */
  query: { queryKey: QueryKey; queryFn: (context: { signal: AbortSignal }) => Promise<T[]> };
  /** The route's search (see `validateGridSearch`). */
  search: GridSearch;
  /** Controls beside the views menu, e.g. the period. */
  toolbar?: ReactNode;
  /** What a row opens (its detail page); also Enter on a focused row. */
  onRowOpen?: (row: T) => void;
  /** Why the list is empty before any filter, and what to do: "No shipments in this period — widen it." */
  emptyMessage: ReactNode;
  /** Totals and counts of the rows left after search and filters, under the grid. */
  summary?: (rows: T[]) => ReactNode;
  /** A row's colour for its state (late, overdue, expiring). */
  rowColor?: (row: T) => string | undefined;
  /** Standard state of the columns (sorting, hidden columns, grouping) before any saved view. */
  defaults?: Partial<ViewState>;
  /** The name of the downloaded file, without extension. */
  exportName: string;
  /** The row as a card, for phones (without it a phone scrolls the table sideways). */
  renderCard?: (row: T) => ReactNode;
  /**
   * Anything else of mantine-react-table the grid honours (grouping options, column pinning …): not
   * what the grid draws or decides itself (its rows, row models, data and state; see table-options.ts).
   */
  tableOptions?: GridTableOptions<T>;
  /**
   * The grid's table, handed over after every render of the grid (the same instance each time), for
   * controls beside the grid that read or change its state: group by, a quick filter. The grid keeps
   * the state (saved views, URL); see `useTableHandle`.
   */
  onTable?: (table: MRT_TableInstance<T>) => void;
}

/**
 * Every list of the app: data from the SDK, saved views, the URL's search and filters, Excel export,
 * virtualised rows, keyboard navigation and the states that tell the user what to do.
 */
export function DataGrid<T extends MRT_RowData>(props: DataGridProps<T>) {
  const { gridCode, columns, search, onRowOpen, rowColor } = props;
  const api = useApi();
  const format = useFormat();
  const localization = useTableLocalization();
  const { data: profile } = useSuspenseQuery(profileQuery(api));
  const rows = useQuery({ ...props.query, meta: GRID_QUERY_META });
  // The first rows of a long list, while the rest arrive (the SDK's progressive queries).
  const arriving = isArriving(rows.data);
  const received = rows.data ?? EMPTY;
  // The view a visit opens with is decided once; later changes of `view` in the URL are the grid's own.
  const [openingView] = useState(search.view);
  const views = useGridViews(gridCode, profile.usuario, openingView);
  const columnIds = useMemo(() => columns.map(columnIdOf), [columns]);
  const variants = useMemo(() => filterVariantsOf(columns), [columns]);
  const searchColumnId = useMemo(
    () => columnIdOf(columns.find((column) => column.accessorFn || column.accessorKey) ?? columns[0]!),
    [columns],
  );
  const grid = useGridState({
    gridCode,
    usuario: profile.usuario,
    columnIds,
    variants,
    defaults: props.defaults ?? NO_DEFAULTS,
    search,
    initial: views.initial.data,
  });
  // Rows shown while a list arrives must be the first rows of the final order. In the order the
  // server sends them (no sort, no grouping) later rows only go below; sorted or grouped, a later
  // row may belong on the first screen, which would change by itself under the pointer, so the grid
  // shows its placeholder and the count so far until the list is whole.
  const reorders = grid.state.sorting.length > 0 || grid.state.grouping.length > 0;
  const waiting = rows.isPending || (arriving && reorders);
  const data = arriving && reorders ? EMPTY : received;
  const searchText = useRowSearchText(columns, format, data);
  // biome-ignore lint/correctness/useExhaustiveDependencies: what a search narrows holds for one list of rows
  const rowText = useMemo(() => searchFilter(searchText), [searchText, data]);
  useGridNotices(search, views.initial.data, grid.replaceSearch);
  const container = useScrollMemory(
    `${gridCode}:${search.from ?? ''}:${search.to ?? ''}`,
    rows.data !== undefined && !arriving,
  );
  const body = useRef<HTMLTableSectionElement | null>(null);
  const phone = useMediaQuery('(max-width: 48em)') ?? false;
  const summary = (table: MRT_TableInstance<T>) => (
    <GridSummary table={table} total={received.length} arriving={arriving} summary={props.summary} />
  );
  const emptyState = (table: MRT_TableInstance<T>) => (
    <GridEmptyState table={table} list={rows} hasRows={data.length > 0} emptyMessage={props.emptyMessage} />
  );

  const table = useMantineReactTable<T>({
    columns: columns as MRT_ColumnDef<T>[],
    data,
    localization,
    getRowId: (row) => String(row.id),
    // Rows without forty closures each, kept from one batch of an arriving list to the next, and
    // not copied by a sort (row-model.ts).
    getCoreRowModel: getLightCoreRowModel(),
    getSortedRowModel: getLightSortedRowModel(),
    // The rows are the grid's own (GridBody: plain cells, a fixed-height window of rows); the table's
    // virtualiser would re-render mantine-react-table's heavy cells on every scroll event.
    enableRowVirtualization: false,
    enablePagination: false,
    mantineTableBodyProps: ({ table }) => {
      const shown = table.getRowModel().rows;
      if (shown.length === 0) return {};
      const height = ROW_HEIGHT[table.getState().density];
      return {
        className: 'grid-body',
        ref: body,
        style: { height: shown.length * height },
        children: (
          <GridBody
            table={table}
            rows={shown}
            scroller={container}
            body={body}
            rowHeight={height}
            rowProps={rowPropsOf(table, { scroller: container, onRowOpen, rowColor })}
          />
        ),
      };
    },
    enableFilterMatchHighlighting: false,
    enableStickyHeader: true,
    // Reordering lives in the columns menu; header grips would crowd narrow columns.
    enableColumnOrdering: true,
    enableColumnDragging: false,
    enableColumnPinning: true,
    enableColumnResizing: true,
    enableGrouping: true,
    enableFacetedValues: true,
    getFacetedUniqueValues: (table, columnId) => () =>
      uniqueValues(
        table as never,
        columnId,
        variants.get(columnId),
        (table.getState() as { showColumnFilters?: boolean }).showColumnFilters,
      ),
    enableFullScreenToggle: false,
    // Sort and menu icons appear on hover, leaving the header to its title.
    enableHeaderActionsHoverReveal: true,
    // Our own search box (GridSearchInput): no debounce, no ranking.
    positionGlobalFilter: 'none',
    // One search text per row (search-text.ts), checked once per row: only the first data column
    // takes part in TanStack's per-column global filter, and it looks at the whole row.
    filterFns: { rowText },
    globalFilterFn: 'rowText',
    getColumnCanGlobalFilter: (column) => column.id === searchColumnId,
    enableGlobalFilterRankedResults: false,
    defaultColumn: { sortingFn: naturalSort },
    columnResizeMode: 'onEnd',
    layoutMode: 'grid',
    state: {
      ...grid.state,
      // The table is drawn once the first rows are in (until then, placeholders): only a refetch
      // shows progress here.
      showProgressBars: rows.isFetching,
    },
    onColumnOrderChange: grid.handler('columnOrder'),
    onColumnVisibilityChange: grid.handler('columnVisibility'),
    onColumnSizingChange: grid.handler('columnSizing'),
    onColumnPinningChange: grid.handler('columnPinning'),
    onSortingChange: grid.handler('sorting'),
    onColumnFiltersChange: grid.handler('columnFilters'),
    onGlobalFilterChange: grid.handler('globalFilter'),
    onDensityChange: grid.handler('density'),
    onGroupingChange: grid.handler('grouping'),
    // The toolbar's progress bars stay mounted when collapsed; animated, they would restyle the page
    // on every frame while nothing loads.
    mantineProgressProps: { animated: rows.isFetching, value: 100 },
    // Inside the grid's own frame, under its toolbar.
    enableTopToolbar: false,
    mantinePaperProps: { withBorder: false, radius: 0, shadow: 'none', style: { background: 'transparent' } },
    mantineTableContainerProps: {
      ref: container,
      // @ts-expect-error data attributes pass through to the element
      'data-testid': 'grid-scroll',
      className: 'grid-scroll',
      style: { height: GRID_HEIGHT },
    },
    // Only a window of the rows is in the DOM, in slot order (GridBody): the row count and each
    // row's aria-rowindex tell assistive technology where a row sits.
    mantineTableProps: ({ table }) => ({ 'aria-rowcount': table.getRowModel().rows.length + 1 }),
    mantineTableHeadRowProps: { 'aria-rowindex': 1 },
    mantineTopToolbarProps: { style: { flexWrap: 'wrap', rowGap: 8 } },
    // One line per cell (long text ends in …, the full value is in the detail and the export): the
    // loading placeholders' cells; the rows' own are styled in grid.css.
    mantineTableBodyCellProps: {
      style: { whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' },
    },
    renderTopToolbarCustomActions: ({ table }) => (
      <Group gap="xs" wrap="wrap">
        <GridSearchInput table={table} />
        {props.toolbar}
        <ViewsMenu
          views={views}
          current={grid.view}
          dirty={grid.dirty}
          estado={grid.estado}
          onApply={(view) => grid.apply(view)}
          onSaved={grid.saved}
        />
        <GridExportButton
          table={table}
          columns={columns}
          exportName={props.exportName}
          disabled={data.length === 0 || arriving}
          compact={phone}
        />
      </Group>
    ),
    // Filters, columns and density; no search toggle (the search box is always there).
    renderToolbarInternalActions: ({ table }) => (
      <Group gap={4} wrap="nowrap">
        <MRT_ToggleFiltersButton table={table} />
        <MRT_ShowHideColumnsButton table={table} />
        <MRT_ToggleDensePaddingButton table={table} />
      </Group>
    ),
    renderBottomToolbar: ({ table }) => summary(table),
    renderEmptyRowsFallback: ({ table }) => emptyState(table),
    ...props.tableOptions,
  });
  // After every render: the state a screen's controls show changes with any render of the grid.
  const { onTable } = props;
  useLayoutEffect(() => onTable?.(table));

  return (
    <Box
      data-testid={`grid-${gridCode}`}
      data-rows={rows.data && !arriving ? data.length : undefined}
      data-arriving-rows={arriving ? received.length : undefined}
    >
      {/* The toolbar is the grid's own, above the table: it stays while the rows come (the period
          can be changed already), and the table is drawn once, with rows. Drawn empty first, the
          table cost its whole first render again as they came, and the first rows that much later. */}
      <Paper withBorder radius="md" aria-busy={waiting || undefined}>
        <MRT_TopToolbar table={table} />
        {waiting ? (
          <>
            <GridPlaceholder cards={phone && props.renderCard !== undefined} />
            {arriving && summary(table)}
          </>
        ) : phone && props.renderCard ? (
          <>
            <GridCards
              table={table}
              renderCard={props.renderCard}
              onOpen={onRowOpen}
              empty={emptyState(table)}
            />
            {summary(table)}
          </>
        ) : (
          <MantineReactTable key={table.getState().density} table={table} />
        )}
      </Paper>
    </Box>
  );
}

const EMPTY: never[] = [];
const NO_DEFAULTS: Partial<ViewState> = {};
