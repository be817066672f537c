export {
  MONEY_FORMAT,
  type MoneyColumnOptions,
  moneyColumn,
  type NumberColumnOptions,
  numberColumn,
} from './NumberColumn';
