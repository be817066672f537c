export { PageError } from './PageError';
