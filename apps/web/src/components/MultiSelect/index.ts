export {
  MULTI_SELECT_DEFAULTS,
  MultiSelect,
  type MultiSelectOption,
  type MultiSelectProps,
} from './MultiSelect';
