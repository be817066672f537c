export { AreaPlaceholder } from './AreaPlaceholder';
