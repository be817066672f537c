import type { MovimientoAlmacen, UnidadMedida } from '@extranet/sdk';
import { roundQuantity } from '../../components/Warehouse/stock-data';

// The movements screen's arithmetic, pure: a movement's direction is the sign of its quantity, and
// totals in, out and net are kept per unit of measure (kilograms and cases never add up).

export type Direction = 'in' | 'out' | 'none';

export const directionOf = (cantidad: number): Direction =>
  cantidad > 0 ? 'in' : cantidad < 0 ? 'out' : 'none';

/** Into stock, out of it (as a positive quantity) and the net change. */
export interface Flow {
  in: number;
  out: number;
  net: number;
}

export type FlowPerUnit = Partial<Record<UnidadMedida, Flow>>;

/** In, out and net per unit of a set of movements. */
export function movementTotals(rows: Iterable<Pick<MovimientoAlmacen, 'cantidad' | 'unidad'>>): FlowPerUnit {
  const totals: FlowPerUnit = {};
  for (const { cantidad, unidad } of rows) {
    const flow = totals[unidad] ?? { in: 0, out: 0, net: 0 };
    totals[unidad] = flow;
    if (cantidad > 0) flow.in = roundQuantity(flow.in + cantidad);
    else flow.out = roundQuantity(flow.out - cantidad);
    flow.net = roundQuantity(flow.in - flow.out);
  }
  return totals;
}
