import { CATALOGOS, type Variante, valorUnitario } from './almacen-catalogo';
import type { ArticuloRef } from './distribucion';
import type { Sector } from './distribucion-catalogo';
import type { Prng } from './prng';

/** A warehousing customer's article, with what the simulation needs to know about its demand. */
export interface Articulo extends ArticuloRef {
  idCliente: number;
  lotes: boolean;
  vidaUtilDias: number | null;
  /** Days of shelf life a lot must keep at delivery. */
  margenDias: number;
  popularidad: number;
  /** Expected daily demand, to size supplier receipts. */
  demandaDia: number;
  loteSeq: number;
  sector: Sector;
  /** Declared value of one unit, in the customer's currency. */
  valorUnitario: number;
}

/** Every variant combination of the sector's catalogue, shuffled, trimmed to `count`. */
export function articulosDe(
  rng: Prng,
  sector: Sector,
  prefijo: string,
  idCliente: number,
  count: number,
): Articulo[] {
  const catalogo = CATALOGOS[sector];
  const todos: Articulo[] = [];
  for (const producto of catalogo.productos) {
    let combos: Variante[][] = [[]];
    for (const dimension of producto.v)
      combos = combos.flatMap((combo) => dimension.map((v) => [...combo, v]));
    for (const combo of combos) {
      const vida = producto.vida;
      const codigo = [prefijo, producto.c, ...combo.map((v) => v.c)].join('-');
      todos.push({
        id: 0,
        idCliente,
        codigo,
        descripcion: [producto.n, ...combo.map((v) => v.n)].join(', '),
        unidad: producto.u,
        unidadesPorBulto: producto.b,
        unidadesPorPalet: producto.p,
        pesoUnitarioKg: producto.kg,
        lotes: catalogo.lotes,
        vidaUtilDias: vida,
        margenDias: vida === null ? 0 : Math.round(vida * 0.25),
        popularidad: 0,
        demandaDia: 0,
        loteSeq: 0,
        sector,
        valorUnitario: valorUnitario(sector, producto, codigo),
      });
    }
  }
  const elegidos = rng.shuffle(todos).slice(0, count);
  elegidos.sort((a, b) => a.codigo.localeCompare(b.codigo));
  // A few articles sell most (Zipf), in no particular catalogue order.
  rng.shuffle(elegidos).forEach((articulo, rank) => {
    articulo.popularidad = 1 / (rank + 1) ** 0.8;
  });
  return elegidos;
}
