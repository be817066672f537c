import { setImmediate as nextTurn } from 'node:timers/promises';
import { jsonAnswer, jsonStreamAnswer } from './compression';
import type { AppContext } from './context';

// List answers are bounded and never hold the server: at most `env.maxListRows` rows (the SDK's
// MAX_FILAS_LISTA), read from the database a page at a time and written as a stream, with a turn of
// the event loop between pages. So a year of warehouse movements does not make a cheap call wait:
// on PGlite (one connection) other requests' queries run between the pages, and on any driver the
// JSON of 50,000 rows is never built in one piece.

/** Header on a list answer that was cut at the row cap: its value is the cap. */
export const TRUNCATED_HEADER = 'X-List-Truncated';

const PAGED = Symbol('pagedList');

/** A list the controller reads page by page: see `pagedList`. */
export interface PagedList<Row> {
  readonly [PAGED]: true;
  /** The list's ids in its order (at most `limit`), then pages of rows. */
  open(limit: number, pageRows: number): Promise<{ truncated: boolean; pages: AsyncIterable<Row[]> }>;
}

/**
 * A list read in two steps: `ids(limit)` selects the ids in the list's order with its filters and
 * sort (cheap: no joins, no wide columns), then `rows(ids)` reads a page of full rows by id (in any
 * order; the list keeps the order of the ids, and skips a row deleted in between).
 */
export function pagedList<Row extends { id: number }>(spec: {
  ids: (limit: number) => Promise<{ id: number }[]>;
  rows: (ids: number[]) => Promise<Row[]>;
}): PagedList<Row> {
  return {
    [PAGED]: true,
    open: async (limit, pageRows) => {
      const found = (await spec.ids(limit + 1)).map((row) => row.id);
      const ids = found.slice(0, limit);
      async function* pages(): AsyncGenerator<Row[]> {
        for (let start = 0; start < ids.length; start += pageRows) {
          const page = ids.slice(start, start + pageRows);
          const byId = new Map((await spec.rows(page)).map((row) => [row.id, row]));
          yield page.flatMap((id) => byId.get(id) ?? []);
        }
      }
      return { truncated: found.length > limit, pages: pages() };
    },
  };
}

export const isPagedList = (value: unknown): value is PagedList<unknown> =>
  typeof value === 'object' && value !== null && PAGED in value;

/** A list already in memory, cut at the cap and split into pages. */
function arrayPages<Row>(rows: readonly Row[], limit: number, pageRows: number) {
  async function* pages(): AsyncGenerator<Row[]> {
    for (let start = 0; start < Math.min(rows.length, limit); start += pageRows) {
      yield rows.slice(start, Math.min(start + pageRows, limit));
    }
  }
  return { truncated: rows.length > limit, pages: pages() };
}

export interface ListResponseOptions {
  limit: number;
  pageRows: number;
  /** Checks a page of rows against the list's schema; throws when it does not match. */
  checkPage: (rows: unknown[]) => Promise<void>;
  onLateError: (error: unknown) => void;
}

/**
 * Answers a list: one JSON body when it fits a page, else a stream of pages. The first page is read
 * before anything is sent, so a failing query still gets its status (503, 500…); a failure after
 * that can only cut the stream short, and is logged.
 */
export async function respondWithList(
  c: AppContext,
  list: readonly unknown[] | PagedList<unknown>,
  options: ListResponseOptions,
): Promise<Response> {
  const { truncated, pages } = isPagedList(list)
    ? await list.open(options.limit, options.pageRows)
    : arrayPages(list, options.limit, options.pageRows);
  if (truncated) c.header(TRUNCATED_HEADER, String(options.limit));
  const iterator = pages[Symbol.asyncIterator]();
  const checked = async (rows: unknown[]): Promise<unknown[]> => {
    await options.checkPage(rows);
    return rows;
  };
  const first = await iterator.next();
  if (first.done) return jsonAnswer(c, []);
  const firstRows = await checked(first.value);
  const second = await iterator.next();
  if (second.done) return jsonAnswer(c, firstRows);

  const encoder = new TextEncoder();
  /** The rows of a page as JSON array items ('' for none); one stringify call per page. */
  const items = (rows: unknown[]) => (rows.length === 0 ? '' : JSON.stringify(rows).slice(1, -1));
  // No comma before the first row written: a page may be empty (the handler dropped its rows).
  let written = firstRows.length > 0;
  let pending: IteratorResult<unknown[]> | undefined = second;
  // The client may go away while a page is being read (a closed tab, a timeout): then the stream is
  // cancelled and the page in flight is dropped quietly instead of failing on a closed controller.
  let cancelled = false;
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(`[${items(firstRows)}`));
    },
    async pull(controller) {
      try {
        // A stream does not pull again after a pull that enqueued nothing, so an empty page (the
        // handler dropped all its rows) moves on to the next one here.
        for (;;) {
          await nextTurn(); // let other requests run between pages
          const next = pending ?? (await iterator.next());
          pending = undefined;
          if (cancelled) return;
          if (next.done) {
            controller.enqueue(encoder.encode(']'));
            controller.close();
            return;
          }
          const rows = await checked(next.value);
          if (cancelled) return;
          if (rows.length === 0) continue;
          controller.enqueue(encoder.encode(`${written ? ',' : ''}${items(rows)}`));
          written = true;
          return;
        }
      } catch (error) {
        if (cancelled) return;
        options.onLateError(error);
        controller.error(error);
      }
    },
    async cancel() {
      cancelled = true;
      await iterator.return?.(undefined);
    },
  });
  return jsonStreamAnswer(c, body);
}
