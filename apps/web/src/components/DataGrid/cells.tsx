import type { MouseEvent, ReactNode } from 'react';

// Light markup for grid cells. A grid draws thousands of cells while it scrolls, and each Mantine
// Text, Group or Badge is a component that resolves its theme, styles and CSS variables per cell;
// these are plain elements styled by grid.css that look the same. Use them in `Cell` renderers of
// long lists; detail pages and cards keep Mantine's components.

type Size = 'xs' | 'sm';

/**
 * A Mantine colour name (`teal`, `red` …) of the default palette: grid.css colours the cells by
 * attribute for each of them (dark, gray, red, pink, grape, violet, indigo, blue, cyan, green, lime,
 * yellow, orange, teal).
 */
type CellColor = string;

/**
 * Text in a cell: Mantine's `<Text span size c fw>` (`dimmed` as Mantine's), `numeric` lines figures
 * up (tabular digits). Colour and weight go by attribute, not inline style (see grid.css).
 */
export function CellText({
  size = 'sm',
  color,
  weight,
  title,
  numeric,
  children,
}: {
  size?: Size;
  color?: CellColor | undefined;
  weight?: 500 | 600 | 700 | undefined;
  title?: string;
  numeric?: boolean;
  children: ReactNode;
}) {
  return (
    <span
      className="grid-text"
      data-size={size}
      data-color={color}
      data-weight={weight}
      data-numeric={numeric || undefined}
      title={title}
    >
      {children}
    </span>
  );
}

/** A small round icon on a light tint: Mantine's `<ThemeIcon size="sm" variant="light" radius="xl">`. */
export function CellIcon({
  color,
  label,
  children,
}: {
  color: CellColor;
  label: string;
  children: ReactNode;
}) {
  return (
    <span className="grid-icon grid-tint" data-color={color} role="img" aria-label={label} title={label}>
      {children}
    </span>
  );
}

/** Lines stacked in one cell (a code over its name, an event over its date). */
export function CellLines({ children }: { children: ReactNode }) {
  return <span className="grid-lines">{children}</span>;
}

/** Pieces side by side in one cell (a date and whether it is actual). */
export function CellInline({ children }: { children: ReactNode }) {
  return <span className="grid-inline">{children}</span>;
}

/** A light badge: Mantine's `<Badge variant="light" radius="sm">` without text transform. */
export function CellBadge({ color, children }: { color: CellColor; children: ReactNode }) {
  return (
    <span className="grid-badge grid-tint mantine-Badge-root" data-color={color}>
      {children}
    </span>
  );
}

/**
 * A link to a record: a real `<a href>` (new tab, copy link) that opens in the app on a plain click
 * and does not also trigger the row's click.
 */
export function CellLink({
  href,
  onOpen,
  children,
}: {
  href: string;
  onOpen: () => void;
  children: ReactNode;
}) {
  const click = (event: MouseEvent<HTMLAnchorElement>) => {
    event.stopPropagation();
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    onOpen();
  };
  return (
    <a className="grid-link" href={href} onClick={click}>
      {children}
    </a>
  );
}
