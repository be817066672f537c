import type { TipoTrafico } from '@extranet/sdk';
import { round } from '../../forms/round';

// The cargo figures a customer can check by hand while typing the packages: count, gross weight,
// volume, loading metres of a road trailer and the chargeable weight the quote will use.

/** Inside width of a standard semi-trailer (m): loading metres are floor area ÷ 2.4. */
export const TRAILER_WIDTH_M = 2.4;
/** Length of a standard semi-trailer (m): 13.6 loading metres is a full truck. */
export const TRAILER_LENGTH_M = 13.6;
/** Stowage factors (kg per m³) of the chargeable weight: sea W/M 1 m³ = 1 t, road 1 m³ = 333 kg. */
export const STOWAGE_KG_M3 = { sea: 1000, road: 333 } as const;

export interface CargoLine {
  cantidad: number | '';
  largoCm: number | '';
  anchoCm: number | '';
  altoCm: number | '';
  pesoKg: number | '';
}

export interface CargoTotals {
  packages: number;
  grossKg: number;
  volumeM3: number;
  /** Trailer floor taken, packages not stacked (road only; null at sea). */
  loadingMetres: number | null;
  /** Share of a full 13.6 m trailer (road only). */
  trailerShare: number | null;
  /** max(gross, volume × stowage factor), to 2 decimals as the quote has it; null for full loads (FCL, FTL). */
  chargeableKg: number | null;
  /** The volume outweighs the goods. */
  byVolume: boolean;
}

const num = (value: number | '' | undefined): number =>
  typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : 0;

export const isRoad = (tipo: TipoTrafico | ''): boolean =>
  tipo === 'TERRESTRE_FTL' || tipo === 'TERRESTRE_LTL';
export const isSea = (tipo: TipoTrafico | ''): boolean => tipo === 'MARITIMO_FCL' || tipo === 'MARITIMO_LCL';

/**
 * Loading metres of package lines: each line's footprint (length × width × quantity) over the
 * trailer width, not stacked. A line still missing a figure counts as nothing.
 */
export function loadingMetres(lines: readonly CargoLine[]): number {
  let m2 = 0;
  for (const line of lines) m2 += num(line.cantidad) * (num(line.largoCm) / 100) * (num(line.anchoCm) / 100);
  return round(m2 / TRAILER_WIDTH_M, 2);
}

/** Live totals of the package lines; dimensions and weight are those of ONE package, as on the request. */
export function cargoTotals(lines: readonly CargoLine[], tipo: TipoTrafico | ''): CargoTotals {
  let packages = 0;
  let grossKg = 0;
  let cm3 = 0;
  for (const line of lines) {
    const count = num(line.cantidad);
    packages += count;
    grossKg += count * num(line.pesoKg);
    cm3 += count * num(line.largoCm) * num(line.anchoCm) * num(line.altoCm);
  }
  const volumeM3 = round(cm3 / 1_000_000, 3);
  const road = isRoad(tipo);
  const ldm = road ? loadingMetres(lines) : null;
  const factor = road ? STOWAGE_KG_M3.road : STOWAGE_KG_M3.sea;
  const volumeKg = volumeM3 * factor;
  const partLoad = tipo === 'MARITIMO_LCL' || tipo === 'TERRESTRE_LTL';
  return {
    packages,
    grossKg: round(grossKg, 3),
    volumeM3,
    loadingMetres: ldm,
    trailerShare: ldm === null ? null : round(ldm / TRAILER_LENGTH_M, 4),
    chargeableKg: partLoad ? round(Math.max(grossKg, volumeKg), 2) : null,
    byVolume: volumeKg > grossKg,
  };
}
