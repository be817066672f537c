import { Hono } from 'hono';
import { describe, expect, it, vi } from 'vitest';
import type { AppEnv } from './context';
import { pagedList, respondWithList } from './list';

const slowList = (pages: number, pageRows: number, delayMs: number) =>
  pagedList({
    ids: async (limit) =>
      Array.from({ length: Math.min(limit, pages * pageRows) }, (_, i) => ({ id: i + 1 })),
    rows: async (ids) => {
      await new Promise((resolve) => setTimeout(resolve, delayMs));
      return ids.map((id) => ({ id, name: `row ${id}` }));
    },
  });

function appWith(onLateError: (error: unknown) => void) {
  const app = new Hono<AppEnv>();
  app.get('/list', (c) =>
    respondWithList(c, slowList(4, 10, 20), {
      limit: 1000,
      pageRows: 10,
      checkPage: async () => {},
      onLateError,
    }),
  );
  return app;
}

describe('respondWithList', () => {
  it('streams every page of a long list in order', async () => {
    const onLateError = vi.fn();
    const rows = (await (await appWith(onLateError).request('/list')).json()) as { id: number }[];
    expect(rows.map((row) => row.id)).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));
    expect(onLateError).not.toHaveBeenCalled();
  });

  it('drops the page in flight quietly when the client goes away', async () => {
    const onLateError = vi.fn();
    const response = await appWith(onLateError).request('/list');
    const reader = response.body!.getReader();
    await reader.read(); // the first page
    const pulling = reader.read(); // asks for the next page, which takes a while
    await new Promise((resolve) => setTimeout(resolve, 5));
    await reader.cancel();
    await pulling.catch(() => undefined);
    await new Promise((resolve) => setTimeout(resolve, 80)); // the page in flight finishes
    expect(onLateError).not.toHaveBeenCalled();
  });
});

describe('respondWithList when the handler drops every row of a page', () => {
  // Tracking's open list drops the candidates delivered since they were stored: a whole page of
  // them leaves an empty page, which must not leave a stray comma in the JSON.
  const withEmptyPages = (kept: (id: number) => boolean) => {
    const app = new Hono<AppEnv>();
    app.get('/list', (c) =>
      respondWithList(
        c,
        pagedList({
          ids: async (limit) => Array.from({ length: Math.min(limit, 40) }, (_, i) => ({ id: i + 1 })),
          rows: async (ids) => ids.filter(kept).map((id) => ({ id })),
        }),
        { limit: 1000, pageRows: 10, checkPage: async () => {}, onLateError: () => {} },
      ),
    );
    return app;
  };
  const ids = async (app: Hono<AppEnv>) =>
    ((await (await app.request('/list')).json()) as { id: number }[]).map((row) => row.id);

  it.each([
    ['the first page', (id: number) => id > 10],
    ['a middle page', (id: number) => id <= 10 || id > 20],
    ['the last page', (id: number) => id <= 30],
    ['the first two pages', (id: number) => id > 20],
  ])('%s empty: valid JSON with the other rows in order', async (_, kept) => {
    expect(await ids(withEmptyPages(kept))).toEqual(Array.from({ length: 40 }, (_, i) => i + 1).filter(kept));
  });

  it('every page empty: an empty array', async () => {
    expect(await ids(withEmptyPages(() => false))).toEqual([]);
  });
});
