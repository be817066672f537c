export { AnchorLink } from './AnchorLink';
