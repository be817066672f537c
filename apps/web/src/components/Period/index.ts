export { PeriodControl } from './PeriodControl';
export * from './period';
export { usePeriodSearch } from './usePeriodSearch';
export { usePresetLabels } from './usePresetLabels';
