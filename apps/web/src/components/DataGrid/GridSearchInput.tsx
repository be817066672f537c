import { useLingui } from '@lingui/react/macro';
import { CloseButton, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import type { MRT_RowData, MRT_TableInstance } from 'mantine-react-table';
import { startTransition, useEffect, useState } from 'react';

/**
 * The grid's search box. mantine-react-table's own waits 250 ms after each keystroke before
 * filtering; this one filters at once, as a transition, so typing stays responsive and the rows
 * follow within a frame or two.
 */
export function GridSearchInput<T extends MRT_RowData>({ table }: { table: MRT_TableInstance<T> }) {
  const { t } = useLingui();
  const applied = (table.getState().globalFilter as string | undefined) ?? '';
  const [value, setValue] = useState(applied);
  // A saved view or "Clear search and filters" changes the search from outside.
  useEffect(() => setValue(applied), [applied]);
  const apply = (next: string) => {
    setValue(next);
    startTransition(() => table.setGlobalFilter(next || undefined));
  };
  return (
    <TextInput
      value={value}
      onChange={(event) => apply(event.currentTarget.value)}
      placeholder={t`Search every column`}
      aria-label={t`Search every column`}
      leftSection={<IconSearch size={16} aria-hidden />}
      rightSection={
        value ? <CloseButton size="sm" aria-label={t`Clear search`} onClick={() => apply('')} /> : null
      }
      w={{ base: '100%', xs: 240 }}
    />
  );
}
