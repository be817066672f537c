import type { ModoTransporte } from '@extranet/sdk';
import type { UseNavigateResult } from '@tanstack/react-router';
import type { MRT_Row, MRT_RowData } from 'mantine-react-table';
import type { GridColumn } from '../DataGrid';
import { CellLink } from '../DataGrid/cells';
import { ModeIcon } from './ShipmentBits';

// The columns every list of shipments shares (tracking, carbon footprint).

/** A row that is, or points at, one shipment. */
type ShipmentRow = MRT_RowData & { id: number; numeroPartida: string };

/**
 * The shipment's number as a link to its tracking page, the first column: a light link that opens
 * in the app without also opening the row, and a real href for a new tab.
 */
export function shipmentLinkColumn<T extends ShipmentRow>(
  header: string,
  navigate: UseNavigateResult<string>,
): GridColumn<T> {
  const link = ({ row }: { row: MRT_Row<T> }) => (
    <CellLink
      href={`/tracking/${row.original.id}`}
      onOpen={() => void navigate({ to: '/tracking/$id', params: { id: String(row.original.id) } })}
    >
      {row.original.numeroPartida}
    </CellLink>
  );
  return { accessorKey: 'numeroPartida', header, size: 140, enableHiding: false, Cell: link };
}

const MODES: readonly ModoTransporte[] = ['MARITIMO', 'AEREO', 'TERRESTRE'];

/** The transport mode as its icon, filtered, exported and searched by its name. */
export function transportModeColumn<T extends MRT_RowData & { modo: ModoTransporte }>(
  header: string,
  modeLabel: (modo: ModoTransporte) => string,
): GridColumn<T> {
  const icon = ({ row }: { row: MRT_Row<T> }) => <ModeIcon modo={row.original.modo} />;
  return {
    accessorKey: 'modo',
    header,
    size: 90,
    filterVariant: 'multi-select',
    mantineFilterMultiSelectProps: { data: MODES.map((value) => ({ value, label: modeLabel(value) })) },
    Cell: icon,
    exportAs: { type: 'text', value: (row) => modeLabel(row.modo) },
  };
}
