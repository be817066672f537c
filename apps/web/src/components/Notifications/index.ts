export { EMAIL_CHANNEL, EVENT_TYPE } from './labels';
export { NotificationBell } from './NotificationBell';
export { durationText, notificationText, relativeTime } from './notification-text';
