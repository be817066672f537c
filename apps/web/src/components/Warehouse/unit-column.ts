import type { UnidadMedida } from '@extranet/sdk';
import type { MRT_Row } from 'mantine-react-table';
import type { GridColumn } from '../DataGrid';
import { UNIT_ORDER } from './stock-data';

/** The unit of measure column of a warehouse grid: names in the interface language, a filter by unit. */
export function unitColumn<T extends { unidad: UnidadMedida }>(
  header: string,
  unitLabel: (unit: UnidadMedida) => string,
): GridColumn<T> {
  const written = ({ row }: { row: MRT_Row<T> }) => unitLabel(row.original.unidad);
  return {
    id: 'unidad',
    header,
    size: 100,
    accessorFn: (row) => row.unidad,
    filterVariant: 'multi-select',
    mantineFilterMultiSelectProps: { data: UNIT_ORDER.map((value) => ({ value, label: unitLabel(value) })) },
    Cell: written,
    exportAs: { type: 'text', value: (row) => unitLabel(row.unidad) },
    searchAs: (row) => unitLabel(row.unidad),
  };
}
