export { AppLayout } from './AppLayout';
