import { QueryClient } from '@tanstack/query-core';
import { describe, expect, it } from 'vitest';
import { createExtranetClient, ExtranetValidationError, type PartidaResumen } from '../src/index';
import { createExtranetQueries, isArriving } from '../src/query';
import { partida, partidaResumen } from './fixtures';

// Long lists arrive a run of rows at a time (`onRows`, and the `progressive` queries built on it).
// The answer here is a stream the test writes piece by piece, so what the caller saw before the
// answer finished is checked, not guessed.

const row = (id: number): PartidaResumen => ({ ...partidaResumen, id, numeroPartida: `PT-2026-${id}` });
const json = (rows: unknown[]) => rows.map((item) => JSON.stringify(item)).join(',');

/** A client whose every answer is a stream the test writes to (`write`, `end`, `fail`). */
function streamingClient(options: { status?: number } = {}) {
  const answers: {
    write: (text: string) => void;
    end: () => void;
    fail: (error: Error) => void;
  }[] = [];
  let requests = 0;
  const waiting: (() => void)[] = [];
  const fetch: typeof globalThis.fetch = async (_input, init) => {
    requests += 1;
    const encoder = new TextEncoder();
    let controller!: ReadableStreamDefaultController<Uint8Array>;
    const body = new ReadableStream<Uint8Array>({
      start(c) {
        controller = c;
      },
    });
    init?.signal?.addEventListener('abort', () => controller.error(init.signal?.reason));
    answers.push({
      write: (text) => controller.enqueue(encoder.encode(text)),
      end: () => controller.close(),
      fail: (error) => controller.error(error),
    });
    for (const resume of waiting.splice(0)) resume();
    return new Response(body, {
      status: options.status ?? 200,
      headers: { 'content-type': 'application/json' },
    });
  };
  const client = createExtranetClient({ baseURL: 'http://extranet.test', getToken: () => 't', fetch });
  /** The stream of answer number `n` (0-based), once its request has been sent. */
  const answer = async (n: number) => {
    while (!answers[n]) await new Promise<void>((resolve) => waiting.push(resolve));
    return answers[n]!;
  };
  return { client, answer, requests: () => requests };
}

/** Lets the client read what has been written. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 10));

describe('onRows', () => {
  it('hands over each run of rows, validated, before the answer is complete; resolves with them all', async () => {
    const { client, answer } = streamingClient();
    const runs: PartidaResumen[][] = [];
    const call = client.tracking.obtenerSeguimientoEnvios({ onRows: (rows) => runs.push(rows) });
    const stream = await answer(0);
    stream.write(`[${json([row(1), row(2)])},${JSON.stringify(row(3)).slice(0, 40)}`);
    await settle();
    expect(runs.map((run) => run.map((r) => r.id))).toEqual([[1, 2]]);
    stream.write(`${JSON.stringify(row(3)).slice(40)},${json([row(4)])}]`);
    stream.end();
    const all = await call;
    expect(runs.map((run) => run.map((r) => r.id))).toEqual([
      [1, 2],
      [3, 4],
    ]);
    expect(all.map((r) => r.id)).toEqual([1, 2, 3, 4]);
    // The very rows handed over, not copies: a cache that kept them shares them with the result.
    expect(all[0]).toBe(runs[0]![0]);
    expect(all[0]).toEqual(row(1));
  });

  it('a row that breaks the schema fails the call, naming its index in the whole list', async () => {
    const { client, answer } = streamingClient();
    const runs: unknown[][] = [];
    const call = client.tracking.obtenerSeguimientoEnvios({ onRows: (rows) => runs.push(rows) });
    const stream = await answer(0);
    stream.write(`[${json([row(1), row(2)])},`);
    await settle();
    stream.write(`${json([{ ...row(3), bultos: 'many' }])}]`);
    stream.end();
    const error = await call.catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ExtranetValidationError);
    expect((error as Error).message).toMatch(/at 2\.bultos/);
    expect(runs).toHaveLength(1);
  });

  it('an answer cut short is retried, and the retry is read whole', async () => {
    const { client, answer, requests } = streamingClient();
    const runs: unknown[][] = [];
    const call = client.tracking.obtenerSeguimientoEnvios({ onRows: (rows) => runs.push(rows) });
    const first = await answer(0);
    first.write(`[${json([row(1)])},`);
    await settle();
    first.fail(new TypeError('network error'));
    const second = await answer(1);
    second.write(`[${json([row(1), row(2)])}]`);
    second.end();
    expect((await call).map((r) => r.id)).toEqual([1, 2]);
    expect(requests()).toBe(2);
    expect(runs).toHaveLength(1); // only the first attempt's run
  });

  it('an error thrown by onRows fails the call at once, without a retry', async () => {
    const { client, answer, requests } = streamingClient();
    const call = client.tracking.obtenerSeguimientoEnvios({
      onRows: () => {
        throw new RangeError('the caller gave up');
      },
    });
    (await answer(0)).write(`[${json([row(1)])},`);
    await expect(call).rejects.toBeInstanceOf(RangeError);
    expect(requests()).toBe(1);
  });

  it('an empty list is no run at all; a call that is not a list never calls onRows', async () => {
    const { client, answer } = streamingClient();
    const runs: unknown[][] = [];
    const list = client.tracking.obtenerSeguimientoEnvios({ onRows: (rows) => runs.push(rows) });
    const empty = await answer(0);
    empty.write('[]');
    empty.end();
    expect(await list).toEqual([]);

    const detail = client.tracking.obtenerPartida({ id: 1201 }, { onRows: (rows) => runs.push(rows) });
    const one = await answer(1);
    one.write(JSON.stringify(partida));
    one.end();
    expect((await detail).id).toBe(1201);
    expect(runs).toEqual([]);
  });

  it('reads a long answer that arrived at once in pieces, letting other tasks run in between', async () => {
    const { client, answer } = streamingClient();
    const many = Array.from({ length: 3_000 }, (_, i) => row(i + 1));
    let runs = 0;
    let ticks = 0;
    const call = client.tracking.obtenerSeguimientoEnvios({
      onRows: () => {
        runs += 1;
        // Slow to take each run: the reader's slice of the main thread runs out quickly.
        const until = performance.now() + 3;
        while (performance.now() < until) {}
      },
    });
    const stream = await answer(0);
    stream.write(`[${json(many)}]`); // all of it in one chunk
    stream.end();
    const timer = setInterval(() => (ticks += 1), 0);
    const all = await call;
    clearInterval(timer);
    expect(all).toHaveLength(3_000);
    expect(all.map((r) => r.id)).toEqual(many.map((r) => r.id));
    // Run by run, not in one piece, and timers ran while it was read.
    expect(runs).toBeGreaterThan(10);
    expect(ticks).toBeGreaterThan(2);
  });
});

describe('progressive list queries', () => {
  const period = { fechainicio: '2026-01-01T00:00:00.000Z', fechafin: '2026-03-31T00:00:00.000Z' };

  it('a first load shows the rows read so far while it fetches, then the whole list', async () => {
    const { client, answer } = streamingClient();
    const queries = createExtranetQueries(client, { progressive: true });
    const queryClient = new QueryClient();
    const options = queries.tracking.obtenerSeguimientoEnviosPeriodo(period);
    const load = queryClient.fetchQuery(options);
    const stream = await answer(0);
    stream.write(`[${json([row(1), row(2)])},`);
    await settle();
    expect(queryClient.getQueryData(options.queryKey)?.map((r) => r.id)).toEqual([1, 2]);
    expect(queryClient.getQueryState(options.queryKey)).toMatchObject({
      status: 'success',
      fetchStatus: 'fetching',
    });
    expect(isArriving(queryClient.getQueryData(options.queryKey))).toBe(true);
    stream.write(`${json([row(3)])}]`);
    stream.end();
    expect((await load).map((r) => r.id)).toEqual([1, 2, 3]);
    expect(queryClient.getQueryState(options.queryKey)).toMatchObject({ fetchStatus: 'idle' });
    expect(isArriving(queryClient.getQueryData(options.queryKey))).toBe(false);
  });

  it('a refetch keeps the complete list until the new one is in', async () => {
    const { client, answer } = streamingClient();
    const queries = createExtranetQueries(client, { progressive: true });
    const queryClient = new QueryClient();
    const options = queries.tracking.obtenerSeguimientoEnviosPeriodo(period);
    const first = queryClient.fetchQuery(options);
    const one = await answer(0);
    one.write(`[${json([row(1), row(2), row(3)])}]`);
    one.end();
    await first;
    const again = queryClient.refetchQueries({ queryKey: options.queryKey });
    const two = await answer(1);
    two.write(`[${json([row(4)])},`);
    await settle();
    expect(queryClient.getQueryData(options.queryKey)?.map((r) => r.id)).toEqual([1, 2, 3]);
    expect(isArriving(queryClient.getQueryData(options.queryKey))).toBe(false);
    two.write(`${json([row(5)])}]`);
    two.end();
    await again;
    expect(queryClient.getQueryData(options.queryKey)?.map((r) => r.id)).toEqual([4, 5]);
  });

  it('a load that fails leaves no rows behind, only the error', async () => {
    const { client, answer } = streamingClient();
    const queries = createExtranetQueries(client, { progressive: true });
    const queryClient = new QueryClient();
    const options = queries.tracking.obtenerSeguimientoEnviosPeriodo(period);
    const load = queryClient.fetchQuery({ ...options, retry: false });
    const stream = await answer(0);
    stream.write(`[${json([row(1)])},`);
    await settle();
    expect(queryClient.getQueryData(options.queryKey)).toHaveLength(1);
    stream.write(`${json([{ ...row(2), bultos: 'many' }])}]`);
    stream.end();
    await expect(load).rejects.toBeInstanceOf(ExtranetValidationError);
    expect(queryClient.getQueryData(options.queryKey)).toBeUndefined();
    expect(queryClient.getQueryState(options.queryKey)?.status).toBe('error');
  });

  it('a load cancelled half way leaves no rows behind', async () => {
    const { client, answer } = streamingClient();
    const queries = createExtranetQueries(client, { progressive: true });
    const queryClient = new QueryClient();
    const options = queries.tracking.obtenerSeguimientoEnviosPeriodo(period);
    const load = queryClient.fetchQuery(options).catch(() => undefined);
    const stream = await answer(0);
    stream.write(`[${json([row(1)])},`);
    await settle();
    expect(queryClient.getQueryData(options.queryKey)).toHaveLength(1);
    await queryClient.cancelQueries({ queryKey: options.queryKey });
    await load;
    await settle();
    expect(queryClient.getQueryData(options.queryKey)).toBeUndefined();
    expect(queryClient.getQueryState(options.queryKey)?.status).toBe('pending');
  });

  it('without the option, a list query has data only when complete', async () => {
    const { client, answer } = streamingClient();
    const queries = createExtranetQueries(client);
    const queryClient = new QueryClient();
    const options = queries.tracking.obtenerSeguimientoEnviosPeriodo(period);
    const load = queryClient.fetchQuery(options);
    const stream = await answer(0);
    stream.write(`[${json([row(1), row(2)])},`);
    await settle();
    expect(queryClient.getQueryData(options.queryKey)).toBeUndefined();
    stream.write(`${json([row(3)])}]`);
    stream.end();
    expect(await load).toHaveLength(3);
  });
});
