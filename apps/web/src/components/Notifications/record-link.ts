import { type GridSearch, validateGridSearch } from '../DataGrid/grid-search';

// The links of notifications and the attention list name a record by its reference
// (`/invoices?numeroFactura=F26-000045`, `/stocks?lote=L-2291`): the list opens searched for it.

/** A list route's `validateSearch` that turns the reference parameter `name` into the grid's search. */
export const searchByReference =
  (name: string) =>
  (raw: Record<string, unknown>): GridSearch => {
    const { [name]: reference, ...rest } = raw;
    const q =
      typeof reference === 'string' && reference.trim() && rest.q === undefined ? reference : undefined;
    return validateGridSearch(q ? { ...rest, q } : rest);
  };
