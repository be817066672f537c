import type { Api } from './api';

// The monitor's queries: the attention list (shared by the monitor's card and the tracking grid's
// filter) and the metric list. Their own module without UI: route files (in the initial bundle)
// import it for their loaders.

// Whole lists only (not the grids' progressive reading, api.ts): the card, the chip and the filter
// count the items, and a count of the items read so far would change on screen by itself.
export const attentionQuery = (api: Api) => ({
  queryKey: api.queries.monitor.obtenerIncidencias().queryKey,
  queryFn: ({ signal }: { signal: AbortSignal }) => api.client.monitor.obtenerIncidencias({ signal }),
  staleTime: 60_000,
  meta: { localErrors: true as const },
});

/**
 * The pinned metrics over a period, each with its series: the whole list before any card is drawn,
 * so that cards never appear a few at a time.
 */
export const metricsQuery = (api: Api, period: { fechainicio: string | Date; fechafin: string | Date }) => ({
  queryKey: api.queries.monitor.obtenerMetricasMonitor(period).queryKey,
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    api.client.monitor.obtenerMetricasMonitor(period, { signal }),
});
