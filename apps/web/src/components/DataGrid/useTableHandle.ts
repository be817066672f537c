import type { MRT_RowData, MRT_TableInstance } from 'mantine-react-table';
import { useCallback, useRef, useState } from 'react';

/** What a screen's own toolbar controls show of the table's state. */
export interface TableWatch {
  grouping: string[];
  /** The filter value of the watched column, if any. */
  filter: unknown;
}

/**
 * A hold on the DataGrid's table for controls beside it (group by, a quick filter): the grid keeps
 * its state (saved views, URL), and these controls change it through the table like the column
 * menus do. Pass `onTable` to the grid (`<DataGrid onTable={onTable}>`): the grid hands over its
 * table after each render, and changes of the watched parts of its state re-render the screen.
 */
export function useTableHandle<T extends MRT_RowData>(filterColumn?: string) {
  const table = useRef<MRT_TableInstance<T> | null>(null);
  const [watch, setWatch] = useState<TableWatch>({ grouping: [], filter: undefined });
  const seen = useRef(JSON.stringify(watch));
  const onTable = useCallback(
    (instance: MRT_TableInstance<T>) => {
      table.current = instance;
      const state = instance.getState();
      const next: TableWatch = {
        grouping: state.grouping,
        filter: filterColumn
          ? state.columnFilters.find((filter) => filter.id === filterColumn)?.value
          : undefined,
      };
      const key = JSON.stringify(next);
      if (key !== seen.current) {
        seen.current = key;
        setWatch(next);
      }
    },
    [filterColumn],
  );
  return { table, watch, onTable };
}
