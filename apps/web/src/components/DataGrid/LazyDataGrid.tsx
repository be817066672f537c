import { Box, Paper } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { MRT_RowData } from 'mantine-react-table';
import { lazy, Suspense } from 'react';
import type { DataGridProps } from './DataGrid';
import { GridPlaceholder } from './GridPlaceholder';

// The grid's code (mantine-react-table, TanStack Table and Virtual: about 75 KB gzip) apart from the
// list screens: their title, period and summary are drawn without it (issue 30: /tracking's largest
// paint, its title, waited for it). Asked for as soon as a list screen's code runs, so it downloads
// while the screen draws and its first rows come no later.
const loadGrid = () => import('./DataGrid');
void loadGrid().catch(() => undefined);
const LoadedGrid = lazy(() => loadGrid().then((m) => ({ default: m.DataGrid })));

/** The toolbar's height above the placeholder: the grid's own toolbar takes the same room. */
const TOOLBAR_HEIGHT = 58;

/** DataGrid, drawn as its placeholder until its code has come (see above). */
export function LazyDataGrid<T extends MRT_RowData>(props: DataGridProps<T>) {
  const phone = useMediaQuery('(max-width: 48em)') ?? false;
  return (
    <Suspense
      fallback={
        <Paper withBorder radius="md" aria-busy>
          <Box h={TOOLBAR_HEIGHT} />
          <GridPlaceholder cards={phone && props.renderCard !== undefined} />
        </Paper>
      }
    >
      <LoadedGrid {...(props as DataGridProps<MRT_RowData>)} />
    </Suspense>
  );
}
