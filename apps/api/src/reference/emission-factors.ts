/**
 * Emission factors for the carbon footprint of shipments (ISO 14083:2023 / GLEC Framework), kept as
 * data so a new factor set is a change of this file, not of the calculation (src/domain/huellaCarbono.ts).
 *
 * Values are well-to-wheel g CO2e per tonne-km, split into well-to-tank (fuel production and supply)
 * and tank-to-wheel (combustion); `wtt + ttw = wtw` exactly. They are indicative defaults in the
 * ranges of the GLEC Framework v3 default tables (air belly long-haul ≈ 608, freighter 790–880, road
 * articulated truck 60–112, rail ≈ 18, inland waterway ≈ 34, container ship 8–20); the WTT share
 * follows the fuel (jet kerosene ≈ 17 %, marine fuel ≈ 14 %, diesel B7 ≈ 20 %, EU rail mix ≈ 60 %).
 * Every computed footprint records the set's name and version.
 */

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

/** The factor set every footprint states (`conjuntoFactores`, `versionFactores`). */
export const EMISSION_FACTOR_SET = {
  nombre: 'GLEC Framework v3 / ISO 14083:2023 (indicative defaults)',
  version: '2024.1',
} as const;

const factor = (
  modo: EmissionLegMode,
  categoria: string,
  wtwGTkm: number,
  wttShare: number,
  tipoDato: EmissionDataType = 'POR_DEFECTO',
): EmissionFactor => {
  const wttGTkm = Math.round(wtwGTkm * wttShare * 10) / 10;
  return { modo, categoria, wttGTkm, ttwGTkm: Math.round((wtwGTkm - wttGTkm) * 10) / 10, wtwGTkm, tipoDato };
};

/** The factors by key. Keys are what the calculation picks; add keys freely, never reuse one. */
export const EMISSION_FACTORS = {
  SEA_DEEP_SEA_LARGE: factor(
    'MARITIMO',
    'Container ship, deep-sea, 8,000–11,999 TEU',
    12.5,
    0.14,
    'MODELADO',
  ),
  SEA_DEEP_SEA_MEDIUM: factor('MARITIMO', 'Container ship, 4,700–7,999 TEU', 16, 0.14, 'MODELADO'),
  SEA_SHORT_SEA: factor(
    'MARITIMO',
    'Container ship, short-sea feeder, 1,000–1,999 TEU',
    20,
    0.14,
    'MODELADO',
  ),
  AIR_BELLY_LONG_HAUL: factor('AEREO', 'Air, belly freight, long-haul (> 1,500 km)', 608, 0.17),
  AIR_FREIGHTER_LONG_HAUL: factor('AEREO', 'Air, freighter, long-haul (> 1,500 km)', 830, 0.17),
  AIR_SHORT_HAUL: factor('AEREO', 'Air, belly freight, short-haul (≤ 1,500 km)', 1130, 0.17),
  ROAD_ARTICULATED_FTL: factor('TERRESTRE', 'Articulated truck 34–40 t, diesel, full truck load', 74, 0.2),
  ROAD_RIGID_LTL: factor('TERRESTRE', 'Rigid truck 12–26 t, diesel, groupage', 112, 0.2),
  ROAD_CONTAINER_DRAYAGE: factor('TERRESTRE', 'Container truck 40 t, diesel, port drayage', 90, 0.2),
  RAIL_INTERMODAL: factor('FERROCARRIL', 'Rail, intermodal container train, EU traction mix', 18, 0.6),
  INLAND_WATERWAY_BARGE: factor('FLUVIAL', 'Inland waterway, container barge', 34, 0.15),
} as const satisfies Record<string, EmissionFactor>;

export type EmissionFactorKey = keyof typeof EMISSION_FACTORS;

/** Air legs up to this great-circle + 95 km distance use the short-haul factor. */
export const AIR_SHORT_HAUL_MAX_KM = 1500;
/** Sea legs at least this long are deep-sea (large vessels); under 3,000 km short-sea feeders. */
export const SEA_DEEP_SEA_MIN_KM = 8000;
export const SEA_SHORT_SEA_MAX_KM = 3000;
/** Road legs of at least this many tonnes travel as a full truck load. */
export const ROAD_FTL_MIN_TONNES = 10;
