export { ACTION_LABEL, actionLabel } from './action-labels';
