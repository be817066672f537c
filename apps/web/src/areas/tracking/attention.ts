import type { Incidencia, PartidaResumen } from '@extranet/sdk';
import type { QueryKey } from '@tanstack/react-query';
import type { Api } from '../../api/api';
import { attentionQuery } from '../../api/attention-query';

// The tracking grid's "needs attention" filter: the shipments the attention list names (late, ETA
// slipped, a document missing), by the server's rules, which are the events' rules.

/** The ids of the shipments among the attention list's items. */
export const shipmentIdsOf = (items: readonly Incidencia[]): ReadonlySet<number> =>
  new Set(items.flatMap((item) => (item.idPartida === undefined ? [] : [item.idPartida])));

interface ListQuery {
  queryKey: QueryKey;
  queryFn: (context: { signal: AbortSignal }) => Promise<PartidaResumen[]>;
}

/**
 * The list's rows that need attention: the list and the attention list from the cache (asked for
 * when missing), so switching the filter on and off fetches nothing twice.
 */
export function needingAttention(api: Api, list: ListQuery): ListQuery {
  return {
    queryKey: [...list.queryKey, 'needs-attention'],
    queryFn: async () => {
      const [rows, items] = await Promise.all([
        api.queryClient.fetchQuery({ queryKey: list.queryKey, queryFn: list.queryFn }),
        api.queryClient.fetchQuery(attentionQuery(api)),
      ]);
      const ids = shipmentIdsOf(items);
      return rows.filter((row) => ids.has(row.id));
    },
  };
}
