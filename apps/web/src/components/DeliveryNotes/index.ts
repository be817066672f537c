export { DELIVERY_STATUS, INCIDENT_TYPE, UNIT } from './labels';
