export { Brand } from './Brand';
