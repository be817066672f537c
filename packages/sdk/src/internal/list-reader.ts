import * as v from 'valibot';
import { ExtranetValidationError } from '../errors';
import type { EndpointCall } from './endpoint';
import { parseText } from './http';
import { JsonArrayReader } from './json-array';

// The progressive list reader behind `onRows`: a 2xx list answer (ofetch's `responseType: 'stream'`)
// read as it arrives, each run of complete items validated and handed over before the rest is in.

/**
 * How long a list answer is read before the reader lets the page run. What has arrived while the
 * page was busy is read in one chain of microtasks that nothing interrupts: on a fast network a year
 * of movements (14 MB) held a browser's main thread for 100-250 ms at a time, so the first rows
 * handed over could be neither drawn nor scrolled until the answer was nearly read.
 */
const READ_SLICE_MS = 25;
/** The most text read between two looks at the clock (UTF-16 units). */
const READ_PIECE = 64 * 1024;

interface PostTaskScheduler {
  postTask(callback: () => void, options: { priority: 'user-visible' }): Promise<void>;
}

/**
 * A pause of one task, behind what the page has queued (the app's rendering of the rows just handed
 * over, input): `scheduler.postTask` where the browser has it, else `setTimeout` (Node, Safari).
 */
const yieldToHost = (): Promise<void> => {
  const scheduler = (globalThis as { scheduler?: Partial<PostTaskScheduler> }).scheduler;
  return scheduler?.postTask
    ? scheduler.postTask(() => {}, { priority: 'user-visible' })
    : new Promise((resolve) => setTimeout(resolve, 0));
};

/**
 * Takes each run of items of a list answer as it arrives; answers false to stop reading (the run
 * failed validation, or the caller's `onRows` threw).
 */
type OnItems = (items: unknown[]) => boolean;

/**
 * A 2xx list answer read as it arrives, each run of complete items handed to `onItems`. Answers
 * `streamed` when the body was a whole JSON array (or reading stopped), else what a whole read makes
 * of the body (not an array, or cut short: the response's validation then says so).
 */
async function streamBody(
  response: Response,
  onItems: OnItems,
): Promise<{ streamed: true } | { data: unknown }> {
  if (!response.body) return { data: undefined }; // a 204, or an empty answer
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  const array = new JsonArrayReader();
  let sliceStart = performance.now();
  for (;;) {
    const { done, value } = await reader.read();
    const text = done ? decoder.decode() : decoder.decode(value, { stream: true });
    // What arrived while the page was busy comes as one chunk of up to megabytes: read a piece at a
    // time, so that the reading can pause in between.
    for (let at = 0; at < text.length; at += READ_PIECE) {
      if (performance.now() - sliceStart > READ_SLICE_MS) {
        await yieldToHost();
        sliceStart = performance.now();
      }
      let items: unknown[];
      try {
        items = array.push(text.length <= READ_PIECE ? text : text.slice(at, at + READ_PIECE));
      } catch {
        await reader.cancel();
        return { data: array.rest() }; // not JSON: a string, which the list's schema refuses
      }
      if (items.length > 0 && !onItems(items)) {
        await reader.cancel();
        return { streamed: true };
      }
    }
    if (done) break;
  }
  return array.closed ? { streamed: true } : { data: parseText(array.rest()) };
}

/** The response schema of a list call (a plain array), whose items can be checked a run at a time. */
export const listSchemaOf = (endpoint: EndpointCall): EndpointCall['response'] | undefined => {
  const schema = endpoint.response as { type?: string; pipe?: unknown };
  return schema.type === 'array' && !schema.pipe ? endpoint.response : undefined;
};

/** Issues of a run of items, renumbered as indexes of the whole list. */
const offsetIssues = (issues: readonly v.BaseIssue<unknown>[], offset: number): v.BaseIssue<unknown>[] =>
  issues.map((issue) => ({
    ...issue,
    path: issue.path?.map((item, depth) =>
      depth === 0 && typeof item.key === 'number' ? { ...item, key: item.key + offset } : item,
    ) as typeof issue.path,
  }));

/**
 * What reading a list answer came to: every row, validated and handed to `onRows`; or reading
 * stopped by a run that failed validation or by `onRows` throwing (`stopped`, thrown to the caller
 * and never retried); or a body that was not a whole array, for the response's validation.
 */
export type ListOutcome = { rows: unknown[] } | { stopped: unknown } | { data: unknown };

/**
 * Reads a 2xx answer of a list call as it arrives, handing each validated run of rows to `onRows`.
 * A failure to read (the connection dropped half way) is thrown, for the retry policy to judge.
 */
export async function readList(
  call: string,
  listSchema: EndpointCall['response'],
  onRows: (rows: never[]) => void,
  response: Response,
): Promise<ListOutcome> {
  const rows: unknown[] = [];
  let stopped: { error: unknown } | undefined;
  const read = await streamBody(response, (items) => {
    const parsed = v.safeParse(listSchema, items);
    if (!parsed.success) {
      stopped = { error: new ExtranetValidationError(call, offsetIssues(parsed.issues, rows.length)) };
      return false;
    }
    const run = parsed.output as unknown[];
    for (const row of run) rows.push(row);
    try {
      onRows(run as never[]);
    } catch (error) {
      stopped = { error };
      return false;
    }
    return true;
  });
  if ('data' in read) return read;
  return stopped ? { stopped: stopped.error } : { rows };
}
