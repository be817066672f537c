import type { Column, Row, Table } from '@tanstack/table-core';
import type { MRT_Cell, MRT_Row, MRT_RowData, MRT_TableInstance } from 'mantine-react-table';
import {
  type CSSProperties,
  type KeyboardEvent,
  memo,
  type ReactNode,
  type RefObject,
  useLayoutEffect,
  useMemo,
  useState,
} from 'react';
import { flushSync } from 'react-dom';
import { createLightCell } from './row-model';

// The rows of a DataGrid, drawn by the grid itself inside mantine-react-table's <tbody>.
//
// mantine-react-table draws each cell as a Mantine Table.Td with a dozen inline styles and CSS
// variables, three components deep, and re-renders every visible row on each scroll event: scrolling
// a long list spent most of each frame creating those cells (300 ms tasks on the reference machine).
// Here a row is a plain <tr> of plain <td>s styled by grid.css, rows have one fixed height per
// density (cells are one line), so the window of rows is arithmetic, and a row re-renders only when
// it or the table's state changes — never because the list scrolled.

/** Rows drawn above and below the visible ones, so a fast scroll does not show blank space. */
const OVERSCAN = 6;
/** The viewport assumed before the container has a size (first render, tests without layout). */
const FALLBACK_VIEWPORT = 800;

export interface GridBodyProps<T extends MRT_RowData> {
  table: MRT_TableInstance<T>;
  /** The rows to draw: the table's row model after search, filters, sort and grouping. */
  rows: MRT_Row<T>[];
  /** The element that scrolls the rows. */
  scroller: RefObject<HTMLDivElement | null>;
  /** mantine-react-table's <tbody> these rows are drawn in (the grid gives it its height). */
  body: RefObject<HTMLTableSectionElement | null>;
  rowHeight: number;
  /** Where a keyboard move asks to go: the grid scrolls it into view and focuses it. */
  rowProps: (row: MRT_Row<T>, index: number) => RowProps;
}

export interface RowProps {
  onClick: () => void;
  onKeyDown: (event: KeyboardEvent<HTMLTableRowElement>) => void;
  style: CSSProperties;
}

/**
 * The rows [start, end) to draw for a scroll position, and `slots`: how many rows a window can hold
 * at most, so that `index % slots` names a row's place uniquely within any window.
 *
 * The window always holds `slots` rows (fewer only when the list is shorter): the rows in view, a
 * few beyond, and the rest of the slots below them (or above them at the end of the list). A window
 * whose size changed by one row as the scroll position crossed a row boundary would add or remove a
 * <tr>, and Mantine's structural rules (`:last-of-type` …) make the browser restyle every row.
 */
export function visibleRange(
  scrollTop: number,
  viewport: number,
  rowHeight: number,
  count: number,
  overscan = OVERSCAN,
): { start: number; end: number; slots: number } {
  const height = viewport || FALLBACK_VIEWPORT;
  const slots = Math.ceil(height / rowHeight) + 2 * overscan + 2;
  const first = Math.max(0, Math.floor(scrollTop / rowHeight) - overscan);
  const start = Math.max(0, Math.min(first, count - slots));
  return { start, end: Math.min(count, start + slots), slots };
}

/**
 * Where the window's rows go: the body's top padding (`offset`) moves the whole window a page of
 * `slots` rows at a time, and each row is translated within the page (`top`) by a whole number of
 * rows below `2 × slots`. A row's position is thus its index × `rowHeight`, written as a few recurring
 * values: Chromium's style recalculation slowed with every distinct inline value it had seen since
 * its last garbage collection, and a translation of its own for each of 30,000 rows made a long
 * scroll's frames ten times slower by the end (restyling a row went from 40 µs to 400 µs).
 */
export function placement(start: number, slots: number, rowHeight: number) {
  const first = Math.floor(start / slots) * slots;
  return { offset: first * rowHeight, top: (index: number) => (index - first) * rowHeight };
}

export function GridBody<T extends MRT_RowData>(props: GridBodyProps<T>) {
  const { rows, scroller, rowHeight, table } = props;
  const count = rows.length;
  const [range, setRange] = useState(() => visibleRange(0, 0, rowHeight, count));

  useLayoutEffect(() => {
    const update = (sync: boolean, from: HTMLElement) => {
      const next = visibleRange(from.scrollTop, from.clientHeight, rowHeight, count);
      const apply = () =>
        setRange((current) =>
          current.start === next.start && current.end === next.end && current.slots === next.slots
            ? current
            : next,
        );
      // Drawn before the frame that shows the new scroll position, so no blank rows flash by.
      if (sync) flushSync(apply);
      else apply();
    };
    // Scrolls are heard on the document (scroll events do not bubble, but they pass the capture
    // phase) and matched against the container of the moment. When the rows are there at once (the
    // route loader fetched them), this body mounts in the same commit as its scrolling container,
    // whose ref is attached only after this effect has run: a listener put on `scroller.current`
    // here would be put on nothing, and the rows would stay at the top while the user scrolls.
    const onScroll = (event: Event) => {
      const current = scroller.current;
      if (current && event.target === current) update(true, current);
    };
    document.addEventListener('scroll', onScroll, { capture: true, passive: true });
    let resize: ResizeObserver | undefined;
    let frame = 0;
    const watch = () => {
      const element = scroller.current;
      if (!element) {
        frame = requestAnimationFrame(watch);
        return;
      }
      update(false, element);
      if (typeof ResizeObserver === 'undefined') return;
      resize = new ResizeObserver(() => update(false, element));
      resize.observe(element);
    };
    watch();
    return () => {
      document.removeEventListener('scroll', onScroll, { capture: true });
      cancelAnimationFrame(frame);
      resize?.disconnect();
    };
  }, [scroller, rowHeight, count]);

  // A new identity whenever the grid re-renders for a change of state (columns, sizes, pinning,
  // grouping, language); scrolling re-renders this component alone and keeps it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: props identity is the signal
  const epoch = useMemo(() => ({}), [props]);

  // One place per slot, in slot order: a row scrolled into view takes over the slot (and the
  // elements) of one that left, and the slots never change places in the DOM. Keyed by place in
  // row order instead, React would move the rows that wrap around to the other end of the window,
  // and the browser would restyle every moved row from scratch (most of a scroll step's time).
  // The rows are placed by transform, so DOM order does not show; aria-rowindex gives assistive
  // technology the real order.
  const drawn: ReactNode[] = new Array(range.slots).fill(null);
  const end = Math.min(range.end, count);
  const { offset, top } = placement(range.start, range.slots, rowHeight);
  // The body is mantine-react-table's <tbody> (DataGrid gives it its height): its padding is set here,
  // in the commit that moves the rows, so no frame shows them a page away from where they belong.
  useLayoutEffect(() => {
    if (props.body.current) props.body.current.style.paddingTop = `${offset}px`;
  });
  for (let index = range.start; index < end; index++) {
    drawn[index % range.slots] = (
      <GridRow
        key={index % range.slots}
        row={rows[index]!}
        index={index}
        top={top(index)}
        table={table}
        epoch={epoch}
        // Tab enters the list at its first drawn row; the arrow keys move between rows from there.
        tabbable={index === range.start}
        rowProps={props.rowProps}
      />
    );
  }
  return <>{drawn}</>;
}

interface GridRowProps<T extends MRT_RowData> {
  row: MRT_Row<T>;
  index: number;
  top: number;
  table: MRT_TableInstance<T>;
  epoch: object;
  tabbable: boolean;
  rowProps: (row: MRT_Row<T>, index: number) => RowProps;
}

/**
 * The row's visible cells (pinned left, centre, pinned right, as `row.getVisibleCells()`), made for
 * this render. `row.getVisibleCells()` would keep them on the row: TanStack Table caches every
 * row's cells, with their memoised methods, about 8 KB a row, so scrolling a year of movements piled
 * up hundreds of megabytes that the garbage collector then traced while the user scrolled. Made
 * here (light: two fields on a shared prototype, see row-model.ts), they die young and cheaply.
 */
export function visibleCells<T extends MRT_RowData>(
  row: MRT_Row<T>,
  table: MRT_TableInstance<T>,
): MRT_Cell<T>[] {
  const columns = [
    ...table.getLeftVisibleLeafColumns(),
    ...table.getCenterVisibleLeafColumns(),
    ...table.getRightVisibleLeafColumns(),
  ];
  // mantine-react-table's types extend TanStack Table's without being assignable to them.
  return columns.map(
    (column) =>
      createLightCell(
        table as unknown as Table<T>,
        row as unknown as Row<T>,
        column as Column<T>,
      ) as unknown as MRT_Cell<T>,
  );
}

function GridRowView<T extends MRT_RowData>({
  row,
  index,
  top,
  table,
  epoch,
  tabbable,
  rowProps,
}: GridRowProps<T>) {
  const { onClick, onKeyDown, style } = rowProps(row, index);
  return (
    <tr
      className="grid-row"
      tabIndex={tabbable ? 0 : -1}
      aria-rowindex={index + 2}
      data-index={index}
      data-grid-row={index}
      data-grouped={row.getIsGrouped() || undefined}
      onClick={onClick}
      onKeyDown={onKeyDown}
      style={{ ...style, transform: `translateY(${top}px)` }}
    >
      <RowCells row={row} index={index} table={table} epoch={epoch} />
    </tr>
  );
}

const GridRow = memo(
  GridRowView,
  (before, after) =>
    before.row === after.row &&
    before.index === after.index &&
    before.top === after.top &&
    before.tabbable === after.tabbable &&
    before.epoch === after.epoch,
) as typeof GridRowView;

interface RowCellsProps<T extends MRT_RowData> {
  row: MRT_Row<T>;
  index: number;
  table: MRT_TableInstance<T>;
  epoch: object;
}

function RowCellsView<T extends MRT_RowData>({ row, index, table }: RowCellsProps<T>): ReactNode {
  return visibleCells(row, table).map((cell, column) => (
    // Keyed by column: a row that shows another record keeps its cells and updates their content.
    <GridCell
      key={cell.column.id}
      cell={cell}
      row={row}
      table={table}
      rowIndex={index}
      columnIndex={column}
    />
  ));
}

/**
 * A row's cells, drawn again only for another record or a change of the grid's state: when the
 * window moves on a page, every row in it takes a new translation (`top`), and its cells stay as
 * they are.
 */
const RowCells = memo(
  RowCellsView,
  (before, after) => before.row === after.row && before.index === after.index && before.epoch === after.epoch,
) as typeof RowCellsView;

interface GridCellProps<T extends MRT_RowData> {
  cell: MRT_Cell<T>;
  row: MRT_Row<T>;
  table: MRT_TableInstance<T>;
  rowIndex: number;
  columnIndex: number;
}

/**
 * Width of a column as mantine-react-table's header draws it in grid layout (there through CSS
 * variables; here as numbers, which spare the style engine resolving them in every cell).
 */
function widthStyle(size: number, minSize: number | undefined, grow: unknown): CSSProperties {
  return {
    minWidth: Math.max(size, minSize ?? 30),
    width: size,
    flex: `${grow === 0 || grow === false ? 0 : size} 0 auto`,
  };
}

function GridCell<T extends MRT_RowData>({ cell, row, table, rowIndex, columnIndex }: GridCellProps<T>) {
  const { column } = cell;
  const { columnDef } = column;
  const args = { cell, column, row, table, renderedRowIndex: rowIndex, renderedColumnIndex: columnIndex };
  const own = columnDef.mantineTableBodyCellProps;
  const cellProps = (typeof own === 'function' ? own(args) : own) as { align?: string } | undefined;
  const pinned = column.getIsPinned();
  const style: CSSProperties = widthStyle(column.getSize(), columnDef.minSize, columnDef.grow);
  if (cellProps?.align) {
    style.justifyContent = cellProps.align === 'right' ? 'flex-end' : cellProps.align;
    style.textAlign = cellProps.align as CSSProperties['textAlign'];
  }
  if (pinned === 'left') style.left = column.getStart('left');
  if (pinned === 'right') style.right = column.getAfter('right');
  return (
    <td
      className="grid-cell"
      data-pinned={pinned || undefined}
      data-last-left-pinned={(pinned === 'left' && column.getIsLastColumn('left')) || undefined}
      data-first-right-pinned={(pinned === 'right' && column.getIsFirstColumn('right')) || undefined}
      style={style}
    >
      {cellContent(cell, row, table, rowIndex, columnIndex)}
    </td>
  );
}

/** What mantine-react-table's own cell shows (MRT_TableBodyCell and MRT_TableBodyCellValue). */
function cellContent<T extends MRT_RowData>(
  cell: MRT_Cell<T>,
  row: MRT_Row<T>,
  table: MRT_TableInstance<T>,
  renderedRowIndex: number,
  renderedColumnIndex: number,
): ReactNode {
  const { column } = cell;
  const { columnDef } = column;
  const args = { cell, column, row, table };
  if (cell.getIsPlaceholder()) return columnDef.PlaceholderCell?.(args) ?? null;
  if (columnDef.columnDefType === 'display') {
    if (!['mrt-row-expand', 'mrt-row-numbers', 'mrt-row-select'].includes(column.id) && row.getIsGrouped())
      return null;
    return columnDef.Cell?.({
      ...args,
      renderedCellValue: cell.renderValue() as ReactNode,
      renderedRowIndex,
      renderedColumnIndex,
    });
  }
  let value: ReactNode | undefined =
    cell.getIsAggregated() && columnDef.AggregatedCell
      ? columnDef.AggregatedCell(args)
      : row.getIsGrouped() && !cell.getIsGrouped()
        ? null
        : cell.getIsGrouped() && columnDef.GroupedCell
          ? columnDef.GroupedCell(args)
          : undefined;
  const grouped = value !== undefined;
  if (!grouped) {
    value = cell.renderValue() as ReactNode;
    if (columnDef.Cell)
      value = columnDef.Cell({
        ...args,
        renderedCellValue: value,
        renderedRowIndex,
        renderedColumnIndex,
      });
  }
  if (cell.getIsGrouped() && !columnDef.GroupedCell)
    return (
      <>
        {value} ({row.subRows?.length})
      </>
    );
  return value;
}
