import type { Existencia, UnidadMedida } from '@extranet/sdk';
import { DAY_MS } from '../../lib/time';
import { type Period, parseDay, presetPeriod } from '../Period/period';

// The stock screen's arithmetic, pure so it is tested without a browser: how close a lot is to its
// expiry date (against a `today` the caller gives), and totals that never add different units.

/** Days within which a lot counts as expiring soon (its expiry day included). */
export const EXPIRY_WARNING_DAYS = 30;

/**
 * `expired`: the expiry day is before today; `soon`: today up to 30 days ahead (a lot that expires
 * today can still leave today); `ok`: later; `none`: goods without shelf life.
 */
export type ExpiryClass = 'expired' | 'soon' | 'ok' | 'none';

/** The expiry classes in the order a warehouse deals with them. */
export const EXPIRY_CLASSES: readonly ExpiryClass[] = ['expired', 'soon', 'ok', 'none'];

/** Calendar days from today to the expiry day (negative once past), or null without an expiry date. */
export function daysToExpiry(fechaCaducidad: string | Date | null | undefined, today: Date): number | null {
  const expiry = fechaCaducidad instanceof Date ? fechaCaducidad : expiryDay(fechaCaducidad ?? null);
  if (!expiry) return null;
  const start = Date.UTC(today.getFullYear(), today.getMonth(), today.getDate());
  const end = Date.UTC(expiry.getFullYear(), expiry.getMonth(), expiry.getDate());
  return Math.round((end - start) / DAY_MS);
}

/** The class of an expiry date (the payload's calendar day, or a local date). */
export function expiryClass(fechaCaducidad: string | Date | null | undefined, today: Date): ExpiryClass {
  const days = daysToExpiry(fechaCaducidad, today);
  if (days === null) return 'none';
  if (days < 0) return 'expired';
  return days <= EXPIRY_WARNING_DAYS ? 'soon' : 'ok';
}

/**
 * The expiry day as a local date. The payload sends a calendar day (`2026-12-01`); `new Date()` of
 * it would be UTC midnight, the day before west of Greenwich.
 */
export function expiryDay(fechaCaducidad: string | null): Date | undefined {
  return fechaCaducidad ? parseDay(fechaCaducidad.slice(0, 10)) : undefined;
}

/** Physical stock of a line: available + reserved + blocked. */
export const physicalQuantity = (
  row: Pick<Existencia, 'cantidadDisponible' | 'cantidadReservada' | 'cantidadBloqueada'>,
) => row.cantidadDisponible + row.cantidadReservada + row.cantidadBloqueada;

/** Quantities per unit of measure; a unit is present only when some row has it. */
export type PerUnit = Partial<Record<UnidadMedida, number>>;

/** Adds quantities per unit, never across units. */
export function sumPerUnit(items: Iterable<readonly [UnidadMedida, number]>): PerUnit {
  const totals: PerUnit = {};
  for (const [unit, quantity] of items) totals[unit] = roundQuantity((totals[unit] ?? 0) + quantity);
  return totals;
}

/** Drops the binary noise of adding decimals (0.1 + 0.2), keeping three decimals as quantities have. */
export const roundQuantity = (value: number) => Math.round(value * 1000) / 1000;

/**
 * A grid aggregation (MRT `aggregationFn`): the quantities of a group's rows per unit, so a
 * group's subtotal never adds kilograms to cases.
 */
export const perUnitAggregation =
  <T extends { unidad: UnidadMedida }>(quantity: (row: T) => number) =>
  (_columnId: string, leafRows: readonly { original: T }[]): PerUnit =>
    sumPerUnit(leafRows.map((row) => [row.original.unidad, quantity(row.original)] as const));

/** Amounts per ISO currency code; a currency is present only when some row has it. */
export type PerCurrency = Record<string, number>;

/** Adds amounts per currency, never across currencies; rows without a value (null) are left out. */
export function sumPerCurrency(items: Iterable<readonly [string | null, number | null]>): PerCurrency {
  const totals: PerCurrency = {};
  for (const [currency, amount] of items) {
    if (currency === null || amount === null) continue;
    totals[currency] = roundMoney((totals[currency] ?? 0) + amount);
  }
  return totals;
}

/** Cents, without the binary noise of adding decimals. */
export const roundMoney = (value: number) => Math.round((value + Number.EPSILON) * 100) / 100;

/** The currencies present in a total, alphabetical. */
export const currenciesOf = (totals: PerCurrency): string[] => Object.keys(totals).sort();

/** A grid aggregation (MRT `aggregationFn`): a group's value per currency. */
export const perCurrencyAggregation = (
  _columnId: string,
  leafRows: readonly { original: Pick<Existencia, 'valor' | 'moneda'> }[],
): PerCurrency => sumPerCurrency(leafRows.map((row) => [row.original.moneda, row.original.valor] as const));

/** A grid aggregation: a group's weight in kg (kilograms add up whatever the unit of measure). */
export const weightAggregation = (
  _columnId: string,
  leafRows: readonly { original: Pick<Existencia, 'pesoKg'> }[],
): number => roundQuantity(leafRows.reduce((sum, row) => sum + (row.original.pesoKg ?? 0), 0));

export interface StockTotals {
  /** Physical quantity per unit. */
  physical: PerUnit;
  available: PerUnit;
  reserved: PerUnit;
  blocked: PerUnit;
  pallets: number;
  packages: number;
  /** Weight of the physical stock, kg. */
  weightKg: number;
  /** Declared value per currency. */
  value: PerCurrency;
  /** Lines whose article declares no value (left out of `value`). */
  unvalued: number;
  /** Lines per expiry class. */
  expiry: Record<ExpiryClass, number>;
}

/** The totals of a set of stock lines (the filtered rows of the grid, or a group of them). */
export function stockTotals(rows: readonly Existencia[], today: Date): StockTotals {
  const expiry: Record<ExpiryClass, number> = { expired: 0, soon: 0, ok: 0, none: 0 };
  let pallets = 0;
  let packages = 0;
  let weightKg = 0;
  let unvalued = 0;
  for (const row of rows) {
    expiry[expiryClass(row.fechaCaducidad, today)] += 1;
    pallets += row.palets;
    packages += row.bultos;
    weightKg += row.pesoKg;
    if (row.valor === null || row.moneda === null) unvalued += 1;
  }
  const per = (quantity: (row: Existencia) => number) =>
    sumPerUnit(rows.map((row) => [row.unidad, quantity(row)] as const));
  return {
    physical: per(physicalQuantity),
    available: per((row) => row.cantidadDisponible),
    reserved: per((row) => row.cantidadReservada),
    blocked: per((row) => row.cantidadBloqueada),
    pallets,
    packages,
    weightKg: roundQuantity(weightKg),
    value: sumPerCurrency(rows.map((row) => [row.moneda, row.valor] as const)),
    unvalued,
    expiry,
  };
}

/** When a lot came in, as a date (the payload's instant), or undefined without a receipt on record. */
export const entryDate = (fechaEntrada: string | null | undefined): Date | undefined =>
  fechaEntrada ? new Date(fechaEntrada) : undefined;

/** Order of the units when totals are listed: countable units first, then measures. */
export const UNIT_ORDER: readonly UnidadMedida[] = ['UNIDAD', 'CAJA', 'PACK', 'PALE', 'KG', 'LITRO', 'METRO'];

/** The units present in a total, in `UNIT_ORDER`. */
export const unitsOf = (totals: PerUnit): UnidadMedida[] =>
  UNIT_ORDER.filter((unit) => totals[unit] !== undefined);

/** The search of the movements screen for one SKU over the last 90 days (today included). */
export function skuMovementsSearch(
  codigoArticulo: string,
  today: Date = new Date(),
): Period & { filters: { codigoArticulo: string[] } } {
  return { ...presetPeriod('90d', today), filters: { codigoArticulo: [codigoArticulo] } };
}

/** A group's description: that of its SKU when all its rows are of one SKU, else null. */
export function groupDescription(
  leafRows: readonly { original: { codigoArticulo: string; descripcion: string } }[],
): string | null {
  const first = leafRows[0]?.original;
  if (!first) return null;
  return leafRows.every((row) => row.original.codigoArticulo === first.codigoArticulo)
    ? first.descripcion
    : null;
}
