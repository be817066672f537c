import 'mantine-react-table/styles.css';
import './grid.css';
import { isArriving } from '@extranet/sdk/query';
import { MAX_FILAS_LISTA } from '@extranet/sdk/schemas';
import { useLingui } from '@lingui/react/macro';
import { ActionIcon, Box, Button, Group, Paper, Skeleton, Stack, Text, Tooltip } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconAlertTriangle, IconFileSpreadsheet, IconFilterOff, IconInbox } from '@tabler/icons-react';
import { type QueryKey, useQuery, useSuspenseQuery } from '@tanstack/react-query';
import {
  MantineReactTable,
  type MRT_ColumnDef,
  type MRT_Row,
  type MRT_RowData,
  MRT_ShowHideColumnsButton,
  type MRT_TableInstance,
  type MRT_TableOptions,
  MRT_ToggleDensePaddingButton,
  MRT_ToggleFiltersButton,
  MRT_TopToolbar,
  useMantineReactTable,
} from 'mantine-react-table';
import { type KeyboardEvent, type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import { alerts } from '../../alerts/alerts';
import { useApi } from '../../api/ApiProvider';
import { errorText } from '../../forms/error-text';
import { useFormat } from '../../i18n/useFormat';
import { useTableLocalization } from '../../i18n/useTableLocalization';
import { profileQuery } from '../../session/session';
import { columnIdOf, exportColumnOf, filterVariantsOf, type GridColumn } from './columns';
import { excelFormats } from './excel-formats';
import { uniqueValues } from './facets';
import { GridBody, type RowProps } from './GridBody';
import { GridCards } from './GridCards';
import { GridMessage } from './GridMessage';
import { GridSearchInput } from './GridSearchInput';
import { GRID_QUERY_META, type GridSearch } from './grid-search';
import type { ViewState } from './grid-state';
import { DROPPED_NOTICE } from './notices';
import { getLightCoreRowModel, getLightSortedRowModel } from './row-model';
import { naturalSort, rowSearchText } from './search-text';
import { useGridState } from './useGridState';
import { useGridViews } from './useGridViews';
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
  /** Anything else of mantine-react-table (grouping options, column pinning …). */
  tableOptions?: Partial<MRT_TableOptions<T>>;
}

/** The rows a table shows, sorted and filtered, without group rows: what the export writes. */
function leafRows<T extends MRT_RowData>(table: MRT_TableInstance<T>): T[] {
  const out: T[] = [];
  const walk = (rows: MRT_Row<T>[]) => {
    for (const row of rows) {
      if (row.getIsGrouped()) walk(row.subRows ?? []);
      else out.push(row.original);
    }
  };
  walk(table.getPrePaginationRowModel().rows);
  return out;
}

/**
 * The records of a filtered row model, the same array for as long as the model is the same: a sort
 * or a change of columns leaves the filtered model as it was, and the summary's totals (which
 * memoise on this array) are not added up again over every row.
 */
const originalsCache = new WeakMap<object, unknown[]>();
function originalsOf<T extends MRT_RowData>(model: { rows: { original: T }[] }): T[] {
  let originals = originalsCache.get(model) as T[] | undefined;
  if (!originals) {
    originals = model.rows.map((row) => row.original);
    originalsCache.set(model, originals);
  }
  return originals;
}

/**
 * Every list of the app: data from the SDK, saved views, the URL's search and filters, Excel export,
 * virtualised rows, keyboard navigation and the states that tell the user what to do.
 */
export function DataGrid<T extends MRT_RowData>(props: DataGridProps<T>) {
  const { gridCode, columns, search, onRowOpen, rowColor } = props;
  const { i18n, t } = useLingui();
  const api = useApi();
  const format = useFormat();
  const localization = useTableLocalization();
  const { data: profile } = useSuspenseQuery(profileQuery(api));
  const rows = useQuery({ ...props.query, meta: GRID_QUERY_META });
  // The first rows of a long list, shown while the rest arrive (the SDK's progressive queries).
  const arriving = isArriving(rows.data);
  // The view a visit opens with is decided once; later changes of `view` in the URL are the grid's own.
  const [openingView] = useState(search.view);
  const views = useGridViews(gridCode, profile.usuario, openingView);
  const columnIds = useMemo(() => columns.map(columnIdOf), [columns]);
  const variants = useMemo(() => filterVariantsOf(columns), [columns]);
  const searchText = useMemo(() => rowSearchText(columns, format), [columns, format]);
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
  const container = useScrollMemory(
    `${gridCode}:${search.from ?? ''}:${search.to ?? ''}`,
    rows.data !== undefined && !arriving,
  );
  const body = useRef<HTMLTableSectionElement | null>(null);
  const [exporting, setExporting] = useState(false);
  const phone = useMediaQuery('(max-width: 48em)') ?? false;

  // A link held something unusable: say so once, and take it out of the URL.
  const announced = useRef(false);
  useEffect(() => {
    if (!search.dropped || announced.current) return;
    announced.current = true;
    for (const problem of search.dropped) alerts.warning(i18n._(DROPPED_NOTICE[problem]));
    grid.replaceSearch({});
  }, [search, i18n, grid]);
  useEffect(() => {
    if (views.initial.data?.missing) alerts.warning(i18n._(DROPPED_NOTICE.view));
  }, [views.initial.data, i18n]);

  const data = rows.data ?? EMPTY;
  // Build the rows' search text while the user is reading the list, so the first search is quick.
  useEffect(() => {
    if (data.length === 0) return;
    let next = 0;
    let handle: ReturnType<typeof setTimeout> | undefined;
    const work = () => {
      const until = performance.now() + 8;
      while (next < data.length && performance.now() < until) searchText(data[next++]!);
      // A few milliseconds at a time (Safari has no requestIdleCallback).
      if (next < data.length) handle = setTimeout(work, 20);
    };
    handle = setTimeout(work, 200);
    return () => clearTimeout(handle);
  }, [data, searchText]);
  const moveFocus = (event: KeyboardEvent<HTMLTableRowElement>, index: number, row: MRT_Row<T>) => {
    const step = { ArrowDown: 1, ArrowUp: -1, PageDown: 10, PageUp: -10 }[event.key];
    if ((event.key === 'Enter' || event.key === ' ') && !row.getIsGrouped()) {
      event.preventDefault();
      onRowOpen?.(row.original);
      return;
    }
    if (step === undefined) return;
    event.preventDefault();
    const count = table.getRowModel().rows.length;
    const next = Math.min(count - 1, Math.max(0, index + step));
    scrollIntoView(next);
    requestAnimationFrame(() =>
      container.current?.querySelector<HTMLElement>(`[data-grid-row="${next}"]`)?.focus(),
    );
  };

  /** Scrolls the grid just enough to show row `index` below the sticky header. */
  const scrollIntoView = (index: number) => {
    const element = container.current;
    if (!element) return;
    const height = ROW_HEIGHT[table.getState().density];
    const header = element.querySelector('tbody')?.offsetTop ?? 0;
    const top = header + index * height;
    if (top - header < element.scrollTop) element.scrollTop = top - header;
    else if (top + height > element.scrollTop + element.clientHeight)
      element.scrollTop = top + height - element.clientHeight;
  };
  const rowProps = (row: MRT_Row<T>, index: number): RowProps => ({
    onClick: () => (row.getIsGrouped() ? row.toggleExpanded() : onRowOpen?.(row.original)),
    onKeyDown: (event) => moveFocus(event, index, row),
    style: {
      height: ROW_HEIGHT[table.getState().density],
      cursor: onRowOpen || row.getIsGrouped() ? 'pointer' : undefined,
      backgroundColor: !row.getIsGrouped() && rowColor ? rowColor(row.original) : undefined,
    },
  });

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
            rowProps={rowProps}
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
    filterFns: {
      rowText: (row, _columnId, value) =>
        searchText(row.original).includes(
          String(value ?? '')
            .trim()
            .toLowerCase(),
        ),
    },
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
        {phone ? (
          <Tooltip label={t`Export to Excel`}>
            <ActionIcon
              variant="default"
              size="lg"
              aria-label={t`Export to Excel`}
              loading={exporting}
              disabled={data.length === 0 || arriving}
              onClick={() => void exportRows()}
              data-testid="grid-export"
            >
              <IconFileSpreadsheet size={18} />
            </ActionIcon>
          </Tooltip>
        ) : (
          <Button
            variant="default"
            leftSection={<IconFileSpreadsheet size={16} aria-hidden />}
            loading={exporting}
            disabled={data.length === 0 || arriving}
            onClick={() => void exportRows()}
            data-testid="grid-export"
          >
            {t`Export to Excel`}
          </Button>
        )}
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
    renderBottomToolbar: ({ table }) => renderSummary(table),
    renderEmptyRowsFallback: ({ table }) => renderMessage(table),
    ...props.tableOptions,
  });

  async function exportRows() {
    setExporting(true);
    try {
      const byId = new Map(columns.map((column) => [columnIdOf(column), column]));
      const exported = table
        .getVisibleLeafColumns()
        .map((column) => byId.get(column.id))
        .flatMap((column) => (column ? [exportColumnOf(column)].filter((c) => c !== undefined) : []));
      const { downloadWorkbook } = await import('./export-xlsx');
      await downloadWorkbook(`${props.exportName}.xlsx`, exported, leafRows(table), {
        sheetName: props.exportName,
        ...excelFormats(format.rules),
      });
    } catch (error) {
      alerts.error(t`The Excel file could not be made. ${errorText(error, i18n)}`);
    } finally {
      setExporting(false);
    }
  }

  function renderSummary(table: MRT_TableInstance<T>) {
    const shown = originalsOf(table.getFilteredRowModel());
    return (
      <Group justify="space-between" px="md" py="xs" gap="md" wrap="wrap" data-testid="grid-summary">
        <Text size="sm" c="dimmed" aria-live="polite">
          {arriving
            ? t`${format.number(data.length)} rows so far — loading the rest…`
            : shown.length === data.length
              ? t`${format.number(data.length)} rows`
              : t`${format.number(shown.length)} of ${format.number(data.length)} rows`}
        </Text>
        {!arriving && data.length >= MAX_FILAS_LISTA && (
          <Text size="sm" c="orange" fw={600}>
            {t`Only the newest ${format.number(MAX_FILAS_LISTA)} rows are shown — narrow the period to see the rest.`}
          </Text>
        )}
        {/* Totals wait for the whole list: a total of the rows so far would be a wrong figure. */}
        {props.summary && !arriving && shown.length > 0 && props.summary(shown)}
      </Group>
    );
  }

  function renderMessage(table: MRT_TableInstance<T>) {
    if (rows.isError)
      return (
        <GridMessage
          color="red"
          icon={<IconAlertTriangle size={26} />}
          title={t`The list could not be loaded`}
          action={{ label: t`Try again`, onClick: () => void rows.refetch() }}
        >
          {errorText(rows.error, i18n)}
        </GridMessage>
      );
    if (data.length > 0)
      return (
        <GridMessage
          icon={<IconFilterOff size={26} />}
          title={t`No rows match the search and filters`}
          action={{
            label: t`Clear search and filters`,
            onClick: () => {
              table.resetColumnFilters(true);
              table.setGlobalFilter('');
            },
          }}
        />
      );
    return <GridMessage icon={<IconInbox size={26} />} title={props.emptyMessage} />;
  }

  return (
    <Box
      data-testid={`grid-${gridCode}`}
      data-rows={rows.data && !arriving ? data.length : undefined}
      data-arriving-rows={arriving ? data.length : undefined}
    >
      {/* The toolbar is the grid's own, above the table: it stays while the rows come (the period
          can be changed already), and the table is drawn once, with rows. Drawn empty first, the
          table cost its whole first render again as they came, and the first rows that much later. */}
      <Paper withBorder radius="md" aria-busy={rows.isPending || undefined}>
        <MRT_TopToolbar table={table} />
        {rows.isPending ? (
          phone && props.renderCard ? (
            <Stack p="xs" gap="xs">
              {[0, 1, 2, 3].map((key) => (
                <Skeleton key={key} h={88} radius="md" />
              ))}
            </Stack>
          ) : (
            <Stack gap={0} style={{ height: GRID_HEIGHT, overflow: 'hidden' }}>
              {PLACEHOLDER_ROWS.map(({ key, width }) => (
                <Box key={key} px="md" py={14} style={{ borderTop: key === 'header' ? undefined : BORDER }}>
                  <Skeleton h={key === 'header' ? 18 : 14} w={width} radius="sm" />
                </Box>
              ))}
            </Stack>
          )
        ) : phone && props.renderCard ? (
          <>
            <GridCards
              table={table}
              renderCard={props.renderCard}
              onOpen={onRowOpen}
              empty={renderMessage(table)}
            />
            {renderSummary(table)}
          </>
        ) : (
          <MantineReactTable key={table.getState().density} table={table} />
        )}
      </Paper>
    </Box>
  );
}

const EMPTY: never[] = [];
/** The height of the rows' scrolling area: most of the screen, never under 360 px. */
const GRID_HEIGHT = 'max(360px, calc(100dvh - 290px))';
/** The placeholder's header and rows, of varied lengths as a list's text is. */
const PLACEHOLDER_ROWS = [
  { key: 'header', width: '100%' },
  ...Array.from({ length: 11 }, (_, row) => ({ key: `row-${row}`, width: `${60 + ((row * 17) % 40)}%` })),
];
const BORDER =
  'calc(0.0625rem * var(--mantine-scale)) solid var(--table-border-color, var(--mantine-color-default-border))';
/** Row height in px per density (mantine-react-table's own estimates). */
const ROW_HEIGHT = { xs: 42.7, md: 54.7, xl: 70.7 } as const;
const NO_DEFAULTS: Partial<ViewState> = {};
