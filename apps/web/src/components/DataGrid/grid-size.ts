/** The height of the rows' scrolling area: most of the screen, never under 360 px. */
export const GRID_HEIGHT = 'max(360px, calc(100dvh - 290px))';

/** Row height in px per density (mantine-react-table's own estimates). */
export const ROW_HEIGHT = { xs: 42.7, md: 54.7, xl: 70.7 } as const;
