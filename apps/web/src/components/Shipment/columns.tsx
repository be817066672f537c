import type { ModoTransporte } from '@extranet/sdk';
import type { MRT_Row, MRT_RowData } from 'mantine-react-table';
import type { GridColumn } from '../DataGrid';
import { type LinkRouter, linkColumn } from '../DataGrid/columns';
import { ModeIcon } from './ShipmentBits';

// The columns every list of shipments shares (tracking, carbon footprint).

/** A row that is, or points at, one shipment. */
type ShipmentRow = MRT_RowData & { id: number; numeroPartida: string };

/** The shipment's number as a link to its tracking page, the first column. */
export function shipmentLinkColumn<T extends ShipmentRow>(header: string, router: LinkRouter): GridColumn<T> {
  return linkColumn(router, {
    accessorKey: 'numeroPartida',
    header,
    size: 140,
    link: (row: T) => ({ to: '/tracking/$id', params: { id: String(row.id) } }),
  });
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
