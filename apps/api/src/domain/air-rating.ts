import type { LiquidacionAerea, PiezaAerea, RecargoAereo } from '@extranet/sdk/schemas';
import { redondear } from '../lib/numbers';

// Air freight rating (IATA TACT style), as DOMAIN.md describes it: volumetric weight at 6000 cm³/kg,
// chargeable weight rounded up to the next half kilo, M/N/Q rate classes with weight-break
// optimisation, per-kg surcharges, a promotion discount on the freight. Pure: tariff data comes in,
// numbers come out, so the simulator, HAWB issue and the seed all rate the same way.

/** Lower bounds (kg) of the weight breaks: 0 is the normal rate N, the rest quantity rates Q. */
export const WEIGHT_BREAKS = [0, 45, 100, 300, 500, 1000] as const;
export type WeightBreak = (typeof WEIGHT_BREAKS)[number];

/** cm³ per chargeable kilo (IATA volumetric divisor). */
export const VOLUMETRIC_DIVISOR = 6000;

/** The rates of one tariff row (route × service), all in `moneda`. */
export interface AirRates {
  moneda: string;
  /** M: minimum charge of the freight. */
  minimo: number;
  /** Rate per kg from each break's lower bound; 0 (N) is required, a missing Q break is not offered. */
  tarifas: Partial<Record<WeightBreak, number>> & { 0: number };
  /** Fuel surcharge per chargeable kg. */
  fscKg: number;
  /** Security surcharge per chargeable kg. */
  sscKg: number;
  /** Air waybill fee per HAWB (0: none). */
  awc: number;
}

/** A tariff as stored (one column per break; null: break not offered). */
export interface AirTariffRow {
  moneda: string;
  minimo: number;
  tarifaN: number;
  tarifaQ45: number | null;
  tarifaQ100: number | null;
  tarifaQ300: number | null;
  tarifaQ500: number | null;
  tarifaQ1000: number | null;
  fscKg: number;
  sscKg: number;
  awc: number;
}

export function ratesFromRow(row: AirTariffRow): AirRates {
  const rates: AirRates['tarifas'] = { 0: row.tarifaN };
  const quantityRates: [WeightBreak, number | null][] = [
    [45, row.tarifaQ45],
    [100, row.tarifaQ100],
    [300, row.tarifaQ300],
    [500, row.tarifaQ500],
    [1000, row.tarifaQ1000],
  ];
  for (const [weightBreak, rate] of quantityRates) if (rate !== null) rates[weightBreak] = rate;
  return {
    moneda: row.moneda,
    minimo: row.minimo,
    tarifas: rates,
    fscKg: row.fscKg,
    sscKg: row.sscKg,
    awc: row.awc,
  };
}

export interface AppliedPromotion {
  codigo: string;
  descuentoPorcentaje: number;
}

export interface ConsignmentWeights {
  totalPiezas: number;
  pesoBrutoKg: number;
  volumenM3: number;
  pesoVolumetricoKg: number;
  pesoTasableKg: number;
}

export type AirQuote = ConsignmentWeights & LiquidacionAerea;

/** Up to the next 0.5 kg; a value already on a half kilo stays (tolerates float noise such as 44.500000001). */
export const roundUpToHalfKg = (kg: number): number => Math.ceil(redondear(kg * 2, 6)) / 2;

/** Pieces, gross weight, volume, volumetric and chargeable weight of the piece lines. */
export function computeWeights(pieces: readonly PiezaAerea[]): ConsignmentWeights {
  let pieceCount = 0;
  let grossKg = 0;
  let cm3 = 0;
  for (const piece of pieces) {
    pieceCount += piece.cantidad;
    grossKg += piece.cantidad * piece.pesoKg;
    cm3 += piece.cantidad * piece.largoCm * piece.anchoCm * piece.altoCm;
  }
  const volumetricKg = cm3 / VOLUMETRIC_DIVISOR;
  return {
    totalPiezas: pieceCount,
    pesoBrutoKg: redondear(grossKg, 3),
    volumenM3: redondear(cm3 / 1_000_000, 3),
    pesoVolumetricoKg: redondear(volumetricKg, 2),
    pesoTasableKg: roundUpToHalfKg(Math.max(grossKg, volumetricKg)),
  };
}

interface BreakOption {
  weightBreak: WeightBreak;
  weightKg: number;
  rate: number;
  amount: number;
}

/**
 * The freight of a chargeable weight: the rate of the break the weight falls in, or a higher break
 * charged at its own lower bound when that is cheaper; never under the minimum charge.
 */
export function rateFreight(
  rates: AirRates,
  pesoTasableKg: number,
): Pick<LiquidacionAerea, 'claseTarifa' | 'tramoPesoKg' | 'pesoFacturadoKg' | 'tarifaKg' | 'importeFlete'> {
  const offered = WEIGHT_BREAKS.filter((weightBreak) => rates.tarifas[weightBreak] !== undefined);
  const applicable = offered.filter((weightBreak) => weightBreak <= pesoTasableKg).at(-1) ?? 0;
  const option = (weightBreak: WeightBreak, weightKg: number): BreakOption => {
    const rate = rates.tarifas[weightBreak]!;
    return { weightBreak, weightKg, rate, amount: redondear(rate * weightKg) };
  };
  let best = option(applicable, pesoTasableKg);
  for (const weightBreak of offered) {
    if (weightBreak <= pesoTasableKg) continue;
    const next = option(weightBreak, weightBreak);
    if (next.amount < best.amount) best = next;
  }
  if (rates.minimo >= best.amount) {
    return {
      claseTarifa: 'M',
      tramoPesoKg: null,
      pesoFacturadoKg: pesoTasableKg,
      tarifaKg: best.rate,
      importeFlete: redondear(rates.minimo),
    };
  }
  return {
    claseTarifa: best.weightBreak === 0 ? 'N' : 'Q',
    tramoPesoKg: best.weightBreak,
    pesoFacturadoKg: best.weightKg,
    tarifaKg: best.rate,
    importeFlete: best.amount,
  };
}

const money = (value: number) => value.toFixed(2);

/** Surcharges on the chargeable weight (not on the weight-break weight) and the AWB fee. */
export function computeSurcharges(rates: AirRates, pesoTasableKg: number): RecargoAereo[] {
  const surcharges: RecargoAereo[] = [];
  if (rates.fscKg > 0) {
    surcharges.push({
      codigo: 'FSC',
      descripcion: `Fuel surcharge ${money(rates.fscKg)}/kg`,
      importe: redondear(rates.fscKg * pesoTasableKg),
    });
  }
  if (rates.sscKg > 0) {
    surcharges.push({
      codigo: 'SSC',
      descripcion: `Security surcharge ${money(rates.sscKg)}/kg`,
      importe: redondear(rates.sscKg * pesoTasableKg),
    });
  }
  if (rates.awc > 0)
    surcharges.push({ codigo: 'AWC', descripcion: 'Air waybill fee', importe: redondear(rates.awc) });
  return surcharges;
}

/** Rates a chargeable weight: freight, surcharges, the promotion's discount (on the freight only), total. */
export function rateConsignment(
  rates: AirRates,
  pesoTasableKg: number,
  promotion: AppliedPromotion | null = null,
): LiquidacionAerea {
  const freight = rateFreight(rates, pesoTasableKg);
  const surcharges = computeSurcharges(rates, pesoTasableKg);
  const discount = promotion ? redondear((freight.importeFlete * promotion.descuentoPorcentaje) / 100) : 0;
  const total = redondear(
    freight.importeFlete + surcharges.reduce((sum, r) => sum + r.importe, 0) - discount,
  );
  return {
    ...freight,
    importeMinimo: redondear(rates.minimo),
    recargos: surcharges,
    codigoPromocional: promotion?.codigo ?? null,
    descuento: discount,
    total,
    moneda: rates.moneda,
  };
}

/** The whole quote of `CalcularTarifa` (without the route and service fields). */
export function quoteAirFreight(
  pieces: readonly PiezaAerea[],
  rates: AirRates,
  promotion: AppliedPromotion | null = null,
): AirQuote {
  const weights = computeWeights(pieces);
  return { ...weights, ...rateConsignment(rates, weights.pesoTasableKg, promotion) };
}

/** The rate table of a tariff: each weight break offered with its rate per kg, lowest first. */
export function offeredBreaks(rates: AirRates): { tramoPesoKg: WeightBreak; tarifaKg: number }[] {
  return WEIGHT_BREAKS.filter((weightBreak) => rates.tarifas[weightBreak] !== undefined).map(
    (weightBreak) => ({
      tramoPesoKg: weightBreak,
      tarifaKg: rates.tarifas[weightBreak]!,
    }),
  );
}

/** Where a tariff row applies: an airport or a zone at each end, optionally for one customer only. */
export interface TariffScope {
  idCliente: number | null;
  origenTipo: 'AEROPUERTO' | 'ZONA';
  origen: string;
  destinoTipo: 'AEROPUERTO' | 'ZONA';
  destino: string;
}

export interface AirRoute {
  origen: string;
  zonaOrigen: string;
  destino: string;
  zonaDestino: string;
  /** The customer whose agreed rates apply, if any. */
  idCliente: number | null;
}

/**
 * The tariff row that applies to a route: among the rows matching it, a customer's agreement before
 * the general tariff, then an airport before a zone at origin, then at destination. Undefined: none.
 */
export function applicableTariff<T extends TariffScope>(rows: readonly T[], route: AirRoute): T | undefined {
  let best: T | undefined;
  let bestScore = -1;
  for (const row of rows) {
    if (row.idCliente !== null && row.idCliente !== route.idCliente) continue;
    const originMatches =
      row.origenTipo === 'AEROPUERTO' ? row.origen === route.origen : row.origen === route.zonaOrigen;
    const destinationMatches =
      row.destinoTipo === 'AEROPUERTO' ? row.destino === route.destino : row.destino === route.zonaDestino;
    if (!originMatches || !destinationMatches) continue;
    const score =
      (row.idCliente !== null ? 4 : 0) +
      (row.origenTipo === 'AEROPUERTO' ? 2 : 0) +
      (row.destinoTipo === 'AEROPUERTO' ? 1 : 0);
    if (score > bestScore) {
      best = row;
      bestScore = score;
    }
  }
  return best;
}
