/**
 * Emission factors for the carbon footprint of shipments (ISO 14083:2023 / GLEC Framework), kept as
 * data (apps/api/data/emission-factors.json) so a new factor set is a change of that file, not of the
 * calculation (src/domain/huellaCarbono.ts).
 *
 * Values are well-to-wheel g CO2e per tonne-km, split into well-to-tank (fuel production and supply)
 * and tank-to-wheel (combustion); `wtt + ttw = wtw` exactly. They are indicative defaults in the
 * ranges of the GLEC Framework v3 default tables (air belly long-haul ≈ 608, freighter 790–880, road
 * articulated truck 60–112, rail ≈ 18, inland waterway ≈ 34, container ship 8–20); the WTT share
 * follows the fuel (jet kerosene ≈ 17 %, marine fuel ≈ 14 %, diesel B7 ≈ 20 %, EU rail mix ≈ 60 %).
 * Every computed footprint records the set's name and version.
 */

import * as v from 'valibot';
import { loadJson } from './data';

/** Mode of a leg (the SDK's `ModoTramoEmisionSchema`). */
export type EmissionLegMode = 'MARITIMO' | 'AEREO' | 'TERRESTRE' | 'FERROCARRIL' | 'FLUVIAL';

/** ISO 14083 data type (the SDK's `TipoDatoEmisionSchema`). */
export type EmissionDataType = 'PRIMARIO' | 'MODELADO' | 'POR_DEFECTO';

export interface EmissionFactor {
  readonly modo: EmissionLegMode;
  /** Vehicle or vessel category, shown with each leg. */
  readonly categoria: string;
  readonly wttGTkm: number;
  readonly ttwGTkm: number;
  readonly wtwGTkm: number;
  /** How the factor was obtained: sea factors are trade-lane models, the rest default values. */
  readonly tipoDato: EmissionDataType;
}

const KEYS = [
  'SEA_DEEP_SEA_LARGE',
  'SEA_DEEP_SEA_MEDIUM',
  'SEA_SHORT_SEA',
  'AIR_BELLY_LONG_HAUL',
  'AIR_FREIGHTER_LONG_HAUL',
  'AIR_SHORT_HAUL',
  'ROAD_ARTICULATED_FTL',
  'ROAD_RIGID_LTL',
  'ROAD_CONTAINER_DRAYAGE',
  'RAIL_INTERMODAL',
  'INLAND_WATERWAY_BARGE',
] as const;

/** The keys the calculation picks; add keys freely, never reuse one. */
export type EmissionFactorKey = (typeof KEYS)[number];

const gTkm = v.pipe(v.number(), v.minValue(0));
const factorSchema = v.pipe(
  v.object({
    modo: v.picklist(['MARITIMO', 'AEREO', 'TERRESTRE', 'FERROCARRIL', 'FLUVIAL']),
    categoria: v.string(),
    wttGTkm: gTkm,
    ttwGTkm: gTkm,
    wtwGTkm: gTkm,
    tipoDato: v.picklist(['PRIMARIO', 'MODELADO', 'POR_DEFECTO']),
  }),
  v.check((f) => Math.abs(f.wttGTkm + f.ttwGTkm - f.wtwGTkm) < 1e-9, 'wttGTkm + ttwGTkm must equal wtwGTkm'),
);

const data = loadJson(
  'emission-factors.json',
  v.object({
    set: v.object({ nombre: v.string(), version: v.string() }),
    factors: v.object(
      Object.fromEntries(KEYS.map((key) => [key, factorSchema])) as Record<
        EmissionFactorKey,
        typeof factorSchema
      >,
    ),
  }),
);

/** The factor set every footprint states (`conjuntoFactores`, `versionFactores`). */
export const EMISSION_FACTOR_SET: { readonly nombre: string; readonly version: string } = data.set;

/** The factors by key (data/emission-factors.json). */
export const EMISSION_FACTORS: Readonly<Record<EmissionFactorKey, EmissionFactor>> = data.factors;

/** Air legs up to this great-circle + 95 km distance use the short-haul factor. */
export const AIR_SHORT_HAUL_MAX_KM = 1500;
/** Sea legs at least this long are deep-sea (large vessels); under 3,000 km short-sea feeders. */
export const SEA_DEEP_SEA_MIN_KM = 8000;
export const SEA_SHORT_SEA_MAX_KM = 3000;
/** Road legs of at least this many tonnes travel as a full truck load. */
export const ROAD_FTL_MIN_TONNES = 10;
