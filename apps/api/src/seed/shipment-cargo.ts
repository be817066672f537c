import type { Bulto, ModoTransporte } from '@extranet/sdk/schemas';
import { cargoTotals, type ShipmentPlan } from '../domain/partidas-build';
import { redondear } from '../lib/numbers';
import { CONTAINER_TYPES } from '../reference/containers';
import { type Medida, type Mercancia, TIPOS_BULTO } from '../reference/trade-profiles';
import { containersFor } from './carriers';
import type { Prng } from './prng';

// The cargo of a demo shipment: package lines, containers, weight and volume, consistent with each
// other and the mode (a container or trailer filled to a plausible share, an air consignment of a
// plausible size).

/** Packages, containers, weight and volume of one shipment of `goods`, drawn from `rng`. */
export function drawCargo(
  rng: Prng,
  modo: ModoTransporte,
  goods: Mercancia,
  groupage: boolean,
  carrier: string,
): Pick<ShipmentPlan, 'bultos' | 'contenedores' | 'pesoBrutoKg' | 'volumenM3'> {
  const type = modo === 'AEREO' && (goods.bulto === 'PX' || goods.bulto === 'IBC') ? 'CT' : goods.bulto;
  const base = TIPOS_BULTO[type];
  const lines = rng.chance(0.25) ? 2 : 1;
  const size = (measure: Medida) => (typeof measure === 'number' ? measure : rng.int(measure[0], measure[1]));
  const dimsOf = (): [number, number, number] => {
    const l = size(base.largoCm);
    // One pallet in five is a 120 × 100 industrial pallet rather than a euro pallet.
    const w = type === 'PX' && rng.chance(0.2) ? 100 : size(base.anchoCm);
    return [l, w, size(base.altoCm)];
  };
  const kgOf = () => rng.int(base.kg[0], base.kg[1]) * (goods.densa ? 1.2 : 1);

  // How many packages: by the container, trailer, or a groupage/air consignment's size.
  const specs = Array.from({ length: lines }, () => ({ dims: dimsOf(), kg: kgOf() }));
  const unitM3 = (d: [number, number, number]) => (d[0] * d[1] * d[2]) / 1e6;
  const avgM3 = specs.reduce((s, x) => s + unitM3(x.dims), 0) / lines;
  const avgKg = specs.reduce((s, x) => s + x.kg, 0) / lines;
  let containers: { tipo: string; cantidad: number }[] = [];
  let count: number;
  if (modo === 'MARITIMO' && !groupage) {
    const tipo = goods.refrigerada ? '40RF' : goods.densa ? '20DV' : rng.chance(0.6) ? '40HC' : '40DV';
    const n = rng.weighted([
      [1, 60],
      [2, 25],
      [3, 10],
      [rng.int(4, 6), 5],
    ]);
    containers = [{ tipo, cantidad: n }];
    const { usableM3, maxPayloadKg } = CONTAINER_TYPES.get(tipo)!;
    const fill = rng.float(0.6, 0.95);
    const perContainer = Math.min((usableM3 * fill) / avgM3, (maxPayloadKg * fill) / avgKg);
    count = Math.max(1, Math.floor(perContainer)) * n;
  } else if (modo === 'TERRESTRE' && !groupage) {
    const fill = rng.float(0.65, 1);
    count = Math.max(1, Math.floor(Math.min((85 * fill) / avgM3, (24_000 * fill) / avgKg)));
  } else if (modo === 'AEREO') {
    count = Math.max(1, Math.round(rng.int(40, 2_500) / avgKg));
  } else {
    count = Math.max(1, Math.round(rng.int(150, 7_000) / avgKg));
  }
  count = Math.min(count, 9_999);
  const bultos: Bulto[] = specs.map((spec, i) => {
    const cantidad =
      lines === 1 ? count : i === 0 ? Math.ceil(count / 2) : Math.max(1, Math.floor(count / 2));
    return {
      id: i + 1,
      tipoBulto: base.nombre,
      cantidad,
      descripcion: goods.descripcion,
      largoCm: spec.dims[0],
      anchoCm: spec.dims[1],
      altoCm: spec.dims[2],
      pesoBrutoKg: redondear(spec.kg * cantidad, 1),
    };
  });
  const { pesoBrutoKg, volumenM3 } = cargoTotals(bultos);
  return {
    bultos,
    contenedores: containers.length ? containersFor(containers, carrier, pesoBrutoKg, rng) : [],
    pesoBrutoKg,
    volumenM3,
  };
}
