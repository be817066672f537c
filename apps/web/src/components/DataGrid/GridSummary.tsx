import { MAX_FILAS_LISTA } from '@extranet/sdk/schemas';
import { useLingui } from '@lingui/react/macro';
import { Group, Text } from '@mantine/core';
import type { MRT_RowData, MRT_TableInstance } from 'mantine-react-table';
import type { ReactNode } from 'react';
import { useFormat } from '../../i18n/useFormat';

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
 * The bar under the rows: how many rows there are (so far, while a long list arrives; of how many,
 * after search and filters), the cap's warning, and the screen's totals of the rows left.
 */
export function GridSummary<T extends MRT_RowData>({
  table,
  total,
  arriving,
  summary,
}: {
  table: MRT_TableInstance<T>;
  /** Rows in the list, before search and filters. */
  total: number;
  /** The list's first rows are in, the rest on their way. */
  arriving: boolean;
  summary?: (rows: T[]) => ReactNode;
}) {
  const { t } = useLingui();
  const format = useFormat();
  const shown = originalsOf(table.getFilteredRowModel());
  return (
    <Group justify="space-between" px="md" py="xs" gap="md" wrap="wrap" data-testid="grid-summary">
      <Text size="sm" c="dimmed" aria-live="polite">
        {arriving
          ? t`${format.number(total)} rows so far — loading the rest…`
          : shown.length === total
            ? t`${format.number(total)} rows`
            : t`${format.number(shown.length)} of ${format.number(total)} rows`}
      </Text>
      {!arriving && total >= MAX_FILAS_LISTA && (
        <Text size="sm" c="orange" fw={600}>
          {t`Only the newest ${format.number(MAX_FILAS_LISTA)} rows are shown — narrow the period to see the rest.`}
        </Text>
      )}
      {/* Totals wait for the whole list: a total of the rows so far would be a wrong figure. */}
      {summary && !arriving && shown.length > 0 && summary(shown)}
    </Group>
  );
}
