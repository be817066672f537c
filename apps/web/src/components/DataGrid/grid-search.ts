import type { FetchQueryOptions, QueryClient, QueryKey } from '@tanstack/react-query';
import { checkPeriod } from '../Period/period';

// What a list screen keeps in its URL, so that a copied link opens the same view:
//   ?from=2026-01-01&to=2026-03-31   the period (calendar days)
//   &view=12                         the saved view in use
//   &q=valencia                      the global search
//   &filters={"estado":["EN_TRANSITO"]}  column filters (TanStack Router writes objects as JSON)
// Every area route uses `validateGridSearch`; it sits in the initial bundle, so it stays small and
// free of the grid's libraries. Bad values are dropped and named in `dropped`; the grid then says so
// once and rewrites the URL without them — a bad link never crashes a screen.

/** A column filter value as the URL and a saved view carry it (the SDK's `ValorFiltroColumna`). */
export type GridFilterValue =
  | string
  | number
  | boolean
  | string[]
  | [number | null, number | null]
  | [string | null, string | null];

export type GridSearchProblem = 'period-invalid' | 'period-too-long' | 'view' | 'filters';

export interface GridSearch {
  from?: string;
  to?: string;
  view?: number;
  q?: string;
  filters?: Record<string, GridFilterValue>;
  /** What the URL held that could not be used (never written back to the URL). */
  dropped?: GridSearchProblem[];
}

const COLUMN_ID = /^[A-Za-z0-9_.]{1,100}$/;
const MAX_TEXT = 200;

const isText = (value: unknown, max = 500): value is string =>
  typeof value === 'string' && value.length <= max;
const isBound = (value: unknown) =>
  value === null || (typeof value === 'number' && Number.isFinite(value)) || isText(value, 40);

/** A filter value the grid can apply, or undefined. */
export function filterValue(value: unknown): GridFilterValue | undefined {
  if (isText(value) || typeof value === 'boolean') return value;
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (!Array.isArray(value)) return undefined;
  if (value.length === 2 && value.every(isBound) && value.some((bound) => bound !== null)) {
    const kinds = new Set(value.filter((bound) => bound !== null).map((bound) => typeof bound));
    return kinds.size === 1 ? (value as GridFilterValue) : undefined;
  }
  return value.length <= 200 && value.every((item) => isText(item)) ? (value as string[]) : undefined;
}

function parseFilters(raw: unknown): Record<string, GridFilterValue> | undefined | false {
  if (raw === undefined) return undefined;
  let value = raw;
  if (typeof raw === 'string') {
    try {
      value = JSON.parse(raw);
    } catch {
      return false;
    }
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) return false;
  const entries = Object.entries(value);
  if (entries.length > 50) return false;
  const filters: Record<string, GridFilterValue> = {};
  for (const [id, item] of entries) {
    const parsed = filterValue(item);
    if (!COLUMN_ID.test(id) || parsed === undefined) return false;
    filters[id] = parsed;
  }
  return entries.length > 0 ? filters : undefined;
}

/** The route's `validateSearch` for every list screen. */
export function validateGridSearch(raw: Record<string, unknown>): GridSearch {
  const search: GridSearch = {};
  const dropped: GridSearchProblem[] = [];
  if (raw.from !== undefined || raw.to !== undefined) {
    const period = { from: String(raw.from ?? ''), to: String(raw.to ?? '') };
    const problem = checkPeriod(period);
    if (problem === undefined) Object.assign(search, period);
    else dropped.push(problem === 'too-long' ? 'period-too-long' : 'period-invalid');
  }
  if (raw.view !== undefined) {
    const view = Number(raw.view);
    if (Number.isSafeInteger(view) && view > 0) search.view = view;
    else dropped.push('view');
  }
  if (isText(raw.q, MAX_TEXT) && raw.q.trim()) search.q = raw.q;
  else if (raw.q !== undefined && raw.q !== '') dropped.push('filters');
  const filters = parseFilters(raw.filters);
  if (filters === false) dropped.push('filters');
  else if (filters) search.filters = filters;
  if (dropped.length > 0) search.dropped = [...new Set(dropped)];
  return search;
}

/**
 * The URL form of a search: only what `validateGridSearch` accepts (the router hands updaters the
 * URL as it was, unusable parts included), other keys of the screen kept as they are.
 */
export function cleanGridSearch(search: GridSearch & Record<string, unknown>): GridSearch {
  const { from, to, view, q, filters, dropped, ...others } = search;
  const { dropped: _dropped, ...valid } = validateGridSearch({ from, to, view, q, filters });
  return { ...others, ...valid };
}

/**
 * Starts a grid's list call from its route's loader, so the rows download while the screen's code
 * does (not awaited: the grid shows placeholders until they arrive). A failure is the grid's to show,
 * with its "Try again", as when the grid asks itself.
 */
export function prefetchGridRows<T>(
  queryClient: QueryClient,
  query: FetchQueryOptions<T[], Error, T[], QueryKey>,
): void {
  void queryClient.prefetchQuery({ ...query, meta: GRID_QUERY_META });
}

/** The list call's options: errors show in the grid, not as a global alert. */
export const GRID_QUERY_META = { localErrors: true } as const;
