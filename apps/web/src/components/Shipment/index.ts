export { shipmentLinkColumn, transportModeColumn } from './columns';
export { DOCUMENT_TYPE, delayDescriptor, MILESTONE, SHIPMENT_STATUS, TRANSPORT_MODE } from './labels';
export { MilestoneTimeline, milestoneDelayHours, nextMilestoneIndex } from './MilestoneTimeline';
export { type ShipmentRoute, useRouteFacts } from './routeFacts';
export { DelayText, ModeIcon, StatusBadge } from './ShipmentBits';
