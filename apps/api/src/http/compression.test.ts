import { gunzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { jsonAnswer, jsonStreamAnswer, MIN_GZIP_BYTES } from './compression';
import type { AppEnv } from './context';

const large = Array.from({ length: 200 }, (_, i) => ({ id: i, nombre: `Shipment ${i}` }));

const app = new Hono<AppEnv>();
app.get('/small', (c) => jsonAnswer(c, { ok: true }));
app.get('/large', (c) => jsonAnswer(c, large));
// Over 64 KB: gzipped on the thread pool.
const huge = Array.from({ length: 5000 }, (_, i) => ({ id: i, nombre: `Shipment ${i}` }));
app.get('/huge', (c) => jsonAnswer(c, huge));
app.get('/stream', (c) => {
  const encoder = new TextEncoder();
  const parts = ['[', JSON.stringify(large).slice(1, -1), ']'];
  return jsonStreamAnswer(
    c,
    new ReadableStream({
      pull(controller) {
        const part = parts.shift();
        if (part === undefined) controller.close();
        else controller.enqueue(encoder.encode(part));
      },
    }),
  );
});

const get = (path: string, acceptEncoding?: string) =>
  app.request(path, { headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

describe('JSON answers', () => {
  it('sends a small body as it is, with its length', async () => {
    const res = await get('/small', 'gzip');
    expect(res.headers.get('content-encoding')).toBeNull();
    expect(res.headers.get('content-length')).toBe(String('{"ok":true}'.length));
    expect(await res.json()).toEqual({ ok: true });
  });

  it('gzips a large body for a client that accepts it, and only then', async () => {
    expect(JSON.stringify(large).length).toBeGreaterThan(MIN_GZIP_BYTES);
    const zipped = await get('/large', 'br, gzip;q=0.8');
    expect(zipped.headers.get('content-encoding')).toBe('gzip');
    expect(zipped.headers.get('vary')).toMatch(/accept-encoding/i);
    const bytes = Buffer.from(await zipped.arrayBuffer());
    expect(Number(zipped.headers.get('content-length'))).toBe(bytes.length);
    expect(JSON.parse(gunzipSync(bytes).toString('utf8'))).toEqual(large);

    for (const refused of [undefined, 'gzip;q=0', 'br', '*;q=0']) {
      const plain = await get('/large', refused);
      expect(plain.headers.get('content-encoding'), String(refused)).toBeNull();
      expect(await plain.json()).toEqual(large);
    }
    expect((await get('/large', '*')).headers.get('content-encoding')).toBe('gzip');
    const hugeZipped = Buffer.from(await (await get('/huge', 'gzip')).arrayBuffer());
    expect(JSON.parse(gunzipSync(hugeZipped).toString('utf8'))).toEqual(huge);
  });

  it('gzips a streamed list through one stream', async () => {
    const zipped = await get('/stream', 'gzip');
    expect(zipped.headers.get('content-encoding')).toBe('gzip');
    const bytes = Buffer.from(await zipped.arrayBuffer());
    expect(JSON.parse(gunzipSync(bytes).toString('utf8'))).toEqual(large);
    expect(await (await get('/stream')).json()).toEqual(large);
  });
});
