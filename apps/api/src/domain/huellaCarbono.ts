import type { TramoHuellaCarbono } from '@extranet/sdk/schemas';
import type { TramoAlmacenado } from '../db/schema/huellaCarbono';
import { redondear } from '../lib/numbers';
import {
  AIR_SHORT_HAUL_MAX_KM,
  EMISSION_FACTOR_SET,
  EMISSION_FACTORS,
  type EmissionFactorKey,
  type EmissionLegMode,
  ROAD_FTL_MIN_TONNES,
  SEA_DEEP_SEA_MIN_KM,
  SEA_SHORT_SEA_MAX_KM,
} from '../reference/emission-factors';
import {
  airRouteKm,
  type Coordinates,
  greatCircleKm,
  roadRouteKm,
  type SeaBasin,
  seaDetourFactor,
} from '../reference/geo';

// Carbon footprint of a shipment per ISO 14083 / GLEC: for each leg, kg CO2e = tonnes × km × factor
// (g CO2e/tkm) ÷ 1000, well-to-wheel = well-to-tank + tank-to-wheel. Distances are modelled from
// coordinates (src/reference/geo.ts): air great-circle + 95 km, sea great-circle × basin-pair detour
// factor, road, rail and barge great-circle × 1.25.

/** An end of a leg: a port, airport or city with its coordinates. */
export interface LegPoint extends Coordinates {
  /** UN/LOCODE or IATA code. */
  codigo: string;
  nombre: string;
  /** Sea basin of a port (sea legs); without it a sea leg uses the same-basin factor. */
  basin?: SeaBasin;
}

/** A leg to compute: where, how, and optionally the factor or a measured distance. */
export interface PlannedLeg {
  modo: EmissionLegMode;
  origen: LegPoint;
  destino: LegPoint;
  /** Factor to use; default: chosen by mode, distance and load ({@link defaultFactorKey}). */
  factor?: EmissionFactorKey;
  /** A known route distance (primary data) instead of the modelled one. */
  distanciaKm?: number;
}

/** The stored footprint of a shipment (huellas_carbono row without its keys and date). */
export interface Footprint {
  co2eWtwKg: number;
  co2eWttKg: number;
  co2eTtwKg: number;
  toneladasKm: number;
  intensidadGCo2eTkm: number;
  conjuntoFactores: string;
  versionFactores: string;
  tramos: TramoHuellaCarbono[];
  /** The factor key of each leg (what the stored form keeps instead of the category text). */
  factorKeys: EmissionFactorKey[];
}

export const storeLegs = (footprint: Pick<Footprint, 'tramos' | 'factorKeys'>): TramoAlmacenado[] =>
  footprint.tramos.map((t, i) => [
    t.modo,
    footprint.factorKeys[i]!,
    t.codigoOrigen,
    t.origen,
    t.codigoDestino,
    t.destino,
    t.distanciaKm,
    t.toneladas,
    t.toneladasKm,
    t.factorEmisionGCo2eTkm,
    t.co2eWttKg,
    t.co2eTtwKg,
    t.co2eWtwKg,
  ]);

export const expandLegs = (stored: readonly TramoAlmacenado[]): TramoHuellaCarbono[] =>
  stored.map(
    (
      [
        modo,
        key,
        codigoOrigen,
        origen,
        codigoDestino,
        destino,
        distanciaKm,
        toneladas,
        toneladasKm,
        factor,
        wtt,
        ttw,
        wtw,
      ],
      i,
    ) => ({
      id: i + 1,
      orden: i + 1,
      modo,
      categoriaFactor: EMISSION_FACTORS[key]?.categoria ?? key,
      origen,
      codigoOrigen,
      destino,
      codigoDestino,
      distanciaKm,
      toneladas,
      toneladasKm,
      factorEmisionGCo2eTkm: factor,
      tipoDato: EMISSION_FACTORS[key]?.tipoDato ?? 'POR_DEFECTO',
      co2eWttKg: wtt,
      co2eTtwKg: ttw,
      co2eWtwKg: wtw,
    }),
  );

/** Modelled distance of a leg in km, rounded to the km (at least 1 km). */
export function legDistanceKm(leg: Pick<PlannedLeg, 'modo' | 'origen' | 'destino' | 'distanciaKm'>): number {
  if (leg.distanciaKm !== undefined) return Math.max(1, Math.round(leg.distanciaKm));
  const { origen, destino } = leg;
  let km: number;
  switch (leg.modo) {
    case 'AEREO':
      km = airRouteKm(origen, destino);
      break;
    case 'MARITIMO':
      km =
        greatCircleKm(origen, destino) *
        seaDetourFactor(origen.basin ?? 'MED', destino.basin ?? origen.basin ?? 'MED');
      break;
    default:
      km = roadRouteKm(origen, destino);
  }
  return Math.max(1, Math.round(km));
}

/** The default factor of a leg: air by haul, sea by lane length, road by load. */
export function defaultFactorKey(
  modo: EmissionLegMode,
  distanciaKm: number,
  toneladas: number,
): EmissionFactorKey {
  switch (modo) {
    case 'AEREO':
      return distanciaKm <= AIR_SHORT_HAUL_MAX_KM ? 'AIR_SHORT_HAUL' : 'AIR_BELLY_LONG_HAUL';
    case 'MARITIMO':
      if (distanciaKm >= SEA_DEEP_SEA_MIN_KM) return 'SEA_DEEP_SEA_LARGE';
      return distanciaKm < SEA_SHORT_SEA_MAX_KM ? 'SEA_SHORT_SEA' : 'SEA_DEEP_SEA_MEDIUM';
    case 'FERROCARRIL':
      return 'RAIL_INTERMODAL';
    case 'FLUVIAL':
      return 'INLAND_WATERWAY_BARGE';
    default:
      return toneladas >= ROAD_FTL_MIN_TONNES ? 'ROAD_ARTICULATED_FTL' : 'ROAD_RIGID_LTL';
  }
}

/**
 * The footprint of a shipment of `pesoBrutoKg` over the `planned` legs (in order). Each leg's WTT and TTW are
 * rounded to grams and its WTW is their sum; totals are sums of the legs' rounded values, so the
 * figures a user adds up on screen match.
 */
export function computeFootprint(planned: readonly PlannedLeg[], pesoBrutoKg: number): Footprint {
  const toneladas = redondear(pesoBrutoKg / 1000, 3);
  const factorKeys: EmissionFactorKey[] = [];
  const legs = planned.map((leg, index): TramoHuellaCarbono => {
    const distanciaKm = legDistanceKm(leg);
    const key = leg.factor ?? defaultFactorKey(leg.modo, distanciaKm, toneladas);
    factorKeys.push(key);
    const factor = EMISSION_FACTORS[key];
    const tkm = toneladas * distanciaKm;
    const co2eWttKg = redondear((tkm * factor.wttGTkm) / 1000, 2);
    const co2eTtwKg = redondear((tkm * factor.ttwGTkm) / 1000, 2);
    return {
      id: index + 1,
      orden: index + 1,
      modo: leg.modo,
      categoriaFactor: factor.categoria,
      origen: leg.origen.nombre,
      codigoOrigen: leg.origen.codigo,
      destino: leg.destino.nombre,
      codigoDestino: leg.destino.codigo,
      distanciaKm,
      toneladas,
      toneladasKm: redondear(tkm, 2),
      factorEmisionGCo2eTkm: factor.wtwGTkm,
      tipoDato: factor.tipoDato,
      co2eWttKg,
      co2eTtwKg,
      co2eWtwKg: redondear(co2eWttKg + co2eTtwKg, 2),
    };
  });
  const sum = (pick: (leg: TramoHuellaCarbono) => number) =>
    redondear(
      legs.reduce((total, leg) => total + pick(leg), 0),
      2,
    );
  const co2eWtwKg = sum((leg) => leg.co2eWtwKg);
  const toneladasKm = sum((leg) => leg.toneladasKm);
  return {
    co2eWtwKg,
    co2eWttKg: sum((leg) => leg.co2eWttKg),
    co2eTtwKg: sum((leg) => leg.co2eTtwKg),
    toneladasKm,
    intensidadGCo2eTkm: toneladasKm > 0 ? redondear((co2eWtwKg * 1000) / toneladasKm, 1) : 0,
    conjuntoFactores: EMISSION_FACTOR_SET.nombre,
    versionFactores: EMISSION_FACTOR_SET.version,
    tramos: legs,
    factorKeys,
  };
}
