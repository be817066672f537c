export { EXPIRY, EXPIRY_ROW_COLOR, UNIT } from './labels';
export { CurrencyAmounts, ExpiryBadge, GroupByControl, UnitQuantities, useQuantityText } from './parts';
export {
  currenciesOf,
  EXPIRY_CLASSES,
  type ExpiryClass,
  entryDate,
  expiryClass,
  expiryDay,
  groupDescription,
  type PerCurrency,
  type PerUnit,
  perCurrencyAggregation,
  perUnitAggregation,
  physicalQuantity,
  roundQuantity,
  skuMovementsSearch,
  stockTotals,
  UNIT_ORDER,
  weightAggregation,
} from './stock-data';
export { unitColumn } from './unit-column';
