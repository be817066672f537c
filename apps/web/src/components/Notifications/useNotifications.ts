import type { Notificacion, Notificaciones } from '@extranet/sdk';
import { type InfiniteData, useInfiniteQuery, useMutation } from '@tanstack/react-query';
import { useApi } from '../../api/ApiProvider';
import { MINUTE_MS } from '../../lib/time';

/** How often the bell asks for news while the page is open (and again whenever the window gets focus). */
export const NOTIFICATIONS_POLL_MS = MINUTE_MS;
/** How many notifications one page of the panel lists ("Show older" asks for the next). */
export const NOTIFICATIONS_PAGE = 30;

type Pages = InfiniteData<Notificaciones, number | undefined>;

/** Every page's notifications as one list, newest first, each once. */
export function flatten(pages: { pages: Notificaciones[] } | undefined): Notificacion[] | undefined {
  if (!pages) return undefined;
  const seen = new Set<number>();
  const list: Notificacion[] = [];
  for (const page of pages.pages)
    for (const notification of page.notificaciones) {
      if (seen.has(notification.id)) continue;
      seen.add(notification.id);
      list.push(notification);
    }
  return list;
}

/**
 * The bell's notifications, page by page (newest first; older pages on request), and the unread
 * count, polled; failures stay in the bell (no error page). A poll refetches the pages shown.
 */
export function useNotifications() {
  const api = useApi();
  const queryKey = [
    ...api.queries.notificaciones.obtenerNotificaciones({ limite: NOTIFICATIONS_PAGE }).queryKey,
    'pages',
  ];
  const notifications = useInfiniteQuery({
    queryKey,
    queryFn: ({ pageParam, signal }) =>
      api.client.notificaciones.obtenerNotificaciones(
        { limite: NOTIFICATIONS_PAGE, ...(pageParam === undefined ? {} : { antesDe: pageParam }) },
        { signal },
      ),
    initialPageParam: undefined as number | undefined,
    // A full page may have older ones behind it: the next page starts below its last id.
    getNextPageParam: (last) =>
      last.notificaciones.length === NOTIFICATIONS_PAGE ? last.notificaciones.at(-1)?.id : undefined,
    refetchInterval: NOTIFICATIONS_POLL_MS,
    refetchOnWindowFocus: 'always',
    // Polled, so a tab in the background does not keep asking.
    refetchIntervalInBackground: false,
    staleTime: NOTIFICATIONS_POLL_MS / 2,
    meta: { localErrors: true },
  });

  /** Marks the listed notifications read (or all): shown read at once, put back if the call fails. */
  const markRead = useMutation({
    meta: { localErrors: true },
    mutationFn: (target: { ids: number[] } | { todas: true }) =>
      api.client.notificaciones.marcarLeidas({ body: target }),
    onMutate: async (target) => {
      await api.queryClient.cancelQueries({ queryKey });
      const before = api.queryClient.getQueryData<Pages>(queryKey);
      if (before) {
        const chosen = 'ids' in target ? new Set(target.ids) : null;
        const marks = (n: Notificacion) => !chosen || chosen.has(n.id);
        const marked = (flatten(before) ?? []).filter((n) => !n.leida && marks(n)).length;
        const unread = chosen ? Math.max(0, (before.pages[0]?.noLeidas ?? 0) - marked) : 0;
        api.queryClient.setQueryData<Pages>(queryKey, {
          ...before,
          pages: before.pages.map((page) => ({
            noLeidas: unread,
            notificaciones: page.notificaciones.map((n) => (marks(n) ? { ...n, leida: true } : n)),
          })),
        });
      }
      return { before };
    },
    onError: (_error, _target, context) => {
      if (context?.before) api.queryClient.setQueryData(queryKey, context.before);
    },
    onSuccess: (answer) => {
      // The server's count includes notifications beyond the pages shown.
      api.queryClient.setQueryData<Pages>(queryKey, (current) =>
        current
          ? { ...current, pages: current.pages.map((page) => ({ ...page, noLeidas: answer.noLeidas })) }
          : current,
      );
    },
  });

  return { notifications, markRead };
}
