export { HawbStatusBadge } from './HawbStatus';
export { HawbTimeline } from './HawbTimeline';
export { IATA_STATUS, IATA_STATUS_ORDER, iataStatusLabel } from './iata';
