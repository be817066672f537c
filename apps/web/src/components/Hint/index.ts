export { Hint } from './Hint';
