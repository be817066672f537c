import { pipeline, Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { promisify } from 'node:util';
import { createGzip, gzip, gzipSync } from 'node:zlib';
import type { AppContext } from './context';

// The API's JSON answers are compressed where they are made, not by a generic middleware: Hono's
// `compress` ran every answer, a 300-byte profile included, through a CompressionStream (a zlib
// context and a web-stream pipeline per request, at zlib's default level), which was the largest
// single cost of a small call after the database. Here a body under 1 KB goes out as it is, with
// its Content-Length; a larger one is gzipped in one call (on libuv's thread pool when large); a
// streamed list goes through one gzip stream, page by page.

/**
 * zlib level 3: on the active tracking list (810 KB of JSON) it takes 3.5 ms for 107 KB, where the
 * default level 6 takes 6.1 ms for 87 KB. Twice the speed for a fifth more bytes.
 */
export const GZIP_LEVEL = 3;
/** Smaller bodies are sent as they are: the gzip header and a round of zlib would cost more. */
export const MIN_GZIP_BYTES = 1024;

/**
 * Above this a body is gzipped on libuv's thread pool, so the event loop serves other requests
 * meanwhile; below it in the request's own turn, which costs less than the hand-over (node's
 * asynchronous gzip runs a whole zlib stream for one buffer).
 */
const GZIP_OFF_THREAD_BYTES = 64 * 1024;

const gzipAsync = promisify(gzip);

/** Whether the request's Accept-Encoding allows gzip (`gzip;q=0` refuses it; `*` allows it). */
export function acceptsGzip(c: AppContext): boolean {
  const header = c.req.header('accept-encoding');
  if (!header) return false;
  let wildcard = false;
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.split(';');
    const coding = name.trim().toLowerCase();
    if (coding !== 'gzip' && coding !== '*') continue;
    const q = params
      .map((p) => /^\s*q\s*=\s*([\d.]+)\s*$/i.exec(p)?.[1])
      .find((value) => value !== undefined);
    const allowed = q === undefined || Number(q) > 0;
    if (coding === 'gzip') return allowed;
    wildcard = allowed;
  }
  return wildcard;
}

const JSON_TYPE = 'application/json';

/** Adds Accept-Encoding to Vary: a cache must not give a gzipped answer to a client that refused it. */
function varyOnEncoding(c: AppContext): void {
  const vary = c.res.headers.get('Vary');
  if (!vary) c.header('Vary', 'Accept-Encoding');
  else if (!/(^|,)\s*accept-encoding\s*(,|$)/i.test(vary)) c.header('Vary', `${vary}, Accept-Encoding`);
}

/** A JSON answer: `value` serialised once, gzipped when large enough and the client accepts it. */
export async function jsonAnswer(c: AppContext, value: unknown, status = 200): Promise<Response> {
  const text = JSON.stringify(value);
  varyOnEncoding(c);
  // A string's UTF-8 length is at least its length in UTF-16 units: most answers are decided here.
  if (text.length >= MIN_GZIP_BYTES && acceptsGzip(c)) {
    const zipped =
      text.length >= GZIP_OFF_THREAD_BYTES
        ? await gzipAsync(text, { level: GZIP_LEVEL })
        : gzipSync(text, { level: GZIP_LEVEL });
    return c.body(new Uint8Array(zipped.buffer, zipped.byteOffset, zipped.byteLength), status as 200, {
      'Content-Type': JSON_TYPE,
      'Content-Encoding': 'gzip',
      'Content-Length': String(zipped.byteLength),
    });
  }
  return c.body(text, status as 200, {
    'Content-Type': JSON_TYPE,
    'Content-Length': String(Buffer.byteLength(text)),
  });
}

/** A streamed JSON answer, gzipped through one zlib stream when the client accepts it. */
export function jsonStreamAnswer(c: AppContext, body: ReadableStream<Uint8Array>): Response {
  varyOnEncoding(c);
  if (!acceptsGzip(c)) return c.body(body, 200, { 'Content-Type': JSON_TYPE });
  // pipeline, not pipe: a client that goes away cancels the list's stream too (its page in flight is dropped).
  const zipped = pipeline(
    Readable.fromWeb(body as NodeReadableStream<Uint8Array>),
    createGzip({ level: GZIP_LEVEL }),
    () => undefined, // a failure was logged by the list; a closed client needs nothing
  );
  return c.body(Readable.toWeb(zipped) as ReadableStream<Uint8Array>, 200, {
    'Content-Type': JSON_TYPE,
    'Content-Encoding': 'gzip',
  });
}
