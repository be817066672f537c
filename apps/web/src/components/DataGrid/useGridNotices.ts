import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import { alerts } from '../../alerts/alerts';
import type { GridSearch } from './grid-search';
import { DROPPED_NOTICE } from './notices';
import type { InitialView } from './useGridViews';

/**
 * A link held something unusable (a bad period or filter, a view that is gone): say so once, and
 * take the unusable part out of the URL.
 */
export function useGridNotices(
  search: GridSearch,
  initialView: InitialView | undefined,
  replaceSearch: (patch: Partial<GridSearch>) => void,
) {
  const { i18n } = useLingui();
  const announced = useRef(false);
  useEffect(() => {
    if (!search.dropped || announced.current) return;
    announced.current = true;
    for (const problem of search.dropped) alerts.warning(i18n._(DROPPED_NOTICE[problem]));
    replaceSearch({});
  }, [search, i18n, replaceSearch]);
  useEffect(() => {
    if (initialView?.missing) alerts.warning(i18n._(DROPPED_NOTICE.view));
  }, [initialView, i18n]);
}
