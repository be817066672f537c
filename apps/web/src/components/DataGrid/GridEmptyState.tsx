import { useLingui } from '@lingui/react/macro';
import { IconAlertTriangle, IconFilterOff, IconInbox } from '@tabler/icons-react';
import type { MRT_RowData, MRT_TableInstance } from 'mantine-react-table';
import type { ReactNode } from 'react';
import { errorText } from '../../forms/error-text';
import { GridMessage } from './GridMessage';

/**
 * What a grid without rows to show says, and what it offers: the list failed (try again), no row
 * matches (clear search and filters), or the list is empty (the screen's `emptyMessage`).
 */
export function GridEmptyState<T extends MRT_RowData>({
  table,
  list,
  hasRows,
  emptyMessage,
}: {
  table: MRT_TableInstance<T>;
  /** The list call's state. */
  list: { isError: boolean; error: unknown; refetch: () => unknown };
  /** The list has rows (search and filters hide them all). */
  hasRows: boolean;
  emptyMessage: ReactNode;
}) {
  const { i18n, t } = useLingui();
  if (list.isError)
    return (
      <GridMessage
        color="red"
        icon={<IconAlertTriangle size={26} />}
        title={t`The list could not be loaded`}
        action={{ label: t`Try again`, onClick: () => void list.refetch() }}
      >
        {errorText(list.error, i18n)}
      </GridMessage>
    );
  if (hasRows)
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
  return <GridMessage icon={<IconInbox size={26} />} title={emptyMessage} />;
}
