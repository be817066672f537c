export { PublicPage } from './PublicPage';
