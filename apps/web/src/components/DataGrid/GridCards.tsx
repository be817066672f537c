import { useLingui } from '@lingui/react/macro';
import { Button, Paper, Stack, UnstyledButton } from '@mantine/core';
import type { MRT_RowData, MRT_TableInstance } from 'mantine-react-table';
import { type ReactNode, useState } from 'react';

const PAGE = 40;

/**
 * The phone layout of a grid: one card per row, in the table's order and with its search and
 * filters, a page at a time (a phone user scrolls, then asks for more).
 */
export function GridCards<T extends MRT_RowData>({
  table,
  renderCard,
  onOpen,
  empty,
}: {
  table: MRT_TableInstance<T>;
  renderCard: (row: T) => ReactNode;
  onOpen?: (row: T) => void;
  empty: ReactNode;
}) {
  const { t } = useLingui();
  const [shown, setShown] = useState(PAGE);
  const rows = table.getPrePaginationRowModel().flatRows.filter((row) => !row.getIsGrouped());
  if (rows.length === 0) return <>{empty}</>;
  return (
    <Stack gap="xs" p="xs" data-testid="grid-cards">
      {rows.slice(0, shown).map((row) => (
        <Paper key={row.id} withBorder radius="md" p={0}>
          {onOpen ? (
            <UnstyledButton p="sm" w="100%" onClick={() => onOpen(row.original)}>
              {renderCard(row.original)}
            </UnstyledButton>
          ) : (
            <Stack p="sm">{renderCard(row.original)}</Stack>
          )}
        </Paper>
      ))}
      {rows.length > shown && (
        <Button variant="light" onClick={() => setShown((n) => n + PAGE)}>
          {t`Show ${Math.min(PAGE, rows.length - shown)} more of ${rows.length - shown}`}
        </Button>
      )}
    </Stack>
  );
}
