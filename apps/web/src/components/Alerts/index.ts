export { AlertsOutlet } from './AlertsOutlet';
