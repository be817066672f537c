export { AreaHeader } from './AreaHeader';
