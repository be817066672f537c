export { CustomerSearch } from './CustomerSearch';
