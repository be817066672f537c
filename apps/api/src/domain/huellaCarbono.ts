import type { TramoHuellaCarbono } from '@extranet/sdk/schemas';
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
export interface PuntoTramo extends Coordinates {
  /** UN/LOCODE or IATA code. */
  codigo: string;
  nombre: string;
  /** Sea basin of a port (sea legs); without it a sea leg uses the same-basin factor. */
  basin?: SeaBasin;
}

/** A leg to compute: where, how, and optionally the factor or a measured distance. */
export interface TramoPlan {
  modo: EmissionLegMode;
  origen: PuntoTramo;
  destino: PuntoTramo;
  /** Factor to use; default: chosen by mode, distance and load ({@link defaultFactorKey}). */
  factor?: EmissionFactorKey;
  /** A known route distance (primary data) instead of the modelled one. */
  distanciaKm?: number;
}

/** The stored footprint of a shipment (huellas_carbono row without its keys and date). */
export interface HuellaCalculada {
  co2eWtwKg: number;
  co2eWttKg: number;
  co2eTtwKg: number;
  toneladasKm: number;
  intensidadGCo2eTkm: number;
  conjuntoFactores: string;
  versionFactores: string;
  tramos: TramoHuellaCarbono[];
  /** The factor key of each leg (what the stored form keeps instead of the category text). */
  claves: EmissionFactorKey[];
}

/**
 * A leg as stored (jsonb, compact): `[modo, factor key, codigoOrigen, origen, codigoDestino, destino,
 * distanciaKm, toneladas, toneladasKm, factor WTW, WTT kg, TTW kg, WTW kg]`. The category and data type
 * come back from the factor key (keys are never reused), the numbers as computed.
 */
export type TramoAlmacenado = [
  modo: EmissionLegMode,
  factor: EmissionFactorKey,
  codigoOrigen: string,
  origen: string,
  codigoDestino: string,
  destino: string,
  distanciaKm: number,
  toneladas: number,
  toneladasKm: number,
  factorWtw: number,
  wtt: number,
  ttw: number,
  wtw: number,
];

export const storeTramos = (huella: Pick<HuellaCalculada, 'tramos' | 'claves'>): TramoAlmacenado[] =>
  huella.tramos.map((t, i) => [
    t.modo,
    huella.claves[i]!,
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

export const expandTramos = (stored: readonly TramoAlmacenado[]): TramoHuellaCarbono[] =>
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
export function legDistanceKm(tramo: Pick<TramoPlan, 'modo' | 'origen' | 'destino' | 'distanciaKm'>): number {
  if (tramo.distanciaKm !== undefined) return Math.max(1, Math.round(tramo.distanciaKm));
  const { origen, destino } = tramo;
  let km: number;
  switch (tramo.modo) {
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
 * The footprint of a shipment of `pesoBrutoKg` over `tramos` (in order). Each leg's WTT and TTW are
 * rounded to grams and its WTW is their sum; totals are sums of the legs' rounded values, so the
 * figures a user adds up on screen match.
 */
export function computeFootprint(tramos: readonly TramoPlan[], pesoBrutoKg: number): HuellaCalculada {
  const toneladas = redondear(pesoBrutoKg / 1000, 3);
  const claves: EmissionFactorKey[] = [];
  const legs = tramos.map((tramo, index): TramoHuellaCarbono => {
    const distanciaKm = legDistanceKm(tramo);
    const key = tramo.factor ?? defaultFactorKey(tramo.modo, distanciaKm, toneladas);
    claves.push(key);
    const factor = EMISSION_FACTORS[key];
    const tkm = toneladas * distanciaKm;
    const co2eWttKg = redondear((tkm * factor.wttGTkm) / 1000, 2);
    const co2eTtwKg = redondear((tkm * factor.ttwGTkm) / 1000, 2);
    return {
      id: index + 1,
      orden: index + 1,
      modo: tramo.modo,
      categoriaFactor: factor.categoria,
      origen: tramo.origen.nombre,
      codigoOrigen: tramo.origen.codigo,
      destino: tramo.destino.nombre,
      codigoDestino: tramo.destino.codigo,
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
    claves,
  };
}
