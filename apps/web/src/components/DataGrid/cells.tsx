import type { CSSProperties, MouseEvent, ReactNode } from 'react';

// Light markup for grid cells. A grid draws thousands of cells while it scrolls, and each Mantine
// Text, Group or Badge is a component that resolves its theme, styles and CSS variables per cell;
// these are plain elements styled by grid.css that look the same. Use them in `Cell` renderers of
// long lists; detail pages and cards keep Mantine's components.

type Size = 'xs' | 'sm';

/** A Mantine colour name (`teal`, `red` …) or `dimmed`, as Mantine's Text `c` resolves it. */
const textColor = (color: string) =>
  color === 'dimmed' ? 'var(--mantine-color-dimmed)' : `var(--mantine-color-${color}-text)`;

/** Text in a cell: Mantine's `<Text span size c fw>`; `numeric` lines figures up (tabular digits). */
export function CellText({
  size = 'sm',
  color,
  weight,
  title,
  numeric,
  children,
}: {
  size?: Size;
  color?: string;
  weight?: number;
  title?: string;
  numeric?: boolean;
  children: ReactNode;
}) {
  const style: CSSProperties | undefined =
    color || weight ? { color: color ? textColor(color) : undefined, fontWeight: weight } : undefined;
  return (
    <span
      className="grid-text"
      data-size={size}
      data-numeric={numeric || undefined}
      title={title}
      style={style}
    >
      {children}
    </span>
  );
}

/** A small round icon on a light tint: Mantine's `<ThemeIcon size="sm" variant="light" radius="xl">`. */
export function CellIcon({ color, label, children }: { color: string; label: string; children: ReactNode }) {
  return (
    <span
      className="grid-icon"
      role="img"
      aria-label={label}
      title={label}
      style={{
        backgroundColor: `var(--mantine-color-${color}-light)`,
        color: `var(--mantine-color-${color}-light-color)`,
      }}
    >
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
export function CellBadge({ color, children }: { color: string; children: ReactNode }) {
  return (
    <span
      className="grid-badge mantine-Badge-root"
      style={{
        backgroundColor: `var(--mantine-color-${color}-light)`,
        color: `var(--mantine-color-${color}-light-color)`,
      }}
    >
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
