export { PROBE_INTERVAL_MS, probeServer } from './connectivity';
export { useOfflineRedirect } from './useOfflineRedirect';
