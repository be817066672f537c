import type { HuellaCarbonoPartida, ModoTramoEmision, TipoDatoEmision } from '@extranet/sdk';
import { type Period, parseDay, periodDays, toDay } from '../../components/Period/period';

// The sums of the carbon footprint screen, pure so that they are tested without a browser. Every
// figure is well-to-wheel (WTW = WTT + TTW) unless its name says otherwise; masses are kg CO2e as the
// API sends them, and the screen shows tonnes.

/** Totals of a set of shipments. `intensity` is null when nothing moved (no tonne-km to divide by). */
export interface FootprintTotals {
  shipments: number;
  wtwKg: number;
  wttKg: number;
  ttwKg: number;
  tonneKm: number;
  /** g CO2e per tonne-km, WTW: the weighted mean over the shipments, not the mean of their intensities. */
  intensity: number | null;
}

export function footprintTotals(rows: readonly HuellaCarbonoPartida[]): FootprintTotals {
  let wtwKg = 0;
  let wttKg = 0;
  let ttwKg = 0;
  let tonneKm = 0;
  for (const row of rows) {
    wtwKg += row.co2eWtwKg;
    wttKg += row.co2eWttKg;
    ttwKg += row.co2eTtwKg;
    tonneKm += row.toneladasKm;
  }
  return {
    shipments: rows.length,
    wtwKg,
    wttKg,
    ttwKg,
    tonneKm,
    intensity: tonneKm > 0 ? (wtwKg * 1000) / tonneKm : null,
  };
}

/** How a figure moved against the previous period: `ratio` is null when there was nothing before. */
export interface Change {
  delta: number;
  ratio: number | null;
}

export function periodChange(current: number, previous: number): Change {
  return {
    delta: current - previous,
    ratio: previous !== 0 ? (current - previous) / Math.abs(previous) : null,
  };
}

/** The period of the same number of days that ends the day before `period` starts. */
export function previousPeriod(period: Period): Period {
  const start = parseDay(period.from);
  const days = periodDays(period);
  if (!start || !Number.isFinite(days)) return period;
  const end = new Date(start.getFullYear(), start.getMonth(), start.getDate() - 1);
  const from = new Date(end.getFullYear(), end.getMonth(), end.getDate() - days + 1);
  return { from: toDay(from), to: toDay(end) };
}

/** Leg modes in the order the charts show them. */
export const LEG_MODES: readonly ModoTramoEmision[] = [
  'MARITIMO',
  'AEREO',
  'TERRESTRE',
  'FERROCARRIL',
  'FLUVIAL',
];

export type ModeSums = Record<ModoTramoEmision, number>;
const zeroModes = (): ModeSums => ({ MARITIMO: 0, AEREO: 0, TERRESTRE: 0, FERROCARRIL: 0, FLUVIAL: 0 });

/**
 * kg CO2e (WTW) per mode of the legs — a sea shipment's truck leg to the port counts as road — and
 * tonne-km per mode, for the intensity of each.
 */
export function byLegMode(rows: readonly HuellaCarbonoPartida[]): { kg: ModeSums; tonneKm: ModeSums } {
  const kg = zeroModes();
  const tonneKm = zeroModes();
  for (const row of rows)
    for (const leg of row.tramos) {
      kg[leg.modo] += leg.co2eWtwKg;
      tonneKm[leg.modo] += leg.toneladasKm;
    }
  return { kg, tonneKm };
}

/** `YYYY-MM` of an instant in the browser's time zone (the zone the period's days are in). */
export const monthKey = (iso: string): string => toDay(new Date(iso)).slice(0, 7);

/** Every month a period touches, in order, as `YYYY-MM`. */
export function periodMonths(period: Period): string[] {
  const start = parseDay(period.from);
  const end = parseDay(period.to);
  if (!start || !end) return [];
  const months: string[] = [];
  for (
    let y = start.getFullYear(), m = start.getMonth();
    y < end.getFullYear() || (y === end.getFullYear() && m <= end.getMonth());
  ) {
    months.push(`${y}-${String(m + 1).padStart(2, '0')}`);
    m += 1;
    if (m === 12) {
      m = 0;
      y += 1;
    }
  }
  return months;
}

/** kg CO2e (WTW) per month of departure and leg mode; months of the period without shipments show as 0. */
export function byMonth(
  rows: readonly HuellaCarbonoPartida[],
  months: readonly string[],
): { month: string; kg: ModeSums }[] {
  const sums = new Map<string, ModeSums>(months.map((month) => [month, zeroModes()]));
  for (const row of rows) {
    const key = monthKey(row.fecha);
    let month = sums.get(key);
    if (!month) {
      month = zeroModes();
      sums.set(key, month);
    }
    for (const leg of row.tramos) month[leg.modo] += leg.co2eWtwKg;
  }
  return [...sums.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([month, kg]) => ({ month, kg }));
}

/** One emission factor as used in the period, with the legs it was applied to. */
export interface FactorUse {
  modo: ModoTramoEmision;
  categoria: string;
  /** g CO2e per tonne-km, WTW. */
  factor: number;
  tipoDato: TipoDatoEmision;
  legs: number;
  distanceKm: number;
  minKm: number;
  maxKm: number;
  tonneKm: number;
  wtwKg: number;
}

/** The factors the legs were computed with, biggest emitter first: what the "Method" panel lists. */
export function factorsUsed(rows: readonly HuellaCarbonoPartida[]): FactorUse[] {
  const uses = new Map<string, FactorUse>();
  for (const row of rows)
    for (const leg of row.tramos) {
      const key = `${leg.modo}|${leg.categoriaFactor}|${leg.factorEmisionGCo2eTkm}|${leg.tipoDato}`;
      const use = uses.get(key);
      if (use) {
        use.legs += 1;
        use.distanceKm += leg.distanciaKm;
        use.minKm = Math.min(use.minKm, leg.distanciaKm);
        use.maxKm = Math.max(use.maxKm, leg.distanciaKm);
        use.tonneKm += leg.toneladasKm;
        use.wtwKg += leg.co2eWtwKg;
      } else {
        uses.set(key, {
          modo: leg.modo,
          categoria: leg.categoriaFactor,
          factor: leg.factorEmisionGCo2eTkm,
          tipoDato: leg.tipoDato,
          legs: 1,
          distanceKm: leg.distanciaKm,
          minKm: leg.distanciaKm,
          maxKm: leg.distanciaKm,
          tonneKm: leg.toneladasKm,
          wtwKg: leg.co2eWtwKg,
        });
      }
    }
  return [...uses.values()].sort((a, b) => b.wtwKg - a.wtwKg);
}

/** The factor sets (name and version) the shipments were computed with, most used first. */
export function factorSets(
  rows: readonly HuellaCarbonoPartida[],
): { name: string; version: string; shipments: number }[] {
  const sets = new Map<string, { name: string; version: string; shipments: number }>();
  for (const row of rows) {
    const key = `${row.conjuntoFactores}|${row.versionFactores}`;
    const set = sets.get(key);
    if (set) set.shipments += 1;
    else sets.set(key, { name: row.conjuntoFactores, version: row.versionFactores, shipments: 1 });
  }
  return [...sets.values()].sort((a, b) => b.shipments - a.shipments);
}
