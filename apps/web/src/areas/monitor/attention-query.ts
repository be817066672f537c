import type { Api } from '../../api/api';

// The attention list's query, shared by the monitor's card and the tracking grid's filter. Its own
// module without UI: route files (in the initial bundle) import it for their loaders.

export const attentionQuery = (api: Api) => ({
  ...api.queries.monitor.obtenerIncidencias(),
  staleTime: 60_000,
  meta: { localErrors: true },
});
