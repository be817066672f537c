import type { MRT_Row, MRT_RowData, MRT_TableInstance } from 'mantine-react-table';
import type { KeyboardEvent, RefObject } from 'react';
import type { RowProps } from './GridBody';
import { ROW_HEIGHT } from './grid-size';

// The keyboard and pointer of the grid's own rows (GridBody): a click or Enter opens a row (or
// folds a group), ↑ ↓ PgUp PgDn move the focus, scrolling just enough to show the row it lands on.

/** Rows a key moves the focus by. */
const STEPS: Readonly<Record<string, number>> = { ArrowDown: 1, ArrowUp: -1, PageDown: 10, PageUp: -10 };

interface Options<T extends MRT_RowData> {
  /** The element that scrolls the rows. */
  scroller: RefObject<HTMLDivElement | null>;
  onRowOpen?: (row: T) => void;
  rowColor?: (row: T) => string | undefined;
}

/** Scrolls the grid just enough to show row `index` below the sticky header. */
function scrollRowIntoView(element: HTMLElement, index: number, height: number) {
  const header = element.querySelector('tbody')?.offsetTop ?? 0;
  const top = header + index * height;
  if (top - header < element.scrollTop) element.scrollTop = top - header;
  else if (top + height > element.scrollTop + element.clientHeight)
    element.scrollTop = top + height - element.clientHeight;
}

/** What each drawn row is given: its handlers and its style (height per density, colour per state). */
export function rowPropsOf<T extends MRT_RowData>(
  table: MRT_TableInstance<T>,
  { scroller, onRowOpen, rowColor }: Options<T>,
): (row: MRT_Row<T>, index: number) => RowProps {
  const moveFocus = (event: KeyboardEvent<HTMLTableRowElement>, index: number, row: MRT_Row<T>) => {
    if ((event.key === 'Enter' || event.key === ' ') && !row.getIsGrouped()) {
      event.preventDefault();
      onRowOpen?.(row.original);
      return;
    }
    const step = STEPS[event.key];
    if (step === undefined) return;
    event.preventDefault();
    const count = table.getRowModel().rows.length;
    const next = Math.min(count - 1, Math.max(0, index + step));
    if (scroller.current) scrollRowIntoView(scroller.current, next, ROW_HEIGHT[table.getState().density]);
    // The row is drawn once the window has followed the scroll: focus it on the next frame.
    requestAnimationFrame(() =>
      scroller.current?.querySelector<HTMLElement>(`[data-grid-row="${next}"]`)?.focus(),
    );
  };
  return (row, index) => ({
    onClick: () => (row.getIsGrouped() ? row.toggleExpanded() : onRowOpen?.(row.original)),
    onKeyDown: (event) => moveFocus(event, index, row),
    style: {
      height: ROW_HEIGHT[table.getState().density],
      cursor: onRowOpen || row.getIsGrouped() ? 'pointer' : undefined,
      backgroundColor: !row.getIsGrouped() && rowColor ? rowColor(row.original) : undefined,
    },
  });
}
